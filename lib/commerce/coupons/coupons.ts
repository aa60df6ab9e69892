// Spec §3 Coupon (0 fixed, 1 percent; min_spent_amount; max_discount_amount; membership coupons),
// its display states and user coupon status, §4 "Redeeming a coupon makes it unavailable in the
// list", §5 Coupons and points, §9 "Coupon codes are valid in GMT+8. Validity is N days after
// claiming … The minimum order is min_spent_amount": when a shopper's coupon expires, what a
// product page offers, and which coupons apply to a checkout and for how much.
import { shopMidnight } from "../time/shop-time";
import { COUPON_STATUS, USER_COUPON_STATUS } from "../contract/record-status";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The tabs of "my coupons". */
export const USER_COUPON_TABS = ["available", "used", "expired"] as const;
export type UserCouponTab = (typeof USER_COUPON_TABS)[number];

export type CouponTerms = {
  endDate: Date;
  /** N days after claiming, to the end of that shop day (GMT+8) */
  validityDays: number | null;
  /** or N hours after claiming */
  validHoursAfterRedeeming: number | null;
};

/** When a coupon claimed at `claimedAt` stops being usable; never later than the coupon's own end. */
export function userCouponExpiry(claimedAt: Date, terms: CouponTerms): Date {
  let until = terms.endDate.getTime();
  if (terms.validHoursAfterRedeeming) {
    until = Math.min(until, claimedAt.getTime() + terms.validHoursAfterRedeeming * HOUR);
  } else if (terms.validityDays) {
    until = Math.min(until, shopMidnight(claimedAt) + (terms.validityDays + 1) * DAY - 1000);
  }
  return new Date(until);
}

/** Spec §3 user coupon: status 0 active, above 0 inactive (used). Tab of "my coupons". */
export function userCouponState(status: number, expiresAt: Date, now: Date): UserCouponTab {
  if (status !== USER_COUPON_STATUS.active) return "used";
  return expiresAt.getTime() <= now.getTime() ? "expired" : "available";
}

export type ClaimState = "available" | "already_claimed" | "fully_claimed" | "expired";

/** What a product page's coupon offers this shopper (display states of §3). */
export function couponClaimState(input: {
  now: Date;
  startDate: Date;
  endDate: Date;
  status: number;
  claimed: number;
  total: number;
  claimedByUser: number;
  perUserLimit: number;
}): ClaimState {
  const t = input.now.getTime();
  if (
    input.status !== COUPON_STATUS.active ||
    t >= input.endDate.getTime() ||
    t < input.startDate.getTime()
  )
    return "expired";
  if (input.perUserLimit > 0 && input.claimedByUser >= input.perUserLimit) return "already_claimed";
  if (input.claimed >= input.total) return "fully_claimed";
  return "available";
}

/** §3 Coupon discount_value_type: 0 a fixed amount per currency, 1 a percentage. */
export const DISCOUNT_TYPE = { fixed: 0, percent: 1 } as const;
type DiscountType = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];

export type CheckoutCoupon = {
  discount_value_type: DiscountType;
  /** fixed: minor units, in the order currency */
  discount_value: number;
  /** percent off: 20 = 20 % off */
  discount_percent: number;
  /** 0 = no minimum */
  min_spent_amount: number;
  /** null or 0 = no cap */
  max_discount_amount: number | null;
  is_membership_coupon: boolean;
  /** usable from (inclusive) … */
  start: Date;
  /** … until (exclusive) */
  end: Date;
  /** the user coupon's own expiry (lib/commerce/coupons/coupons userCouponExpiry), exclusive */
  expires_at: Date;
  /** user coupon status: 0 active, above 0 used (§3) */
  status: number;
  /** products it applies to; null or empty = every product */
  product_ids: number[] | null;
};

type CouponReason = "used" | "notStarted" | "expired" | "minSpent" | "memberOnly" | "notApplicable";
export type CouponVerdict =
  { usable: true; discount: number } | { usable: false; reason: CouponReason };

/**
 * §3 Coupon: the discount on `subtotal`: the fixed value, or the percent rounded down to a minor
 * unit; capped by max_discount_amount (when set above 0) and by the subtotal; never negative.
 */
export function couponDiscount(coupon: CheckoutCoupon, subtotal: number): number {
  if (!(subtotal > 0)) return 0;
  let discount: number;
  if (coupon.discount_value_type === DISCOUNT_TYPE.fixed) {
    discount = coupon.discount_value;
  } else {
    const percent = Math.min(100, Math.max(0, coupon.discount_percent));
    // subtotal × percent in hundredths of a percent is an exact integer once float noise is
    // rounded away (percents carry at most 2 decimals), so 1999 × 15 % → 299, not 299.85 → 300
    discount = Math.floor(Math.round(subtotal * percent * 100) / 10_000);
  }
  if (coupon.max_discount_amount !== null && coupon.max_discount_amount > 0)
    discount = Math.min(discount, coupon.max_discount_amount);
  return Math.max(0, Math.min(discount, subtotal));
}

/**
 * §5 Coupons and points: whether the coupon can be used on this checkout and for how much. Reasons
 * are checked from the most permanent to the most fixable: used, not started, expired (at `end` or
 * `expires_at`, whichever is first), member only, not applicable to any product in the order,
 * below the minimum spend. `subtotal` is what the coupon applies to, in the order currency.
 */
export function couponVerdict(
  coupon: CheckoutCoupon,
  input: { subtotal: number; productIds: number[]; isMember: boolean; now: Date },
): CouponVerdict {
  const t = input.now.getTime();
  if (coupon.status !== USER_COUPON_STATUS.active) return { usable: false, reason: "used" };
  if (t < coupon.start.getTime()) return { usable: false, reason: "notStarted" };
  if (t >= Math.min(coupon.end.getTime(), coupon.expires_at.getTime()))
    return { usable: false, reason: "expired" };
  if (coupon.is_membership_coupon && !input.isMember)
    return { usable: false, reason: "memberOnly" };
  if (coupon.product_ids && coupon.product_ids.length > 0) {
    const applies = new Set(coupon.product_ids);
    if (!input.productIds.some((id) => applies.has(id)))
      return { usable: false, reason: "notApplicable" };
  }
  if (input.subtotal < coupon.min_spent_amount) return { usable: false, reason: "minSpent" };
  return { usable: true, discount: couponDiscount(coupon, input.subtotal) };
}

/** §5 Coupons and points: usable coupons first, largest discount first, then the unusable ones; otherwise in the given order. */
export function sortCheckoutCoupons<T extends { verdict: CouponVerdict }>(list: T[]): T[] {
  const rank = (item: T) => (item.verdict.usable ? item.verdict.discount : -1);
  // Array.prototype.sort is stable, so ties keep the order they came in
  return [...list].sort((a, b) => rank(b) - rank(a));
}
