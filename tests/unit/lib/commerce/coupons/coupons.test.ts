import {
  couponClaimState,
  userCouponExpiry,
  userCouponState,
  type ClaimState,
  type CouponTerms,
  couponDiscount,
  couponVerdict,
  sortCheckoutCoupons,
  type CheckoutCoupon,
  type CouponVerdict,
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

const coupon = (over: Partial<CheckoutCoupon> = {}): CheckoutCoupon => ({
  discount_value_type: 0,
  discount_value: 1000,
  discount_percent: 0,
  min_spent_amount: 0,
  max_discount_amount: null,
  is_membership_coupon: false,
  start: at("2026-11-01T16:00:00.000Z"),
  end: at("2026-12-01T16:00:00.000Z"),
  expires_at: at("2027-12-31T16:00:00.000Z"),
  status: 0,
  product_ids: null,
  ...over,
});
const fixed = (value: number, over: Partial<CheckoutCoupon> = {}) =>
  coupon({ discount_value_type: 0, discount_value: value, ...over });
const percent = (p: number, over: Partial<CheckoutCoupon> = {}) =>
  coupon({ discount_value_type: 1, discount_percent: p, discount_value: 0, ...over });

describe("§3 Coupon: couponDiscount (fixed or percent, rounded down, capped)", () => {
  it.each<[string, CheckoutCoupon, number, number]>([
    ["fixed", fixed(500), 10000, 500],
    ["fixed, capped by the subtotal", fixed(500), 300, 300],
    ["fixed equal to the subtotal", fixed(500), 500, 500],
    ["fixed 0", fixed(0), 10000, 0],
    ["fixed negative is no discount", fixed(-50), 10000, 0],
    ["fixed, capped by max_discount_amount", fixed(800, { max_discount_amount: 500 }), 10000, 500],
    ["percent: 20 % off", percent(20), 10000, 2000],
    ["percent rounds down: 15 % of 1999 = 299.85", percent(15), 1999, 299],
    ["percent rounds down: 12.5 % of 999 = 124.875", percent(12.5), 999, 124],
    ["percent under one minor unit is 0", percent(33), 3, 0],
    ["percent without float noise: 57 % of 100", percent(57), 100, 57],
    ["percent without float noise: 8.2 % of 5000", percent(8.2), 5000, 410],
    ["100 % off is the subtotal", percent(100), 5000, 5000],
    ["percent above 100 clamps", percent(150), 5000, 5000],
    ["percent below 0 clamps", percent(-10), 5000, 0],
    [
      "percent, capped by max_discount_amount",
      percent(20, { max_discount_amount: 5000 }),
      100000,
      5000,
    ],
    ["percent under the cap", percent(20, { max_discount_amount: 5000 }), 10000, 2000],
    ["cap exactly reached", percent(20, { max_discount_amount: 2000 }), 10000, 2000],
    ["cap 0 means no cap", percent(20, { max_discount_amount: 0 }), 100000, 20000],
    ["subtotal 0", fixed(500), 0, 0],
    ["negative subtotal", percent(20), -100, 0],
  ])("%s (subtotal %p) → %p", (_label, c, subtotal, expected) => {
    expect(couponDiscount(c, subtotal)).toBe(expected);
  });
});

describe("§5 Coupons and points, §9 minimum order and validity: couponVerdict", () => {
  const input = {
    subtotal: 10000,
    productIds: [1, 2],
    isMember: false,
    now: at("2026-11-22T16:00:00.000Z"),
  };
  it.each<[string, Partial<CheckoutCoupon>, Partial<typeof input>, CouponVerdict]>([
    ["usable", {}, {}, { usable: true, discount: 1000 }],
    [
      "usable percent",
      { discount_value_type: 1, discount_percent: 15 },
      { subtotal: 1999 },
      { usable: true, discount: 299 },
    ],
    ["used", { status: 1 }, {}, { usable: false, reason: "used" }],
    [
      "used wins over expired",
      { status: 2, end: at("2026-11-02T00:00:00.000Z") },
      {},
      { usable: false, reason: "used" },
    ],
    [
      "one ms before the start",
      {},
      { now: at("2026-11-01T15:59:59.999Z") },
      { usable: false, reason: "notStarted" },
    ],
    ["at the start", {}, { now: at("2026-11-01T16:00:00.000Z") }, { usable: true, discount: 1000 }],
    [
      "one ms before the end",
      {},
      { now: at("2026-12-01T15:59:59.999Z") },
      { usable: true, discount: 1000 },
    ],
    [
      "at the end",
      {},
      { now: at("2026-12-01T16:00:00.000Z") },
      { usable: false, reason: "expired" },
    ],
    [
      "the user coupon expired before the coupon's end",
      { expires_at: at("2026-11-20T16:00:00.000Z") },
      {},
      { usable: false, reason: "expired" },
    ],
    [
      "at the user coupon's expiry",
      { expires_at: at("2026-11-22T16:00:00.000Z") },
      {},
      { usable: false, reason: "expired" },
    ],
    [
      "member coupon, not a member",
      { is_membership_coupon: true },
      {},
      { usable: false, reason: "memberOnly" },
    ],
    [
      "member coupon, member",
      { is_membership_coupon: true },
      { isMember: true },
      { usable: true, discount: 1000 },
    ],
    [
      "member only is checked before the minimum",
      { is_membership_coupon: true, min_spent_amount: 50000 },
      {},
      { usable: false, reason: "memberOnly" },
    ],
    [
      "not for these products",
      { product_ids: [7, 8] },
      {},
      { usable: false, reason: "notApplicable" },
    ],
    ["for one of these products", { product_ids: [2, 8] }, {}, { usable: true, discount: 1000 }],
    [
      "empty product list: every product",
      { product_ids: [] },
      {},
      { usable: true, discount: 1000 },
    ],
    [
      "not applicable is checked before the minimum",
      { product_ids: [7], min_spent_amount: 50000 },
      {},
      { usable: false, reason: "notApplicable" },
    ],
    [
      "one below the minimum spend",
      { min_spent_amount: 10001 },
      {},
      { usable: false, reason: "minSpent" },
    ],
    [
      "exactly the minimum spend",
      { min_spent_amount: 10000 },
      {},
      { usable: true, discount: 1000 },
    ],
  ])("%s", (_label, over, inputOver, expected) => {
    expect(couponVerdict(coupon(over), { ...input, ...inputOver })).toEqual(expected);
  });
});

describe("§5 Coupons and points: sortCheckoutCoupons (usable by discount, then unusable)", () => {
  const ok = (discount: number): CouponVerdict => ({ usable: true, discount });
  const no = (reason: "used" | "expired" | "minSpent"): CouponVerdict => ({
    usable: false,
    reason,
  });
  it.each<[string, [string, CouponVerdict][], string[]]>([
    ["empty", [], []],
    [
      "usable first, largest discount first",
      [
        ["a", no("minSpent")],
        ["b", ok(500)],
        ["c", ok(2000)],
        ["d", no("expired")],
        ["e", ok(800)],
      ],
      ["c", "e", "b", "a", "d"],
    ],
    [
      "equal discounts and unusable ones keep their order",
      [
        ["a", no("used")],
        ["b", ok(500)],
        ["c", no("expired")],
        ["d", ok(500)],
      ],
      ["b", "d", "a", "c"],
    ],
    [
      "a usable 0 discount still comes before unusable",
      [
        ["a", no("minSpent")],
        ["b", ok(0)],
      ],
      ["b", "a"],
    ],
  ])("%s", (_label, rows, expected) => {
    const list = rows.map(([id, verdict]) => ({ id, verdict }));
    const copy = [...list];
    expect(sortCheckoutCoupons(list).map((c) => c.id)).toEqual(expected);
    expect(list).toEqual(copy);
  });
});
