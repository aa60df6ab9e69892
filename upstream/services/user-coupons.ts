// Claiming coupons (POST coupon/redeem) and "my coupons" (GET accounts/coupons). A claim is one
// transaction: the coupon row is locked, the per-user limit checked, and `claimed` raised by a
// conditional update — so under a rush exactly `total` claims succeed (race test on PostgreSQL).
import { and, asc, count, desc, eq, gt, lte, or, sql, type SQL } from "drizzle-orm";
import {
  couponClaimState,
  userCouponExpiry,
  userCouponState,
} from "../../lib/commerce/coupons/coupons";
import type { UserCouponTab } from "../../lib/commerce/coupons/coupons";
import type { Db } from "../db/client";
import { coupons, userCoupons } from "../db/schema";
import { missing } from "./owned";
import { couponView, type Shop } from "./views";
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { USER_COUPON_STATUS } from "../../lib/commerce/contract/record-status";

const PAGE_SIZE = 20;
type CouponRow = typeof coupons.$inferSelect;

async function couponOf(
  db: Db,
  shop: Shop,
  by: { id: number } | { code: string },
): Promise<CouponRow> {
  const match = "id" in by ? eq(coupons.id, by.id) : eq(coupons.code, by.code.toUpperCase());
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(match, eq(coupons.platformId, shop.platformId)));
  // points-exchange coupons are bought with points (points/exchange), never claimed for free
  if (row && row.pointsLevel !== null)
    throw "id" in by
      ? missing("coupon")
      : new DomainError(Codes.couponAbnormal, "invalid coupon code");
  if (!row)
    throw "id" in by
      ? missing("coupon")
      : new DomainError(Codes.couponAbnormal, "invalid coupon code");
  return row;
}

export async function redeemCoupon(
  db: Db,
  shop: Shop,
  userId: number,
  by: { id: number } | { code: string },
  now: Date,
) {
  const coupon = await couponOf(db, shop, by);
  return db.transaction(async (tx) => {
    // the row lock serialises claims of one coupon; the conditional update below is the guard
    await tx.execute(sql`select 1 from ${coupons} where ${coupons.id} = ${coupon.id} for update`);
    const [mine] = await tx
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, coupon.id)));
    const state = couponClaimState({
      now,
      startDate: coupon.startDate,
      endDate: coupon.endDate,
      status: coupon.status,
      claimed: 0,
      total: 1,
      claimedByUser: mine?.n ?? 0,
      perUserLimit: coupon.perUserLimit,
    });
    if (state === "expired") throw new DomainError(Codes.itemMissing, "coupon expired");
    if (state === "already_claimed")
      throw new DomainError(Codes.couponUserLimit, "coupon already claimed");
    const [raised] = await tx
      .update(coupons)
      .set({ claimed: sql`${coupons.claimed} + 1` })
      .where(and(eq(coupons.id, coupon.id), sql`${coupons.claimed} < ${coupons.total}`))
      .returning({ claimed: coupons.claimed });
    if (!raised) throw new DomainError(Codes.couponLimit, "coupon fully claimed");
    const expiresAt = userCouponExpiry(now, {
      endDate: coupon.endDate,
      validityDays: coupon.validityDays,
      validHoursAfterRedeeming: coupon.validHoursAfterRedeeming,
    });
    const [row] = await tx
      .insert(userCoupons)
      .values({ userId, couponId: coupon.id, claimedAt: now, expiresAt })
      .returning();
    return { user_coupon_id: row!.id, coupon_id: coupon.id, expires_at: expiresAt.toISOString() };
  });
}

export async function couponDetail(db: Db, shop: Shop, userId: number | null, id: number) {
  const coupon = await couponOf(db, shop, { id });
  let mine = 0;
  if (userId !== null) {
    const [row] = await db
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, id)));
    mine = row?.n ?? 0;
  }
  const claim_state = couponClaimState({
    now: shop.now,
    startDate: coupon.startDate,
    endDate: coupon.endDate,
    status: coupon.status,
    claimed: coupon.claimed,
    total: coupon.total,
    claimedByUser: mine,
    perUserLimit: coupon.perUserLimit,
  });
  return { ...couponView(shop, coupon), claim_state };
}

export async function myCoupons(
  db: Db,
  shop: Shop,
  userId: number,
  tab: UserCouponTab,
  page: number,
) {
  const now = shop.now;
  const byTab: Record<UserCouponTab, SQL> = {
    available: and(
      eq(userCoupons.status, USER_COUPON_STATUS.active),
      gt(userCoupons.expiresAt, now),
    )!,
    used: gt(userCoupons.status, USER_COUPON_STATUS.active),
    expired: and(
      eq(userCoupons.status, USER_COUPON_STATUS.active),
      lte(userCoupons.expiresAt, now),
    )!,
  };
  const where = and(
    eq(userCoupons.userId, userId),
    eq(coupons.platformId, shop.platformId),
    byTab[tab],
  );
  const order =
    tab === "available"
      ? [asc(userCoupons.expiresAt), asc(userCoupons.id)]
      : [desc(or(userCoupons.usedAt, userCoupons.expiresAt) as never), desc(userCoupons.id)];
  const rows = await db
    .select({ uc: userCoupons, c: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(where)
    .orderBy(...(tab === "available" ? order : [desc(userCoupons.expiresAt), desc(userCoupons.id)]))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(where);
  return {
    list: rows.map(({ uc, c }) => ({
      id: uc.id,
      status: uc.status,
      state: userCouponState(uc.status, uc.expiresAt, now),
      claimed_at: uc.claimedAt.toISOString(),
      expires_at: uc.expiresAt.toISOString(),
      used_at: uc.usedAt?.toISOString() ?? null,
      coupon: couponView(shop, c),
    })),
    count: total?.n ?? 0,
    page,
    page_size: PAGE_SIZE,
  };
}
