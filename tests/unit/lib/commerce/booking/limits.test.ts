import {
  limitTarget,
  limitVerdict,
  limitWindow,
  type LimitPeriod,
} from "@/lib/commerce/booking/limits";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const window = (period: LimitPeriod, now: string, context = {}) => {
  const w = limitWindow(period, new Date(now), context);
  return { from: iso(w.from), to: iso(w.to), bookAt: w.bookAt };
};

describe("§4 Limit periods: day, week (from Monday), month and year are shop calendar units (GMT+8, §9)", () => {
  it.each<[string, LimitPeriod, string, string, string]>([
    // day: 2026-11-22T16:00:00Z is already the shop's 2026-11-23
    [
      "last second of the shop's 22nd",
      "day",
      "2026-11-22T15:59:59.999Z",
      "2026-11-21T16:00:00.000Z",
      "2026-11-22T16:00:00.000Z",
    ],
    [
      "first instant of the shop's 23rd",
      "day",
      "2026-11-22T16:00:00.000Z",
      "2026-11-22T16:00:00.000Z",
      "2026-11-23T16:00:00.000Z",
    ],
    [
      "20:00 in the shop (12:00 UTC) is still the shop's 23rd",
      "day",
      "2026-11-23T12:00:00.000Z",
      "2026-11-22T16:00:00.000Z",
      "2026-11-23T16:00:00.000Z",
    ],
    [
      "16:30 UTC on the 23rd is the shop's 24th",
      "day",
      "2026-11-23T16:30:00.000Z",
      "2026-11-23T16:00:00.000Z",
      "2026-11-24T16:00:00.000Z",
    ],
    // week: 2026-11-22 is a Sunday, 2026-11-23 a Monday
    [
      "Sunday evening in the shop: the week of Mon 16th",
      "week",
      "2026-11-22T15:59:59.999Z",
      "2026-11-15T16:00:00.000Z",
      "2026-11-22T16:00:00.000Z",
    ],
    [
      "Monday 00:00 in the shop starts a week",
      "week",
      "2026-11-22T16:00:00.000Z",
      "2026-11-22T16:00:00.000Z",
      "2026-11-29T16:00:00.000Z",
    ],
    [
      "Wednesday",
      "week",
      "2026-11-25T04:00:00.000Z",
      "2026-11-22T16:00:00.000Z",
      "2026-11-29T16:00:00.000Z",
    ],
    [
      "the week's last second (shop Sunday 23:59:59)",
      "week",
      "2026-11-29T15:59:59.999Z",
      "2026-11-22T16:00:00.000Z",
      "2026-11-29T16:00:00.000Z",
    ],
    [
      "a week across the new year",
      "week",
      "2027-01-01T02:00:00.000Z",
      "2026-12-27T16:00:00.000Z",
      "2027-01-03T16:00:00.000Z",
    ],
    // month
    [
      "last second of the shop's November",
      "month",
      "2026-11-30T15:59:59.999Z",
      "2026-10-31T16:00:00.000Z",
      "2026-11-30T16:00:00.000Z",
    ],
    [
      "first instant of the shop's December (still Nov 30 UTC)",
      "month",
      "2026-11-30T16:00:00.000Z",
      "2026-11-30T16:00:00.000Z",
      "2026-12-31T16:00:00.000Z",
    ],
    [
      "the shop's January 2027 (still Dec 31 UTC)",
      "month",
      "2026-12-31T16:00:00.000Z",
      "2026-12-31T16:00:00.000Z",
      "2027-01-31T16:00:00.000Z",
    ],
    [
      "leap February",
      "month",
      "2028-02-15T00:00:00.000Z",
      "2028-01-31T16:00:00.000Z",
      "2028-02-29T16:00:00.000Z",
    ],
    // year
    [
      "last second of the shop's 2026",
      "year",
      "2026-12-31T15:59:59.999Z",
      "2025-12-31T16:00:00.000Z",
      "2026-12-31T16:00:00.000Z",
    ],
    [
      "first instant of the shop's 2027 (still 2026 UTC)",
      "year",
      "2026-12-31T16:00:00.000Z",
      "2026-12-31T16:00:00.000Z",
      "2027-12-31T16:00:00.000Z",
    ],
  ])("%s: %s at %s → [%s, %s)", (_label, period, now, from, to) => {
    expect(window(period, now)).toEqual({ from, to, bookAt: undefined });
  });

  it("the end of one unit is the start of the next", () => {
    const now = new Date("2026-11-23T10:00:00.000Z");
    const today = limitWindow("day", now, {});
    const tomorrow = limitWindow("day", today.to as Date, {});
    expect(tomorrow.from).toEqual(today.to);
  });
});

describe("§4 Limit periods: period (sale period), calendar (same date of use), forever", () => {
  const now = "2026-11-23T10:00:00.000Z";
  it.each<
    [string, LimitPeriod, object, { from: string | null; to: string | null; bookAt?: string }]
  >([
    [
      "sale period in shop days, both ends inclusive",
      "period",
      { periodFrom: "2026-11-01", periodTo: "2026-11-30" },
      { from: "2026-10-31T16:00:00.000Z", to: "2026-11-30T16:00:00.000Z" },
    ],
    [
      "sale period with no end",
      "period",
      { periodFrom: "2026-11-01", periodTo: null },
      { from: "2026-10-31T16:00:00.000Z", to: null },
    ],
    ["sale period unknown: all time", "period", {}, { from: null, to: null }],
    [
      "sale period as timestamps",
      "period",
      { periodFrom: "2026-11-01T02:00:00.000Z", periodTo: "2026-11-30T10:00:00.000Z" },
      { from: "2026-11-01T02:00:00.000Z", to: "2026-11-30T10:00:00.000Z" },
    ],
    [
      "calendar: orders for the date of use",
      "calendar",
      { bookAt: "2026-12-01" },
      { from: null, to: null, bookAt: "2026-12-01" },
    ],
    ["forever", "forever", { bookAt: "2026-12-01" }, { from: null, to: null }],
    [
      "day ignores bookAt",
      "day",
      { bookAt: "2026-12-01" },
      { from: "2026-11-22T16:00:00.000Z", to: "2026-11-23T16:00:00.000Z" },
    ],
  ])("%s", (_label, period, context, expected) => {
    expect(window(period, now, context)).toEqual({ bookAt: undefined, ...expected });
  });

  it.each<[string, LimitPeriod, object]>([
    ["calendar without a date of use", "calendar", {}],
    ["calendar with a malformed date", "calendar", { bookAt: "1/12/2026" }],
    ["period with an unreadable start", "period", { periodFrom: "soon" }],
    ["period with an unreadable end", "period", { periodTo: "later" }],
  ])("%s throws RangeError", (_label, period, context) => {
    expect(() => limitWindow(period, new Date(now), context)).toThrow(RangeError);
  });
});

describe("§5 limits / §8 21001 beyond purchase range: limitVerdict", () => {
  it.each<[string, number, number, number, ReturnType<typeof limitVerdict>]>([
    ["limit 0 is unlimited", 0, 1000, 50, { ok: true }],
    ["negative limit is unlimited", -1, 5, 5, { ok: true }],
    ["first purchase within the limit", 5, 0, 3, { ok: true }],
    ["exactly up to the limit", 5, 2, 3, { ok: true }],
    ["one over the limit", 5, 2, 4, { ok: false, code: 21001, left: 3 }],
    ["limit used up", 5, 5, 1, { ok: false, code: 21001, left: 0 }],
    [
      "bought more than the limit (limit lowered since)",
      5,
      7,
      1,
      { ok: false, code: 21001, left: 0 },
    ],
    ["requesting nothing at the limit", 5, 5, 0, { ok: true }],
    ["limit 1, nothing bought", 1, 0, 1, { ok: true }],
    ["limit 1, asking 2", 1, 0, 2, { ok: false, code: 21001, left: 1 }],
  ])("%s: limit %p, bought %p, asking %p", (_label, limit, alreadyBought, requested, expected) => {
    expect(limitVerdict({ limit, alreadyBought, requested })).toEqual(expected);
  });
});

describe("§4 Limit types: none, product, sku", () => {
  it.each([
    ["none", "none"],
    ["product", "product"],
    ["sku", "variant"],
  ] as const)("%s → %s", (type, expected) => {
    expect(limitTarget(type)).toBe(expected);
  });
});
