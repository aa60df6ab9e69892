/** @jest-environment node */
// Membership and points: a tier bought as an order of type 2 through the sandbox
// payment opens (then renews) the membership and issues the tier's coupons in the paying
// transaction; free products are never booked alone; points are earned once per completed order
// and exchanged for coupons within the balance; the ops refund is pro rata by whole months; no
// call reaches another shopper's data — on PGlite and PostgreSQL.
import { and, eq } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { createApp } from "../../../upstream/app";
import { clearPlatformCache } from "../../../upstream/services/platforms";
import * as fulfilment from "../../../upstream/services/fulfilment";
import { earnPoints, refundMembership } from "../../../upstream/services/membership";
import { memberPrice } from "../../../lib/commerce/membership/membership";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { ADDRESS, goods } from "./checkout-fixtures";
import { DATABASES } from "./databases";
import { goodsLine, key, paidTicket, pay } from "./orders-fixtures";

jest.setTimeout(180_000);
const DAY = 86_400_000;

describe.each(DATABASES)("membership and points on %s", (kind) => {
  let h: AccountHarness;
  let n = 0;
  const shopper = async () => h.signupEmail(`vip-${kind}-${++n}-${Date.now()}@example.com`);
  const db = () => h.database.db;
  const userId = async (token: string) =>
    (await h.as(token)("GET", "/accounts/privacy")).body.data.id as number;
  const buyTier = async (token: string, level: number) => {
    const res = await h.as(token)("POST", "/membership/booking", { level }, key());
    expect(res.body.code).toBe(10000);
    return res.body.data as {
      sn: string;
      requested_amount: number;
      currency_code: string;
      paid: boolean;
    };
  };
  const setPoints = async (token: string, points: number) =>
    db()
      .update(s.users)
      .set({ points })
      .where(eq(s.users.id, await userId(token)));

  beforeAll(async () => {
    h = await openAccountHarness(kind, {
      payments: {
        secret: "test-payment-secret-0123456789abcdef",
        sandboxOrigin: "http://sandbox.test",
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("§9 tier 2 costs 100 CNY whatever the request's currency; paying opens 365 days and issues the tier's coupons with their counts", async () => {
    const t = await shopper();
    const booked = await buyTier(t, 2);
    expect(booked).toMatchObject({ requested_amount: 10000, currency_code: "CNY", paid: false });
    expect((await h.as(t)("GET", "/accounts/membership")).body.data).toBeNull();

    await pay(h, { sn: booked.sn, token: t, amount: booked.requested_amount });
    const membership = (await h.as(t)("GET", "/accounts/membership")).body.data;
    expect(membership).toEqual({
      level: 2,
      start_date: h.clock.now.toISOString(),
      end_date: new Date(h.clock.now.getTime() + 365 * DAY).toISOString(),
    });
    expect((await h.as(t)("GET", "/accounts/privacy")).body.data.membership).toEqual(membership);
    const status = (await h.as(t)("GET", `/order/status/${booked.sn}`)).body.data;
    expect(status).toMatchObject({ status: 3, paid_amount: 10000 });

    const uid = await userId(t);
    const setting = (
      await db()
        .select()
        .from(s.membershipSettings)
        .where(and(eq(s.membershipSettings.platformId, 1), eq(s.membershipSettings.level, 2)))
    )[0]!;
    const mine = await db().select().from(s.userCoupons).where(eq(s.userCoupons.userId, uid));
    for (const grant of setting.coupons)
      expect(mine.filter((c) => c.couponId === grant.couponId)).toHaveLength(grant.count);
    expect(mine).toHaveLength(setting.coupons.reduce((a, g) => a + g.count, 0));

    // a member coupon is usable in checkout now (§6 member-exclusive coupons)
    const memberCoupon = (
      await db()
        .select()
        .from(s.coupons)
        .where(and(eq(s.coupons.platformId, 1), eq(s.coupons.isMembershipCoupon, true)))
    )[0]!;
    expect(setting.coupons.some((g) => g.couponId === memberCoupon.id)).toBe(true);
  });

  it("§6 fixes the membership request to zh-hans and CNY, not the shopper's pages: the sandbox pay page follows display_language", async () => {
    const t = await shopper();
    const sandboxLang = async (body: Record<string, unknown>) => {
      const booked = (
        await h.as(t)("POST", "/membership/booking", body, {
          ...key(),
          language: "zh-hans",
          currency: "CNY",
        })
      ).body.data;
      expect(booked.currency_code).toBe("CNY");
      const res = await h.as(t)(
        "POST",
        "/accounts/order/confirm",
        {
          sn: booked.sn,
          payment_method: "alipay",
          return_url: "http://localhost:3000/payment/result",
        },
        key(),
      );
      const page = await h.app.request(
        `/sandbox/pay/${(res.body.data.url as string).split("/").pop()}`,
      );
      return /<html lang="([^"]+)"/.exec(await page.text())?.[1];
    };
    expect(await sandboxLang({ level: 1, display_language: "en" })).toBe("en");
    expect(await sandboxLang({ level: 1, display_language: "zh-hant" })).toBe("zh-hant");
    // without it, the request's language (as before)
    expect(await sandboxLang({ level: 1 })).toBe("zh-hans");
    expect(
      (await h.as(t)("POST", "/membership/booking", { level: 1, display_language: "fr" }, key()))
        .status,
    ).toBe(400);
  });

  it("§4 renewal while active extends from the current end; the request is idempotent and another shopper cannot pay or see the order", async () => {
    const t = await shopper();
    const first = await buyTier(t, 1);
    await pay(h, { sn: first.sn, token: t, amount: first.requested_amount });
    const opened = (await h.as(t)("GET", "/accounts/membership")).body.data;
    h.clock.advance(10 * DAY);
    try {
      const headers = key();
      const a = await h.as(t)("POST", "/membership/booking", { level: 2 }, headers);
      const b = await h.as(t)("POST", "/membership/booking", { level: 2 }, headers);
      expect(b.body.data.sn).toBe(a.body.data.sn);
      expect(b.headers.get("idempotent-replayed")).toBe("true");
      expect((await h.as(t)("POST", "/membership/booking", { level: 3 }, headers)).body.code).toBe(
        40009,
      );
      expect((await h.as(t)("POST", "/membership/booking", { level: 2 })).status).toBe(400);

      const other = await shopper();
      const stranger = await h.as(other)(
        "POST",
        "/accounts/order/confirm",
        {
          sn: a.body.data.sn,
          payment_method: "alipay",
          return_url: "http://localhost:3000/payment/result",
        },
        key(),
      );
      expect(stranger.body.code).toBe(10023);
      expect((await h.as(other)("GET", `/order/status/${a.body.data.sn}`)).body.code).toBe(10023);

      await pay(h, { sn: a.body.data.sn, token: t, amount: a.body.data.requested_amount });
      const renewed = (await h.as(t)("GET", "/accounts/membership")).body.data;
      expect(renewed).toEqual({
        level: 2,
        start_date: opened.start_date,
        end_date: new Date(Date.parse(opened.end_date) + 365 * DAY).toISOString(),
      });
      expect((await h.as(other)("GET", "/accounts/membership")).body.data).toBeNull();
      expect((await h.as(t)("POST", "/membership/booking", { level: 4 }, key())).status).toBe(400);
    } finally {
      h.clock.advance(-10 * DAY);
    }
  });

  it("§5 a member's free product is priced 0 and cannot be booked alone; §6 the tier's member price applies to the rest", async () => {
    const t = await shopper();
    const free = await goods(h, 10, 3);
    const paid = await goods(h, 10, 4);
    await db()
      .update(s.membershipSettings)
      .set({ freeProductIds: [free.productId] })
      .where(and(eq(s.membershipSettings.platformId, 1), eq(s.membershipSettings.level, 3)));
    const address = (await h.as(t)("POST", "/accounts/address", ADDRESS)).body.data.id as number;
    const fee = (lines: Record<string, unknown>[]) =>
      h.as(t)("POST", "/checkout/fee", {
        currency: "CNY",
        checkout_lines: lines,
        address_id: address,
      });
    // not a member: the product is an ordinary one
    expect((await fee([goodsLine(free)])).body.code).toBe(10000);
    await db()
      .insert(s.memberships)
      .values({
        userId: await userId(t),
        level: 3,
        startAt: h.clock.now,
        endAt: new Date(h.clock.now.getTime() + 365 * DAY),
      });
    const alone = await fee([goodsLine(free)]);
    expect(alone.body.code).toBe(21003);
    const both = (await fee([goodsLine(free), goodsLine(paid)])).body.data;
    const freeLine = both.lines.find(
      (l: { product_id: number }) => l.product_id === free.productId,
    );
    expect(freeLine.unit_amount).toBe(0);
    // §6 member prices: tier 3 takes its percent off the other product
    const percent = (await h.get("/product/membership/3")).body.data
      .member_discount_percent as number;
    expect(percent).toBe(15);
    expect(both.product_amount).toBe(memberPrice(paid.unit, percent));
    expect(both.product_amount).toBeLessThan(paid.unit);
  });

  it("§3/§5 points: earned once per completed order; exchanged for a coupon within the balance; history is the caller's only", async () => {
    const t = await shopper();
    const order = await paidTicket(h, t, { quantity: 1 });
    await fulfilment.fulfilOrder(db(), order.sn, h.clock.now);
    const [row] = await db().select().from(s.orders).where(eq(s.orders.sn, order.sn));
    expect(await earnPoints(db(), row!, h.clock.now)).toBe(0);
    const earned = Math.floor(order.amount / 100);
    let points = (await h.as(t)("GET", "/accounts/points")).body.data;
    expect(points.balance).toBe(earned);
    expect(points.history).toEqual([
      expect.objectContaining({ delta: earned, reason: "earned", order_sn: order.sn }),
    ]);
    expect(points.points_name).toBe("Points");
    expect(points.levels.map((l: { points: number }) => l.points)).toEqual([100, 500, 1000, 5000]);

    await setPoints(t, 600);
    const headers = key();
    const exchanged = await h.as(t)("POST", "/points/exchange", { points: 500 }, headers);
    expect(exchanged.body.data).toMatchObject({
      points: 500,
      money: 500,
      currency_code: "CNY",
      balance: 100,
    });
    const replay = await h.as(t)("POST", "/points/exchange", { points: 500 }, headers);
    expect(replay.body.data.user_coupon_id).toBe(exchanged.body.data.user_coupon_id);
    expect((await h.as(t)("GET", "/accounts/points")).body.data.balance).toBe(100);
    const [uc] = await db()
      .select({ coupon: s.coupons })
      .from(s.userCoupons)
      .innerJoin(s.coupons, eq(s.coupons.id, s.userCoupons.couponId))
      .where(eq(s.userCoupons.id, exchanged.body.data.user_coupon_id));
    expect(uc!.coupon.pointsLevel).toBe(500);

    const tooMany = await h.as(t)("POST", "/points/exchange", { points: 500 }, key());
    expect(tooMany.body).toMatchObject({ code: 24301, data: { reason: "balance" } });
    expect((await h.as(t)("POST", "/points/exchange", { points: 300 }, key())).body).toMatchObject({
      code: 24301,
      data: { reason: "level" },
    });
    expect((await h.as(t)("POST", "/points/exchange", { points: 100 })).status).toBe(400);
    expect((await h.as(t)("POST", "/points/exchange", { points: -5 }, key())).status).toBe(400);
    // a points coupon is never claimed for free
    expect(
      (await h.as(t)("POST", "/coupon/redeem", { coupon_id: uc!.coupon.id }, key())).body.code,
    ).not.toBe(10000);

    points = (await h.as(t)("GET", "/accounts/points")).body.data;
    expect(
      points.history.map((e: { reason: string; delta: number }) => [e.reason, e.delta]),
    ).toEqual([
      ["exchange", -500],
      ["earned", earned],
    ]);
    const other = await shopper();
    expect((await h.as(other)("GET", "/accounts/points")).body.data).toMatchObject({
      balance: 0,
      history: [],
    });
    expect((await h.call("GET", "/accounts/points")).body.code).toBe(40003);
  });

  it("§5 a brand that asks for a loyalty-programme ID gets a valid one with every exchange", async () => {
    const t = await shopper();
    await setPoints(t, 300);
    await db().update(s.platforms).set({ loyaltyIdRequired: true }).where(eq(s.platforms.id, 1));
    clearPlatformCache();
    try {
      expect((await h.as(t)("GET", "/accounts/points")).body.data.loyalty_id_required).toBe(true);
      const missing = await h.as(t)("POST", "/points/exchange", { points: 100 }, key());
      expect(missing.body).toMatchObject({
        code: 40000,
        data: { fields: { loyalty_id: "loyaltyIdInvalid" } },
      });
      const wrong = await h.as(t)(
        "POST",
        "/points/exchange",
        { points: 100, loyalty_id: "79927398710" },
        key(),
      );
      expect(wrong.body.code).toBe(40000);
      expect((await h.as(t)("GET", "/accounts/points")).body.data.balance).toBe(300);
      const ok = await h.as(t)(
        "POST",
        "/points/exchange",
        { points: 100, loyalty_id: "7992 7398 713" },
        key(),
      );
      expect(ok.body.data.balance).toBe(200);
    } finally {
      await db().update(s.platforms).set({ loyaltyIdRequired: false }).where(eq(s.platforms.id, 1));
      clearPlatformCache();
    }
  });

  it("§9 ops membership refund: only when the provider ends service, pro rata by whole remaining months, then lapsed", async () => {
    const t = await shopper();
    const booked = await buyTier(t, 2);
    await pay(h, { sn: booked.sn, token: t, amount: booked.requested_amount });
    const uid = await userId(t);
    const later = new Date(h.clock.now.getTime() + 70 * DAY);
    await expect(
      refundMembership(db(), { userId: uid }, "changed-mind", later),
    ).rejects.toMatchObject({ code: 40000 });
    const refund = await refundMembership(db(), { sn: booked.sn }, "provider-ends-service", later);
    // opened 2026-11-20, ends 2027-11-20; on 2027-01-29 there are 9 whole months left
    expect(refund).toMatchObject({
      user_id: uid,
      level: 2,
      months: 9,
      amount: 7500,
      currency: "CNY",
    });
    const [m] = await db().select().from(s.memberships).where(eq(s.memberships.userId, uid));
    expect(m!.endAt.toISOString()).toBe(later.toISOString());
    await expect(
      refundMembership(db(), { userId: uid }, "provider-ends-service", later),
    ).rejects.toMatchObject({ code: 10033 });

    // the same through POST /ops/membership-refund (npm run ops -- membership refund …)
    const other = await shopper();
    const again = await buyTier(other, 1);
    await pay(h, { sn: again.sn, token: other, amount: again.requested_amount });
    const ops = createApp({
      db: db(),
      dbKind: h.database.kind,
      deps: h.deps,
      opsToken: "ops-token-for-membership-test",
    });
    const call = (body: unknown) =>
      ops.request("/ops/membership-refund", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: "Bearer ops-token-for-membership-test",
        },
        body: JSON.stringify(body),
      });
    expect((await (await call({ who: again.sn, reason: "changed-mind" })).json()).code).toBe(40000);
    const viaOps = await (
      await call({ who: String(await userId(other)), reason: "provider-ends-service" })
    ).json();
    // bought now, refunded now: all 12 months of tier 1's 30 yuan
    expect(viaOps).toMatchObject({ code: 10000, data: { level: 1, months: 12, amount: 3000 } });
  });
});
