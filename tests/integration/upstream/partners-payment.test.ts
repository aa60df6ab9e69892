/** @jest-environment node */
// Spec §6 "Payment by points or quota applies to certain users only", §9 payment methods (points,
// quota): GET accounts/payment_rights and accounts/order/confirm with a balance method, on PGlite
// and PostgreSQL.
import { eq } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { grantPayment } from "../../../upstream/services/benefits";
import { closeExpiredOrders } from "../../../upstream/services/booking";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { ADDRESS, CONTACT, goods } from "./checkout-fixtures";
import { DATABASES } from "./databases";

jest.setTimeout(120_000);

describe.each(DATABASES)("points and quota payment on %s", (kind) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(kind, {
      payments: {
        secret: "partners-payment-secret-0123456789abcdef",
        sandboxOrigin: "http://sandbox.test",
      },
    });
    await h.database.db
      .update(s.platforms)
      .set({
        paymentMethods: [
          "wechat",
          "alipay",
          "credit_card",
          "points",
          "quota",
          "points_cash",
          "quota_cash",
        ],
      })
      .where(eq(s.platforms.slug, "default"));
  });
  afterAll(async () => {
    await h?.close();
  });

  async function shopperWithOrder(tag: string, skip = 7) {
    const token = await h.signupEmail(`pay-${tag}-${kind}-${Date.now()}@example.com`);
    const me = h.as(token);
    const address = (await me("POST", "/accounts/address", ADDRESS)).body.data.id as number;
    const g = await goods(h, 100, skip);
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 1 }];
    const fee = await me("POST", "/checkout/fee", {
      currency: "CNY",
      checkout_lines: lines,
      address_id: address,
    });
    const amount = fee.body.data.payable_amount as number;
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
      { "idempotency-key": `book-${tag}-${Date.now()}` },
    );
    expect(booked.body.code).toBe(10000);
    const userId = (
      await h.database.db
        .select({ userId: s.orders.userId })
        .from(s.orders)
        .where(eq(s.orders.sn, booked.body.data.sn))
    )[0]!.userId;
    return { token, me, sn: booked.body.data.sn as string, amount, userId };
  }

  const pay = (me: AccountHarness["call"], sn: string, method: string) =>
    me(
      "POST",
      "/accounts/order/confirm",
      { sn, payment_method: method, return_url: "http://localhost:3000/payment/result" },
      { "idempotency-key": `pay-${method}-${Math.random().toString(36).slice(2)}` },
    );

  it("a shopper without a grant has no balance methods and is refused quota and points (10034)", async () => {
    const { me, sn } = await shopperWithOrder("none");
    const rights = await me("GET", "/accounts/payment_rights");
    expect(rights.body).toMatchObject({ code: 10000, data: { methods: [], quota: null } });
    for (const method of ["quota", "points", "quota_cash", "points_cash"])
      expect((await pay(me, sn, method)).body.code).toBe(10034);
    expect((await pay(me, sn, "gat_unknown")).body.code).toBe(40000);
    expect((await h.call("GET", "/accounts/payment_rights")).body.code).toBe(40003);
  });

  it("quota pays the whole order in one step, once; too little quota is refused (10035)", async () => {
    const { me, sn, amount, userId } = await shopperWithOrder("quota");
    await grantPayment(
      h.database.db,
      userId,
      { methods: ["quota"], currency: "CNY", quota: amount - 1 },
      h.clock.now,
    );
    expect((await pay(me, sn, "quota")).body.code).toBe(10035);
    await grantPayment(
      h.database.db,
      userId,
      { methods: ["quota"], currency: "CNY", quota: amount + 500 },
      h.clock.now,
    );
    expect((await me("GET", "/accounts/payment_rights")).body.data).toMatchObject({
      methods: ["quota"],
      quota: { currency: "CNY", balance: amount + 500 },
      points: 0,
    });
    const paid = await pay(me, sn, "quota");
    expect(paid.body).toMatchObject({
      code: 10000,
      data: { paid: true, url: "http://localhost:3000/payment/result" },
    });
    // a second payment of a paid order changes nothing
    expect((await pay(me, sn, "quota")).body.data.paid).toBe(true);
    const [grant] = await h.database.db
      .select()
      .from(s.paymentGrants)
      .where(eq(s.paymentGrants.userId, userId));
    expect(grant!.quota).toBe(500);
    const [order] = await h.database.db.select().from(s.orders).where(eq(s.orders.sn, sn));
    expect(order).toMatchObject({ status: 1, paidAmount: amount, paymentMethod: "quota" });
    const ledger = await h.database.db
      .select()
      .from(s.quotaLedger)
      .where(eq(s.quotaLedger.userId, userId));
    expect(ledger.map((l) => l.delta)).toEqual([-amount]);
    const status = await me("GET", `/order/status/${sn}`);
    expect(status.body.data.payment).toMatchObject({ method: "quota", status: 1 });
  });

  it("quota in another currency or a method not granted is refused (10034)", async () => {
    const { me, sn, amount, userId } = await shopperWithOrder("currency");
    await grantPayment(
      h.database.db,
      userId,
      { methods: ["quota"], currency: "HKD", quota: amount * 10 },
      h.clock.now,
    );
    expect((await pay(me, sn, "quota")).body.code).toBe(10034);
    expect((await pay(me, sn, "points")).body.code).toBe(10034);
  });

  it("points pay the whole order at the brand's rate (100 points = 1 yuan)", async () => {
    const { me, sn, amount, userId } = await shopperWithOrder("points");
    await grantPayment(
      h.database.db,
      userId,
      { methods: ["points"], currency: "CNY", quota: 0 },
      h.clock.now,
    );
    await h.database.db
      .update(s.users)
      .set({ points: amount + 7 })
      .where(eq(s.users.id, userId));
    expect((await pay(me, sn, "points")).body).toMatchObject({ code: 10000, data: { paid: true } });
    const [user] = await h.database.db
      .select({ points: s.users.points })
      .from(s.users)
      .where(eq(s.users.id, userId));
    expect(user!.points).toBe(7);
    const [order] = await h.database.db.select().from(s.orders).where(eq(s.orders.sn, sn));
    expect(order).toMatchObject({ status: 1, paymentMethod: "points" });
  });

  it("quota plus cash: the quota part is taken, the gateway takes the rest, and the order is paid", async () => {
    const { me, sn, amount, userId } = await shopperWithOrder("quota-cash");
    await grantPayment(
      h.database.db,
      userId,
      { methods: ["quota_cash"], currency: "CNY", quota: 300 },
      h.clock.now,
    );
    const opened = await pay(me, sn, "quota_cash");
    expect(opened.body).toMatchObject({ code: 10000, data: { paid: false } });
    const ref = (opened.body.data.url as string).split("/").pop()!;
    const [payment] = await h.database.db.select().from(s.payments).where(eq(s.payments.ref, ref));
    expect(payment).toMatchObject({ amount: amount - 300, method: "quota_cash", status: 0 });
    const approved = await h.app.request(`/sandbox/pay/${ref}`, {
      method: "POST",
      body: new URLSearchParams({ decision: "approve" }),
    });
    expect(approved.headers.get("location")).toMatch(/result=paid$/);
    const [order] = await h.database.db.select().from(s.orders).where(eq(s.orders.sn, sn));
    expect(order).toMatchObject({
      status: 1,
      quotaUsed: 300,
      requestedAmount: amount - 300,
      paidAmount: amount - 300,
    });
    const [grant] = await h.database.db
      .select()
      .from(s.paymentGrants)
      .where(eq(s.paymentGrants.userId, userId));
    expect(grant!.quota).toBe(0);
  });

  it("points plus cash: the points part is a points deduction that comes back when the order closes unpaid", async () => {
    const { me, sn, amount, userId } = await shopperWithOrder("points-cash");
    await grantPayment(
      h.database.db,
      userId,
      { methods: ["points_cash"], currency: "CNY", quota: 0 },
      h.clock.now,
    );
    await h.database.db.update(s.users).set({ points: 200 }).where(eq(s.users.id, userId));
    expect((await pay(me, sn, "points_cash")).body).toMatchObject({
      code: 10000,
      data: { paid: false },
    });
    const [order] = await h.database.db.select().from(s.orders).where(eq(s.orders.sn, sn));
    expect(order).toMatchObject({
      status: 0,
      pointsUsed: 200,
      pointsMoney: 200,
      requestedAmount: amount - 200,
    });
    // nothing left in points: a second points-plus-cash try is refused, cash still works
    expect((await pay(me, sn, "points_cash")).body.code).toBe(10035);
    h.clock.advance(3 * 86_400_000);
    await closeExpiredOrders(h.database.db, h.clock.now);
    const [user] = await h.database.db
      .select({ points: s.users.points })
      .from(s.users)
      .where(eq(s.users.id, userId));
    expect(user!.points).toBe(200);
  });

  it("another user's order is missing (10023)", async () => {
    const { sn } = await shopperWithOrder("owner-a");
    const other = await shopperWithOrder("owner-b");
    await grantPayment(
      h.database.db,
      other.userId,
      { methods: ["quota"], currency: "CNY", quota: 10_000_000 },
      h.clock.now,
    );
    expect((await pay(other.me, sn, "quota")).body.code).toBe(10023);
  });
});
