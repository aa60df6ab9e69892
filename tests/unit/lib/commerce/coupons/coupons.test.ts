import {
  couponClaimState,
  userCouponExpiry,
  userCouponState,
  type ClaimState,
  type CouponTerms,
} from "@/lib/commerce/coupons/coupons";

const at = (iso: string) => new Date(iso);
const FAR_END = at("2027-12-31T15:59:59.000Z");

describe("§9 Coupon codes are valid in GMT+8; validity is N days after claiming: userCouponExpiry", () => {
  it.each<[string, string, Partial<CouponTerms>, string]>([
    // N days: to the end (23:59:59 GMT+8) of the claim's shop day plus N days
    [
      "3 days, claimed 00:30 on the 21st GMT+8 (still the 20th UTC)",
      "2026-11-20T16:30:00.000Z",
      { validityDays: 3 },
      "2026-11-24T15:59:59.000Z",
    ],
    [
      "3 days, claimed 23:30 on the 20th GMT+8",
      "2026-11-20T15:30:00.000Z",
      { validityDays: 3 },
      "2026-11-23T15:59:59.000Z",
    ],
    [
      "1 day, claimed 10:00 on the 21st GMT+8",
      "2026-11-21T02:00:00.000Z",
      { validityDays: 1 },
      "2026-11-22T15:59:59.000Z",
    ],
    [
      "1 day, claimed exactly at shop midnight",
      "2026-11-20T16:00:00.000Z",
      { validityDays: 1 },
      "2026-11-22T15:59:59.000Z",
    ],
    [
      "30 days, capped by the coupon's end",
      "2026-11-21T02:00:00.000Z",
      { validityDays: 30, endDate: at("2026-12-01T00:00:00.000Z") },
      "2026-12-01T00:00:00.000Z",
    ],
    // N hours after redeeming
    [
      "48 hours",
      "2026-11-21T02:00:00.000Z",
      { validHoursAfterRedeeming: 48 },
      "2026-11-23T02:00:00.000Z",
    ],
    [
      "1 hour",
      "2026-11-20T15:30:00.000Z",
      { validHoursAfterRedeeming: 1 },
      "2026-11-20T16:30:00.000Z",
    ],
    [
      "48 hours, capped by the coupon's end",
      "2026-11-21T02:00:00.000Z",
      { validHoursAfterRedeeming: 48, endDate: at("2026-11-22T00:00:00.000Z") },
      "2026-11-22T00:00:00.000Z",
    ],
    // neither: the coupon's own end
    ["no validity terms", "2026-11-21T02:00:00.000Z", {}, FAR_END.toISOString()],
  ])("%s → %s", (_label, claimedAt, terms, expected) => {
    const full: CouponTerms = {
      endDate: FAR_END,
      validityDays: null,
      validHoursAfterRedeeming: null,
      ...terms,
    };
    expect(userCouponExpiry(at(claimedAt), full).toISOString()).toBe(expected);
  });
});

describe("§3 user coupon: status 0 active, above 0 inactive; §4 redeemed coupons leave the list: userCouponState", () => {
  const now = at("2026-11-21T12:00:00.000Z");
  it.each<[string, number, string, "available" | "used" | "expired"]>([
    ["active, expires tomorrow", 0, "2026-11-22T12:00:00.000Z", "available"],
    ["active, expires in one second", 0, "2026-11-21T12:00:01.000Z", "available"],
    ["active, expires exactly now", 0, "2026-11-21T12:00:00.000Z", "expired"],
    ["active, expired yesterday", 0, "2026-11-20T12:00:00.000Z", "expired"],
    ["status 1, not yet expired", 1, "2026-11-22T12:00:00.000Z", "used"],
    ["status 2, already expired", 2, "2026-11-20T12:00:00.000Z", "used"],
  ])("%s (status %i) → %s", (_label, status, expiresAt, expected) => {
    expect(userCouponState(status, at(expiresAt), now)).toBe(expected);
  });
});

describe("§3 Coupon display states (available, expired, fully claimed, already claimed): couponClaimState", () => {
  const base = {
    now: at("2026-11-21T12:00:00.000Z"),
    startDate: at("2026-11-01T00:00:00.000Z"),
    endDate: at("2026-12-01T00:00:00.000Z"),
    status: 0,
    claimed: 10,
    total: 100,
    claimedByUser: 0,
    perUserLimit: 1,
  };
  it.each<[string, Partial<typeof base>, ClaimState]>([
    ["open, stock left, not claimed", {}, "available"],
    ["starts exactly now", { startDate: at("2026-11-21T12:00:00.000Z") }, "available"],
    ["before the start", { startDate: at("2026-11-21T12:00:01.000Z") }, "expired"],
    ["ends exactly now", { endDate: at("2026-11-21T12:00:00.000Z") }, "expired"],
    ["after the end", { endDate: at("2026-11-20T00:00:00.000Z") }, "expired"],
    ["status not 0", { status: 1 }, "expired"],
    ["user at the per-user limit", { claimedByUser: 1 }, "already_claimed"],
    ["user over the per-user limit", { claimedByUser: 3, perUserLimit: 2 }, "already_claimed"],
    ["user below the per-user limit", { claimedByUser: 1, perUserLimit: 2 }, "available"],
    ["no per-user limit (0)", { claimedByUser: 5, perUserLimit: 0 }, "available"],
    ["all claimed", { claimed: 100 }, "fully_claimed"],
    ["over-claimed", { claimed: 101 }, "fully_claimed"],
    ["one left", { claimed: 99 }, "available"],
    ["all claimed and the user has one", { claimed: 100, claimedByUser: 1 }, "already_claimed"],
    [
      "ended, even if the user has one",
      { endDate: at("2026-11-20T00:00:00.000Z"), claimedByUser: 1 },
      "expired",
    ],
  ])("%s → %s", (_label, overrides, expected) => {
    expect(couponClaimState({ ...base, ...overrides })).toBe(expected);
  });
});
