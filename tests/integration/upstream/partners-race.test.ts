/** @jest-environment node */
// Partner races on PostgreSQL only (PGlite runs one statement at a time and would hide them):
// - §6 quota payment: 20 concurrent quota payments of 20 orders with quota for 3 — the conditional
//   update in the payment's transaction lets exactly 3 through and the quota never goes below 0;
// - §7 auth codes: one code redeemed by several partner requests at once tells one of them who
//   the shopper is, and refuses the rest (10001) — the claim is one conditional update.
import { eq } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { grantPayment } from "../../../upstream/services/benefits";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { ADDRESS, CONTACT, goods } from "./checkout-fixtures";

jest.setTimeout(180_000);

const PARTNER_SECRET = "race-partner-secret-0123456789abcdef";

describe("quota payment race on postgres", () => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness("postgres", {
      partnerSecrets: { default: PARTNER_SECRET },
      payments: {
        secret: "partners-race-secret-0123456789abcdef",
        sandboxOrigin: "http://sandbox.test",
      },
    });
    await h.database.db
      .update(s.platforms)
      .set({ paymentMethods: ["wechat", "quota"] })
      .where(eq(s.platforms.slug, "default"));
  });
  afterAll(async () => {
    await h?.close();
  });

  it("20 concurrent quota payments with quota for 3: 3 paid, 17 refused (10035), quota 0", async () => {
    const token = await h.signupEmail(`quota-race-${Date.now()}@example.com`);
    const me = h.as(token);
    const address = (await me("POST", "/accounts/address", ADDRESS)).body.data.id as number;
    const g = await goods(h, 100, 8);
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 1 }];
    const amount = (
      await me("POST", "/checkout/fee", {
        currency: "CNY",
        checkout_lines: lines,
        address_id: address,
      })
    ).body.data.payable_amount as number;
    const sns: string[] = [];
    for (let i = 0; i < 20; i++) {
      const booked = await me(
        "POST",
        "/order/booking",
        {
          currency: "CNY",
          checkout_lines: lines,
          address_id: address,
          contact: CONTACT,
          expected_amount: amount,
        },
        { "idempotency-key": `quota-race-book-${i}-${Date.now()}` },
      );
      expect(booked.body.code).toBe(10000);
      sns.push(booked.body.data.sn);
    }
    const [order] = await h.database.db
      .select({ userId: s.orders.userId })
      .from(s.orders)
      .where(eq(s.orders.sn, sns[0]!));
    const userId = order!.userId;
    await grantPayment(
      h.database.db,
      userId,
      { methods: ["quota"], currency: "CNY", quota: amount * 3 },
      h.clock.now,
    );

    const results = await Promise.all(
      sns.map((sn, i) =>
        me(
          "POST",
          "/accounts/order/confirm",
          { sn, payment_method: "quota", return_url: "http://localhost:3000/payment/result" },
          { "idempotency-key": `quota-race-${i}-${Date.now()}` },
        ),
      ),
    );
    const codes: Record<number, number> = {};
    for (const r of results) codes[r.body.code] = (codes[r.body.code] ?? 0) + 1;
    expect(codes).toEqual({ 10000: 3, 10035: 17 });

    const [grant] = await h.database.db
      .select()
      .from(s.paymentGrants)
      .where(eq(s.paymentGrants.userId, userId));
    expect(grant!.quota).toBe(0);
    const ledger = await h.database.db
      .select()
      .from(s.quotaLedger)
      .where(eq(s.quotaLedger.userId, userId));
    expect(ledger).toHaveLength(3);
    const paid = await h.database.db.select().from(s.orders).where(eq(s.orders.userId, userId));
    expect(paid.filter((o) => o.status !== 0)).toHaveLength(3);
    expect(
      paid
        .filter((o) => o.status !== 0)
        .every((o) => o.paymentMethod === "quota" && o.paidAmount === amount),
    ).toBe(true);
  });

  it("one auth code redeemed by 8 partner requests at once: told once, refused 7 times (10001)", async () => {
    const token = await h.signupEmail(`gat-race-${Date.now()}@example.com`);
    const code = (await h.as(token)("GET", "/open/accounts/auth_code")).body.data.auth_code;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.call(
          "POST",
          "/open/accounts/auth_code/redeem",
          { auth_code: code },
          { "x-partner-secret": PARTNER_SECRET },
        ),
      ),
    );
    const codes: Record<number, number> = {};
    for (const r of results) codes[r.body.code] = (codes[r.body.code] ?? 0) + 1;
    expect(codes).toEqual({ 10000: 1, 10001: 7 });
    const [row] = await h.database.db.select().from(s.authCodes);
    expect(row?.usedAt).not.toBeNull();
  });
});
