// Spec §3 Coupon display states and user coupon status, §4 "Redeeming a coupon makes it
// unavailable in the list", §9 "Coupon codes are valid in GMT+8. Validity is N days after claiming."
import { SHOP_UTC_OFFSET_HOURS } from "../time/shop-zone";
import type { UserCouponTab } from "../accounts/account.schema";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

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
    const offset = SHOP_UTC_OFFSET_HOURS * HOUR;
    const shopMidnight = Math.floor((claimedAt.getTime() + offset) / DAY) * DAY - offset;
    until = Math.min(until, shopMidnight + (terms.validityDays + 1) * DAY - 1000);
  }
  return new Date(until);
}

/** Spec §3 user coupon: status 0 active, above 0 inactive (used). Tab of "my coupons". */
export function userCouponState(status: number, expiresAt: Date, now: Date): UserCouponTab {
  if (status > 0) return "used";
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
  if (input.status !== 0 || t >= input.endDate.getTime() || t < input.startDate.getTime())
    return "expired";
  if (input.perUserLimit > 0 && input.claimedByUser >= input.perUserLimit) return "already_claimed";
  if (input.claimed >= input.total) return "fully_claimed";
  return "available";
}
