// Spec §1/§6 paid membership and §3/§5/§9 points on the reference upstream. A tier is bought as an
// order of its own type (2) that goes through the same payment path as any order
// (accounts/order/confirm → sandbox → signed notification); the transaction that marks it paid
// opens or renews the membership and issues the tier's coupons (afterPaid → activateMembership).
// Points are earned once per completed order (a unique index on the ledger), and exchanged for
// coupons with one conditional update of the balance. The rules live in lib/commerce.
import { and, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { userCouponExpiry } from "../../lib/commerce/coupons/coupons";
import {
  MEMBERSHIP_CALL_CURRENCY,
  MEMBERSHIP_ORDER_TYPE,
  isActiveMembership,
  membershipAfterPurchase,
  membershipRefund,
  normaliseLoyaltyId,
  type MembershipLevel,
} from "../../lib/commerce/membership/membership";
import { exchangeLevel, exchangeOptions, pointsEarned } from "../../lib/commerce/pricing/points";
import { ORDER_SN, ORDER_STATUS, ORDER_TYPE } from "../../lib/commerce/orders/orders";
import { payDeadline } from "../../lib/commerce/orders/unpaid";
import type { Booked } from "../../lib/commerce/checkout/checkout.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { orderSn, recordEvent } from "./order-records";
import { tr, type PlatformRow, type Shop } from "./views";
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { personName } from "../../lib/commerce/accounts/personal-data";

type OrderRow = typeof s.orders.$inferSelect;

/** Not in spec §8 by number: "membership exchange failed" (§8 Other failures). */
const EXCHANGE_FAILED = Codes.membershipExchangeFailed;

export async function currentMembership(db: Db, userId: number, now: Date) {
  const [row] = await db.select().from(s.memberships).where(eq(s.memberships.userId, userId));
  if (!row || !isActiveMembership(row.endAt, now)) return null;
  return {
    level: row.level as MembershipLevel,
    start_date: row.startAt.toISOString(),
    end_date: row.endAt.toISOString(),
  };
}

/**
 * POST membership/booking: an unpaid order (type 2) for a tier, always in CNY (§6); paid through
 * accounts/order/confirm like any order. The price comes from the brand's membership_settings.
 */
export async function bookMembership(
  db: Db,
  shop: Shop,
  user: { id: number; nickname: string },
  level: MembershipLevel,
  payWithinSeconds?: number,
  /** the shopper's language for the order's pages (the sandbox pay page); the request itself is zh-hans (§6) */
  displayLanguage?: string,
): Promise<Booked> {
  const [setting] = await db
    .select()
    .from(s.membershipSettings)
    .where(
      and(
        eq(s.membershipSettings.platformId, shop.platformId),
        eq(s.membershipSettings.level, level),
      ),
    );
  if (!setting) throw new DomainError(Codes.itemMissing, "membership level not found");
  const amount = setting.price[MEMBERSHIP_CALL_CURRENCY] ?? 0;
  if (!(amount > 0)) throw new DomainError(Codes.itemMissing, "membership level has no price");
  const now = shop.now;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(s.orders)
      .values({
        sn: orderSn(now),
        userId: user.id,
        platformId: shop.platformId,
        status: ORDER_STATUS.pending,
        orderType: MEMBERSHIP_ORDER_TYPE,
        membershipLevel: level,
        checkoutType: 1,
        currencyCode: MEMBERSHIP_CALL_CURRENCY,
        languageCode: displayLanguage ?? shop.lang,
        productAmount: amount,
        promoAmount: 0,
        couponDiscount: 0,
        shippingAmount: 0,
        pointsUsed: 0,
        pointsMoney: 0,
        requestedAmount: amount,
        paidAmount: 0,
        userCouponId: null,
        isDelivery: false,
        // a name, never the masked phone a phone sign-up has as its nickname (lib/commerce/accounts/personal-data)
        contact: { name: personName({ nickname: user.nickname }), phone: "", email: "" },
        address: null,
        bookingFields: { membership_level: level, valid_days: setting.validDays },
        paymentMethod: null,
        payDeadline: payDeadline(now, payWithinSeconds),
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error("order insert returned nothing");
    await recordEvent(tx, order.id, "created", "shopper", now, { amount, membership_level: level });
    return {
      sn: order.sn,
      requested_amount: amount,
      currency_code: MEMBERSHIP_CALL_CURRENCY,
      pay_deadline: order.payDeadline.toISOString(),
      paid: false,
    };
  });
}

/**
 * In the transaction that marks a membership order paid (its row locked): open or renew the
 * membership (lib/commerce/membership/membership), issue the tier's coupons with their counts, and complete
 * the order (status 3). Runs once: only an order in status 1 gets here.
 */
export async function activateMembership(db: Db, order: OrderRow, now: Date): Promise<number> {
  const level = order.membershipLevel ?? 0;
  const [setting] = await db
    .select()
    .from(s.membershipSettings)
    .where(
      and(
        eq(s.membershipSettings.platformId, order.platformId),
        eq(s.membershipSettings.level, level),
      ),
    );
  if (!setting) throw new DomainError(Codes.itemMissing, "membership level not found");
  const [current] = await db
    .select()
    .from(s.memberships)
    .where(eq(s.memberships.userId, order.userId))
    .for("update");
  const term = membershipAfterPurchase(current ?? null, level, now, setting.validDays);
  await db
    .insert(s.memberships)
    .values({ userId: order.userId, level: term.level, startAt: term.startAt, endAt: term.endAt })
    .onConflictDoUpdate({
      target: s.memberships.userId,
      set: { level: term.level, startAt: term.startAt, endAt: term.endAt },
    });

  const ids = setting.coupons.map((c) => c.couponId);
  const defs = ids.length
    ? await db.select().from(s.coupons).where(inArray(s.coupons.id, ids))
    : [];
  let issued = 0;
  for (const grant of setting.coupons) {
    const def = defs.find((d) => d.id === grant.couponId);
    if (!def || grant.count <= 0) continue;
    const expiresAt = userCouponExpiry(now, {
      endDate: def.endDate,
      validityDays: def.validityDays,
      validHoursAfterRedeeming: def.validHoursAfterRedeeming,
    });
    await db.insert(s.userCoupons).values(
      Array.from({ length: grant.count }, () => ({
        userId: order.userId,
        couponId: def.id,
        claimedAt: now,
        expiresAt,
      })),
    );
    issued += grant.count;
  }
  await db
    .update(s.orders)
    .set({ status: ORDER_STATUS.fulfilled, completedAt: now })
    .where(eq(s.orders.id, order.id));
  await recordEvent(db, order.id, "membership_opened", "system", now, {
    level: term.level,
    end_at: term.endAt.toISOString(),
    coupons: issued,
  });
  return 3;
}

/**
 * What the buyer's current tier gives at checkout: its free products (§5: never booked alone;
 * priced 0 for the member) and its member-price percent. Nothing for a non-member or a lapsed one.
 */
export async function memberBenefits(
  db: Db,
  platformId: number,
  userId: number,
  now: Date,
): Promise<{ free: Set<number>; discountPercent: number }> {
  const [row] = await db
    .select({
      endAt: s.memberships.endAt,
      free: s.membershipSettings.freeProductIds,
      percent: s.membershipSettings.memberDiscountPercent,
    })
    .from(s.memberships)
    .innerJoin(
      s.membershipSettings,
      and(
        eq(s.membershipSettings.platformId, platformId),
        eq(s.membershipSettings.level, s.memberships.level),
      ),
    )
    .where(eq(s.memberships.userId, userId));
  if (!row || !isActiveMembership(row.endAt, now)) return { free: new Set(), discountPercent: 0 };
  return { free: new Set(row.free), discountPercent: row.percent };
}

/**
 * Points for a completed product order, in the caller's transaction: once per order (the partial
 * unique index on the ledger), whatever number of times completion is reported.
 */
export async function earnPoints(db: Db, order: OrderRow, now: Date): Promise<number> {
  if (order.orderType !== ORDER_TYPE.products) return 0;
  const [platform] = await db
    .select({ levels: s.platforms.pointLevels })
    .from(s.platforms)
    .where(eq(s.platforms.id, order.platformId));
  const points = pointsEarned(order.paidAmount, platform?.levels ?? [], order.currencyCode);
  if (points <= 0) return 0;
  const [row] = await db
    .insert(s.pointsLedger)
    .values({
      userId: order.userId,
      delta: points,
      reason: "earned",
      orderId: order.id,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: s.pointsLedger.id });
  if (!row) return 0;
  await db
    .update(s.users)
    .set({ points: sql`${s.users.points} + ${points}` })
    .where(eq(s.users.id, order.userId));
  return points;
}

const HISTORY_PAGE = 20;

/** GET accounts/points: balance, the platform's texts, the exchange levels and a page of history (newest first). */
export async function pointsOverview(
  db: Db,
  shop: Shop,
  platform: PlatformRow,
  userId: number,
  page: number,
) {
  const [user] = await db
    .select({ points: s.users.points })
    .from(s.users)
    .where(eq(s.users.id, userId));
  const rows = await db
    .select({
      id: s.pointsLedger.id,
      delta: s.pointsLedger.delta,
      reason: s.pointsLedger.reason,
      orderId: s.pointsLedger.orderId,
      at: s.pointsLedger.createdAt,
    })
    .from(s.pointsLedger)
    .where(eq(s.pointsLedger.userId, userId))
    .orderBy(desc(s.pointsLedger.id))
    .limit(HISTORY_PAGE + 1)
    .offset((page - 1) * HISTORY_PAGE);
  const orderIds = rows.map((r) => r.orderId).filter((id): id is number => id !== null);
  const sns = orderIds.length
    ? await db
        .select({ id: s.orders.id, sn: s.orders.sn })
        .from(s.orders)
        .where(inArray(s.orders.id, orderIds))
    : [];
  const balance = user?.points ?? 0;
  const config = platform.pointsApiConfig as {
    pointsName?: Record<string, string>;
    pointsRuleDesc?: Record<string, string>;
    pointsRedemptionRule?: Record<string, string>;
  } | null;
  return {
    balance,
    points_name: tr(shop, config?.pointsName),
    points_rule_desc: tr(shop, config?.pointsRuleDesc),
    points_redemption_rule: tr(shop, config?.pointsRedemptionRule),
    currency_code: shop.currency,
    levels: exchangeOptions(balance, platform.pointLevels, shop.currency),
    loyalty_id_required: platform.loyaltyIdRequired,
    history: rows.slice(0, HISTORY_PAGE).map((r) => ({
      id: r.id,
      delta: r.delta,
      reason: r.reason,
      order_sn: sns.find((x) => x.id === r.orderId)?.sn ?? null,
      created_at: r.at.toISOString(),
    })),
    has_more: rows.length > HISTORY_PAGE,
  };
}

/**
 * POST points/exchange { points }: one transaction — the balance taken by a conditional update
 * (`points >= n`, so never below zero and never more than the balance), a ledger row, and a
 * money-off coupon worth the level (§3 pointLevelList) in the shopper's coupons. Any refusal is
 * "membership exchange failed" (§8). The route requires an Idempotency-Key.
 */
export async function exchangePoints(
  db: Db,
  shop: Shop,
  platform: PlatformRow,
  userId: number,
  points: number,
  loyaltyId?: string,
) {
  // §5: a brand that asks for a loyalty-programme ID gets a valid one
  if (platform.loyaltyIdRequired && !normaliseLoyaltyId(loyaltyId ?? ""))
    throw new DomainError(Codes.badRequest, "loyalty-programme ID missing or invalid", {
      fields: { loyalty_id: "loyaltyIdInvalid" },
    });
  const level = exchangeLevel(platform.pointLevels, points, shop.currency);
  if (!level) throw new DomainError(EXCHANGE_FAILED, "no such exchange level", { reason: "level" });
  const now = shop.now;
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select()
      .from(s.coupons)
      .where(
        and(
          eq(s.coupons.platformId, shop.platformId),
          isNotNull(s.coupons.pointsLevel),
          eq(s.coupons.pointsLevel, points),
        ),
      );
    if (!coupon)
      throw new DomainError(EXCHANGE_FAILED, "no coupon for this level", { reason: "level" });
    const [spent] = await tx
      .update(s.users)
      .set({ points: sql`${s.users.points} - ${points}` })
      .where(and(eq(s.users.id, userId), gte(s.users.points, points)))
      .returning({ balance: s.users.points });
    if (!spent) throw new DomainError(EXCHANGE_FAILED, "not enough points", { reason: "balance" });
    await tx
      .insert(s.pointsLedger)
      .values({ userId, delta: -points, reason: "exchange", orderId: null, createdAt: now });
    const expiresAt = userCouponExpiry(now, {
      endDate: coupon.endDate,
      validityDays: coupon.validityDays,
      validHoursAfterRedeeming: coupon.validHoursAfterRedeeming,
    });
    const [row] = await tx
      .insert(s.userCoupons)
      .values({ userId, couponId: coupon.id, claimedAt: now, expiresAt })
      .returning({ id: s.userCoupons.id });
    return {
      points,
      money: level.money,
      currency_code: shop.currency,
      balance: spent.balance,
      user_coupon_id: row!.id,
      expires_at: expiresAt.toISOString(),
    };
  });
}

/**
 * ops `membership refund <userId|sn> --reason provider-ends-service`: ends the membership now and
 * records the pro-rata amount (lib/commerce/membership/membership) over the paid membership orders still
 * covering it. Any other reason is refused; a lapsed membership has nothing to refund.
 */
export async function refundMembership(
  db: Db,
  who: { userId: number } | { sn: string },
  reason: string,
  now: Date,
) {
  if (reason !== "provider-ends-service")
    throw new DomainError(
      Codes.badRequest,
      "membership is refunded only when the provider ends service (--reason provider-ends-service)",
    );
  return db.transaction(async (tx) => {
    let userId: number;
    if ("sn" in who) {
      if (!ORDER_SN.test(who.sn)) throw new DomainError(Codes.badRequest, "not an order number");
      const [order] = await tx
        .select()
        .from(s.orders)
        .where(and(eq(s.orders.sn, who.sn), eq(s.orders.orderType, MEMBERSHIP_ORDER_TYPE)));
      if (!order) throw new DomainError(Codes.orderMissing, "membership order missing");
      userId = order.userId;
    } else userId = who.userId;
    const [membership] = await tx
      .select()
      .from(s.memberships)
      .where(eq(s.memberships.userId, userId))
      .for("update");
    if (!membership || !isActiveMembership(membership.endAt, now))
      throw new DomainError(Codes.notAllowed, "no active membership to refund");
    // the paid packages that still cover the membership: those paid since it (re)opened
    const paid = await tx
      .select({ amount: s.orders.paidAmount })
      .from(s.orders)
      .where(
        and(
          eq(s.orders.userId, userId),
          eq(s.orders.orderType, MEMBERSHIP_ORDER_TYPE),
          inArray(s.orders.status, [ORDER_STATUS.fulfilled]),
          gte(s.orders.paidAt, membership.startAt),
        ),
      );
    const refund = membershipRefund({
      paid: paid.reduce((n, o) => n + o.amount, 0),
      packages: paid.length,
      endAt: membership.endAt,
      now,
      reason,
    });
    await tx.update(s.memberships).set({ endAt: now }).where(eq(s.memberships.userId, userId));
    const [row] = await tx
      .insert(s.membershipRefunds)
      .values({
        userId,
        level: membership.level,
        reason,
        months: refund.months,
        amount: refund.amount,
        currencyCode: MEMBERSHIP_CALL_CURRENCY,
        endedAt: now,
        previousEndAt: membership.endAt,
      })
      .returning({ id: s.membershipRefunds.id });
    return {
      id: row!.id,
      user_id: userId,
      level: membership.level,
      months: refund.months,
      amount: refund.amount,
      currency: MEMBERSHIP_CALL_CURRENCY,
      ended_at: now.toISOString(),
    };
  });
}
