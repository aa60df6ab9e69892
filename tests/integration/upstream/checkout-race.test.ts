/** @jest-environment node */
// Races of the buying path on PostgreSQL only (PGlite runs one statement at a time and would hide
// them): concurrent requests through the app on one pg pool, against the guards order/booking and
// the payment rely on — conditional stock updates, the buyer's advisory lock, the seckill primary
// key, the Idempotency-Key claimed inside the booking's transaction, and the locked settlement of a payment.
import { and, count, eq, sum } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { ADDRESS, CONTACT, flashSale, goods } from "./checkout-fixtures";

jest.setTimeout(180_000);

const tally = (results: { body: { code: number } }[]) => {
  const byCode: Record<number, number> = {};
  for (const r of results) byCode[r.body.code] = (byCode[r.body.code] ?? 0) + 1;
  return byCode;
};

describe("buying races on postgres", () => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness("postgres", {
      payments: {
        secret: "race-payment-secret-0123456789abcdef",
        sandboxOrigin: "http://sandbox.test",
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** n shoppers, each with an address: [token, address id] */
  async function shoppers(n: number, tag: string) {
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const token = await h.signupEmail(`race-${tag}-${i}-${Date.now()}@example.com`);
        const address = (await h.as(token)("POST", "/accounts/address", ADDRESS)).body.data
          .id as number;
        return { token, address };
      }),
    );
  }

  const booking = (
    who: { token: string; address: number },
    lines: unknown[],
    expected: number,
    key: string,
  ) =>
    h.as(who.token)(
      "POST",
      "/order/booking",
      {
        currency: "CNY",
        checkout_lines: lines,
        address_id: who.address,
        contact: CONTACT,
        expected_amount: expected,
      },
      { "idempotency-key": key },
    );

  async function payableFor(who: { token: string; address: number }, lines: unknown[]) {
    const res = await h.as(who.token)("POST", "/checkout/fee", {
      currency: "CNY",
      checkout_lines: lines,
      address_id: who.address,
    });
    return res.body.data.payable_amount as number;
  }

  it("500 concurrent bookings by 50 shoppers for 10 units: exactly 10 orders, stock 0", async () => {
    const g = await goods(h, 10, 3);
    const buyers = await shoppers(50, "stock");
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 1 }];
    const expected = await payableFor(buyers[0]!, lines);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        booking(buyers[i % 50]!, lines, expected, `stock-${i}-${Date.now()}`),
      ),
    );
    const codes = tally(results);
    expect(codes[10000]).toBe(10);
    expect(codes[20005]).toBe(490);
    const [variant] = await h.database.db
      .select()
      .from(s.variants)
      .where(eq(s.variants.id, g.variantId));
    expect(variant!.stock).toBe(0);
    const [sold] = await h.database.db
      .select({ n: count(), q: sum(s.orderLines.quantity) })
      .from(s.orderLines)
      .where(eq(s.orderLines.variantId, g.variantId));
    expect(sold).toEqual({ n: 10, q: "10" });
  });

  it("50 parallel replays of one Idempotency-Key make one order", async () => {
    const g = await goods(h, 100, 4);
    const [buyer] = await shoppers(1, "replay");
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 1 }];
    const expected = await payableFor(buyer!, lines);
    const key = `replay-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => booking(buyer!, lines, expected, key)),
    );
    const codes = tally(results);
    // one did the work; the others waited for its transaction and replayed the answer, or (past
    // the wait) were told it is still in progress
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect((codes[10000] ?? 0) + (codes[40009] ?? 0)).toBe(50);
    const sns = new Set(results.filter((r) => r.body.code === 10000).map((r) => r.body.data.sn));
    expect(sns.size).toBe(1);
    const [orders] = await h.database.db
      .select({ n: count() })
      .from(s.orderLines)
      .where(eq(s.orderLines.variantId, g.variantId));
    expect(orders!.n).toBe(1);
    const [variant] = await h.database.db
      .select()
      .from(s.variants)
      .where(eq(s.variants.id, g.variantId));
    expect(variant!.stock).toBe(99);
  });

  it("20 parallel flash-sale buys by one shopper: one order", async () => {
    const g = await goods(h, 100, 5);
    const item = await flashSale(h, g, 50, 100);
    const [buyer] = await shoppers(1, "seckill");
    const lines = [
      { product_id: g.productId, variant_id: g.variantId, quantity: 1, activity_item_id: item },
    ];
    const expected = await payableFor(buyer!, lines);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        booking(buyer!, lines, expected, `seckill-${i}-${Date.now()}`),
      ),
    );
    const codes = tally(results);
    expect(codes[10000]).toBe(1);
    expect(codes[21002]).toBe(19);
    const [row] = await h.database.db
      .select()
      .from(s.activityItems)
      .where(eq(s.activityItems.id, item));
    expect(row!.sold).toBe(1);
  });

  it("two tabs paying the same order: paid once, the other payment kept to refund", async () => {
    const g = await goods(h, 10, 6);
    const [buyer] = await shoppers(1, "pay");
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 1 }];
    const expected = await payableFor(buyer!, lines);
    const { sn } = (await booking(buyer!, lines, expected, `pay-${Date.now()}`)).body.data;
    const open = async (tab: number) =>
      (
        await h.as(buyer!.token)(
          "POST",
          "/accounts/order/confirm",
          { sn, payment_method: "alipay", return_url: "http://localhost:3000/payment/result" },
          { "idempotency-key": `tab-${tab}-${Date.now()}` },
        )
      ).body.data.url
        .split("/")
        .pop() as string;
    const refs = [await open(1), await open(2)];
    const approvals = await Promise.all(
      refs.map((ref) =>
        h.app.request(`/sandbox/pay/${ref}`, {
          method: "POST",
          body: new URLSearchParams({ decision: "approve" }),
        }),
      ),
    );
    const locations = approvals.map((r) => r.headers.get("location"));
    expect(locations.filter((l) => l?.endsWith("result=paid"))).toHaveLength(1);
    const payments = await h.database.db
      .select({ status: s.payments.status })
      .from(s.payments)
      .innerJoin(s.orders, eq(s.orders.id, s.payments.orderId))
      .where(and(eq(s.orders.sn, sn)));
    expect(payments.map((p) => p.status).sort()).toEqual([1, 3]);
    const [order] = await h.database.db.select().from(s.orders).where(eq(s.orders.sn, sn));
    expect(order).toMatchObject({ status: 1, paidAmount: expected });
  });
});
