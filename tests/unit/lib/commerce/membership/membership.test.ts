import {
  DEFAULT_MEMBERSHIP_LEVEL,
  isMembershipLevel,
  MEMBERSHIP_PRICES_CNY,
  freeProductsAlone,
  membershipPriceText,
  memberPrice,
  normaliseLoyaltyId,
  isActiveMembership,
  membershipAfterPurchase,
  membershipRefund,
  wholeMonthsBetween,
  type MembershipTerm,
} from "@/lib/commerce/membership/membership";

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe("§4 membership runs 365 days from opening, then is renewed or lapses: membershipAfterPurchase", () => {
  const now = at("2026-06-01T00:00:00Z");
  const active: MembershipTerm = {
    level: 2,
    startAt: at("2026-01-01T00:00:00Z"),
    endAt: at("2026-12-01T00:00:00Z"),
  };
  const lapsed: MembershipTerm = {
    level: 3,
    startAt: at("2025-01-01T00:00:00Z"),
    endAt: at("2026-01-01T00:00:00Z"),
  };
  const endsNow: MembershipTerm = { level: 1, startAt: at("2025-06-01T00:00:00Z"), endAt: now };
  it.each<[string, MembershipTerm | null, number, MembershipTerm]>([
    [
      "opening: 365 days from now",
      null,
      2,
      { level: 2, startAt: now, endAt: new Date(now.getTime() + 365 * DAY) },
    ],
    [
      "renewal while active extends from the current end",
      active,
      2,
      { level: 2, startAt: active.startAt, endAt: new Date(active.endAt.getTime() + 365 * DAY) },
    ],
    [
      "renewal to a higher tier takes the higher tier",
      active,
      3,
      { level: 3, startAt: active.startAt, endAt: new Date(active.endAt.getTime() + 365 * DAY) },
    ],
    [
      "renewal to a lower tier keeps the higher tier",
      active,
      1,
      { level: 2, startAt: active.startAt, endAt: new Date(active.endAt.getTime() + 365 * DAY) },
    ],
    [
      "a lapsed membership opens afresh from now",
      lapsed,
      1,
      { level: 1, startAt: now, endAt: new Date(now.getTime() + 365 * DAY) },
    ],
    [
      "ending exactly now counts as lapsed",
      endsNow,
      2,
      { level: 2, startAt: now, endAt: new Date(now.getTime() + 365 * DAY) },
    ],
  ])("%s", (_label, current, level, expected) => {
    expect(membershipAfterPurchase(current, level, now)).toEqual(expected);
  });

  it.each<[string, Date | null, boolean]>([
    ["before the end date", at("2026-06-01T00:00:01Z"), true],
    ["at the end date (lapsed)", now, false],
    ["after the end date", at("2026-05-31T00:00:00Z"), false],
    ["no membership", null, false],
  ])("active %s", (_label, endAt, expected) => {
    expect(isActiveMembership(endAt, now)).toBe(expected);
  });
});

describe("§9 pro-rata membership refund by whole remaining months, provider ends service only", () => {
  it.each<[string, string, string, number]>([
    ["same instant", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z", 0],
    ["end before start", "2026-02-01T00:00:00Z", "2026-01-01T00:00:00Z", 0],
    ["one day short of a month", "2026-01-01T00:00:00Z", "2026-01-31T23:59:59Z", 0],
    ["exactly one month", "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z", 1],
    ["month end clamps (Jan 31 → Feb 28)", "2026-01-31T00:00:00Z", "2026-02-28T00:00:00Z", 1],
    ["11 months and 29 days", "2026-01-01T00:00:00Z", "2026-12-30T00:00:00Z", 11],
    [
      "365 days from March (11 whole months in a leap year)",
      "2027-03-01T00:00:00Z",
      "2028-02-29T00:00:00Z",
      11,
    ],
    ["exactly a year", "2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z", 12],
  ])("whole months: %s", (_label, from, to, months) => {
    expect(wholeMonthsBetween(at(from), at(to))).toBe(months);
  });

  const now = at("2026-03-15T00:00:00Z");
  it.each<
    [
      string,
      { paid: number; packages: number; endAt: Date; reason: string },
      { months: number; amount: number },
    ]
  >([
    [
      "10 whole months left of a 100-yuan year",
      {
        paid: 10000,
        packages: 1,
        endAt: at("2027-01-20T00:00:00Z"),
        reason: "provider-ends-service",
      },
      { months: 10, amount: 8333 },
    ],
    [
      "a partly used month is not refunded",
      {
        paid: 10000,
        packages: 1,
        endAt: at("2026-04-14T00:00:00Z"),
        reason: "provider-ends-service",
      },
      { months: 0, amount: 0 },
    ],
    [
      "all 12 months left",
      {
        paid: 3000,
        packages: 1,
        endAt: at("2027-03-15T00:00:00Z"),
        reason: "provider-ends-service",
      },
      { months: 12, amount: 3000 },
    ],
    [
      "two stacked packages, 18 months left",
      {
        paid: 20000,
        packages: 2,
        endAt: at("2027-09-20T00:00:00Z"),
        reason: "provider-ends-service",
      },
      { months: 18, amount: 15000 },
    ],
    [
      "lapsed: nothing",
      {
        paid: 10000,
        packages: 1,
        endAt: at("2026-03-01T00:00:00Z"),
        reason: "provider-ends-service",
      },
      { months: 0, amount: 0 },
    ],
    [
      "another reason: nothing",
      { paid: 10000, packages: 1, endAt: at("2027-01-20T00:00:00Z"), reason: "changed-mind" },
      { months: 0, amount: 0 },
    ],
    [
      "nothing paid: nothing",
      { paid: 0, packages: 1, endAt: at("2027-01-20T00:00:00Z"), reason: "provider-ends-service" },
      { months: 0, amount: 0 },
    ],
  ])("%s", (_label, input, expected) => {
    expect(membershipRefund({ ...input, now })).toEqual(expected);
  });
});

describe("§6 member prices: memberPrice", () => {
  it.each<[string, number, number, number]>([
    ["10% off 100 yuan", 10000, 10, 9000],
    ["rounds to the nearest minor unit", 999, 15, 849],
    ["no discount", 10000, 0, 10000],
    ["negative percent is ignored", 10000, -5, 10000],
    ["100% or more is ignored", 10000, 100, 10000],
    ["a free price stays free", 0, 10, 0],
  ])("%s", (_label, price, percent, expected) => {
    expect(memberPrice(price, percent)).toBe(expected);
  });
});

describe("§5 free products cannot be booked alone: freeProductsAlone", () => {
  it.each<[string, { free: boolean }[], boolean]>([
    ["only a free product", [{ free: true }], true],
    ["only free products", [{ free: true }, { free: true }], true],
    ["a free product with a paid one", [{ free: true }, { free: false }], false],
    ["no free product", [{ free: false }], false],
    ["no lines", [], false],
  ])("%s", (_label, lines, expected) => {
    expect(freeProductsAlone(lines)).toBe(expected);
  });
});

describe("§5 a loyalty-programme ID must be valid: normaliseLoyaltyId (8–16 digits, Luhn check digit)", () => {
  it.each<[string, string, string | null]>([
    ["11 digits with a valid check digit", "79927398713", "79927398713"],
    ["16 digits in groups of four", "4111 1111 1111 1111", "4111111111111111"],
    ["dashes between groups", "7992-7398-713", "79927398713"],
    ["surrounding spaces", "  79927398713 ", "79927398713"],
    ["8 digits, valid", "12345674", "12345674"],
    ["wrong check digit", "79927398710", null],
    ["7 digits: too short", "1234567", null],
    ["17 digits: too long", "41111111111111113", null],
    ["letters", "7992739871A", null],
    ["empty", "", null],
    ["only separators", "---- ----", null],
    ["a leading dash", "-79927398713", null],
  ])("%s", (_label, raw, expected) => {
    expect(normaliseLoyaltyId(raw)).toBe(expected);
  });
});

// §6 membership is charged in CNY: /vip says so, never a bare "¥100.00" beside JP¥ prices
// elsewhere.
describe("membershipPriceText (§6 CNY, §9 tier prices)", () => {
  it.each<[number, string]>([
    [3000, "¥30.00 CNY"],
    [10000, "¥100.00 CNY"],
    [100000, "¥1,000.00 CNY"],
  ])("%i → %s", (minor, text) => expect(membershipPriceText(minor)).toBe(text));
});

describe("§9 membership tiers: 1 price 30, 2 price 100, 3 price 1000, the default level 2", () => {
  // the price /vip shows for each tier (and the seed's membership_settings carry), in CNY (§6)
  it.each<[number, string]>([
    [1, "¥30.00 CNY"],
    [2, "¥100.00 CNY"],
    [3, "¥1,000.00 CNY"],
  ])("tier %i costs %s", (level, shown) => {
    expect(isMembershipLevel(level)).toBe(true);
    if (isMembershipLevel(level))
      expect(membershipPriceText(MEMBERSHIP_PRICES_CNY[level])).toBe(shown);
  });

  it.each<[string, unknown, boolean]>([
    ["the default level (2, preselected on /vip)", DEFAULT_MEMBERSHIP_LEVEL, true],
    ["tier 1", 1, true],
    ["tier 3", 3, true],
    ["no tier 0", 0, false],
    ["no tier 4", 4, false],
    ["not a fraction", 2.5, false],
    ["not the text '2' (a level read from JSON is a number)", "2", false],
    ["not null (no membership)", null, false],
  ])("a level the upstream answers is a tier: %s", (_label, level, expected) => {
    expect(isMembershipLevel(level)).toBe(expected);
  });
});
