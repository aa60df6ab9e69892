import {
  bookingDeadline,
  calendarPriceRange,
  effectiveStock,
  epochDate,
  epochDay,
  isDateBookable,
  isEventBookable,
  isFewLeft,
  nextOpening,
  priceCalendar,
} from "@/lib/commerce/booking/calendar";
import { shopInstant, shopToday } from "@/lib/commerce/time/shop-time";
import type { CalendarDay, Variant } from "@/lib/commerce/catalogue/product.schema";

const lead = (days: number, time: string) => ({
  book_n_days_before_book_date: days,
  book_time_before_book_date: time,
});
// now: 2026-11-22 17:30 in shop time (GMT+8) = 09:30 UTC
const now = "2026-11-22T09:30:00.000Z";

// one option and one calendar day, as the upstream sends them (the tables below vary the rest)
const variant = (id: number, min = 1): Variant => ({
  id,
  sku: `S${id}`,
  attr_value_ids: [],
  price_amount: 0,
  original_price_amount: 0,
  stock: 0,
  min_purchase: min,
  limit_purchased: 0,
  weight_grams: 0,
  ...lead(0, "23:59"),
});
const day = (
  variant_id: number,
  date: string,
  price: number,
  stock: number,
  events: CalendarDay["events"] = [],
): CalendarDay => ({
  variant_id,
  date,
  price_amount: price,
  combined_price: price,
  stock_num: stock,
  events,
});

// Spec §5: dates and events are offered only if not earlier than now plus lead days and time.
describe("calendar availability (spec §5 booking lead)", () => {
  it("uses shop time (GMT+8) for today", () => {
    expect(shopToday("2026-11-22T15:59:00.000Z")).toBe("2026-11-22");
    expect(shopToday("2026-11-22T16:00:00.000Z")).toBe("2026-11-23");
  });

  it.each([
    ["today, no lead, end of day", "2026-11-22", 0, "23:59", true],
    ["today, no lead, cutoff 17:00 passed", "2026-11-22", 0, "17:00", false],
    ["tomorrow, 1 day before until 18:00 (now 17:30)", "2026-11-23", 1, "18:00", true],
    ["tomorrow, 1 day before until 17:00 (passed)", "2026-11-23", 1, "17:00", false],
    ["in two days, 2 days before until 12:00 (passed)", "2026-11-24", 2, "12:00", false],
    ["in three days, 2 days before until 12:00", "2026-11-25", 2, "12:00", true],
    ["yesterday", "2026-11-21", 0, "23:59", false],
  ])("%s → %s", (_label, date, days, time, ok) => {
    expect(isDateBookable(date, now, lead(days, time))).toBe(ok);
  });

  it("the deadline of a date is lead days before it at the lead time", () => {
    expect(new Date(bookingDeadline("2026-11-23", 1, "18:00")).toISOString()).toBe(
      "2026-11-22T10:00:00.000Z",
    );
  });

  it.each([
    ["session later today", "2026-11-22", "19:00", 0, "23:59", true],
    ["session already started", "2026-11-22", "17:00", 0, "23:59", false],
    ["session tomorrow within lead", "2026-11-23", "09:00", 1, "18:00", true],
  ])("%s → %s", (_label, date, time, days, leadTime, ok) => {
    expect(isEventBookable(date, time, now, lead(days, leadTime))).toBe(ok);
  });

  it.each([
    [10, 1, 10],
    [1, 2, 0],
    [2, 2, 2],
    [0, 1, 0],
    [3, 0, 3],
  ])("stock %i with min_purchase %i counts as %i", (stock, min, expected) => {
    expect(effectiveStock(stock, min)).toBe(expected);
  });
});

describe("price calendar (★ lowest price per date, few left)", () => {
  it("takes the lowest bookable price per date, skips sold-out and past dates, flags few left", () => {
    const out = priceCalendar(
      [
        day(1, "2026-11-21", 100, 50),
        day(1, "2026-11-23", 300, 50),
        day(2, "2026-11-23", 200, 1), // below min_purchase 2: counts as 0
        day(1, "2026-11-24", 300, 3),
        day(1, "2026-11-25", 300, 0),
      ],
      [variant(1), variant(2, 2)],
      now,
    );
    expect(out).toEqual([
      { date: "2026-11-23", price: 300, stock: 50, fewLeft: false },
      { date: "2026-11-24", price: 300, stock: 3, fewLeft: true },
    ]);
  });

  it("lists the dates in calendar order whatever order the options' days come in", () => {
    const out = priceCalendar(
      [
        day(2, "2027-01-02", 100, 50),
        day(1, "2026-12-31", 100, 50),
        day(1, "2027-01-02", 100, 50),
        day(2, "2026-11-30", 100, 50),
        day(1, "2026-12-01", 100, 50),
      ],
      [variant(1), variant(2)],
      now,
    );
    expect(out.map((d) => d.date)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-31",
      "2027-01-02",
    ]);
  });

  it("uses sessions when a date has them, ignoring those already started", () => {
    const out = priceCalendar(
      [
        day(1, "2026-11-22", 100, 20, [
          { id: 1, time: "12:00", stock_num: 10, price_amount: 90 },
          { id: 2, time: "21:00", stock_num: 10, price_amount: 120 },
        ]),
      ],
      [variant(1)],
      now,
    );
    expect(out).toEqual([{ date: "2026-11-22", price: 120, stock: 10, fewLeft: false }]);
  });

  // Spec §2 booking (date, options): the price tapped on a date is the price of the chosen option
  // that date (JP¥7,378 shown, JP¥12,254 charged for the preselected Adult).
  const adultChild = [
    day(1, "2026-11-23", 12_254, 40),
    day(2, "2026-11-23", 7_378, 40),
    day(1, "2026-11-24", 13_000, 2),
    day(2, "2026-11-24", 8_000, 30),
  ];
  it.each([
    [
      "no option chosen: the lowest of all options, stock together",
      null,
      [
        ["2026-11-23", 7_378, 80, false],
        ["2026-11-24", 8_000, 32, false],
      ],
    ],
    [
      "Adult chosen: Adult's price and stock per day",
      1,
      [
        ["2026-11-23", 12_254, 40, false],
        ["2026-11-24", 13_000, 2, true],
      ],
    ],
    [
      "Child chosen: Child's price and stock per day",
      2,
      [
        ["2026-11-23", 7_378, 40, false],
        ["2026-11-24", 8_000, 30, false],
      ],
    ],
  ] as const)("%s", (_label, variantId, expected) => {
    expect(priceCalendar(adultChild, [variant(1), variant(2)], now, variantId)).toEqual(
      expected.map(([date, price, stock, fewLeft]) => ({ date, price, stock, fewLeft })),
    );
  });

  it("for a chosen option, a date's stock is its best session (what one booking can take), not the sum", () => {
    const out = priceCalendar(
      [
        day(1, "2026-11-23", 0, 0, [
          { id: 1, time: "10:00", stock_num: 1, price_amount: 90 },
          { id: 2, time: "14:00", stock_num: 3, price_amount: 120 },
        ]),
      ],
      [variant(1)],
      now,
      1,
    );
    expect(out).toEqual([{ date: "2026-11-23", price: 90, stock: 3, fewLeft: true }]);
  });
});

// Spec §3 minPrice / maxPrice: the headline range of a dated product is the true range over its calendar.
describe("calendarPriceRange (spec §3 price range of a dated product)", () => {
  it.each([
    [
      "the lowest and highest over every option and date",
      [day(1, "2026-11-23", 500, 9), day(2, "2026-11-23", 300, 9), day(1, "2026-11-30", 900, 9)],
      { low: 300, high: 900 },
    ],
    [
      "past and sold-out dates do not count",
      [day(1, "2026-11-21", 100, 9), day(1, "2026-11-23", 500, 9), day(1, "2026-11-24", 2_000, 0)],
      { low: 500, high: 500 },
    ],
    [
      "sessions set the prices of a session product; started ones do not count",
      [
        day(1, "2026-11-22", 0, 0, [
          { id: 1, time: "12:00", stock_num: 9, price_amount: 50 },
          { id: 2, time: "21:00", stock_num: 9, price_amount: 700 },
        ]),
        day(1, "2026-11-23", 0, 0, [{ id: 3, time: "09:00", stock_num: 9, price_amount: 650 }]),
      ],
      { low: 650, high: 700 },
    ],
    ["nothing bookable: null", [day(1, "2026-11-23", 500, 0)], null],
  ] as const)("%s", (_label, days, expected) => {
    expect(calendarPriceRange([...days], [variant(1), variant(2)], now)).toEqual(expected);
  });
});

describe("nextOpening (spec §5 bookable slots: the next occurrence of a dated product)", () => {
  it.each([
    [
      "the earliest bookable date, at its lowest price over the options",
      [day(1, "2026-11-24", 500, 9), day(1, "2026-11-23", 800, 9), day(2, "2026-11-23", 600, 9)],
      { date: "2026-11-23", time: null, price: 600 },
    ],
    [
      "past, sold-out and below-minimum dates are skipped",
      [
        day(1, "2026-11-21", 100, 9),
        day(1, "2026-11-23", 200, 0),
        day(3, "2026-11-24", 50, 1),
        day(1, "2026-11-25", 700, 9),
      ],
      { date: "2026-11-25", time: null, price: 700 },
    ],
    [
      "a session product starts at its first session not yet started (17:30 now in shop time)",
      [
        day(1, "2026-11-22", 0, 0, [
          { id: 1, time: "12:00", stock_num: 9, price_amount: 50 },
          { id: 2, time: "21:00", stock_num: 0, price_amount: 60 },
          { id: 3, time: "21:30", stock_num: 9, price_amount: 700 },
        ]),
        day(1, "2026-11-23", 0, 0, [{ id: 4, time: "09:00", stock_num: 9, price_amount: 650 }]),
      ],
      { date: "2026-11-22", time: "21:30", price: 700 },
    ],
    ["nothing bookable: null", [day(1, "2026-11-23", 500, 0)], null],
  ] as const)("%s", (_label, days, expected) => {
    expect(nextOpening([...days], [variant(1), variant(2), variant(3, 2)], now)).toEqual(expected);
  });
});

describe("few left (spec §5 calendar state; the number is lib/commerce/booking/calendar FEW_LEFT)", () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
  ])("%i remaining → few left %s", (stock, few) => {
    expect(isFewLeft(stock)).toBe(few);
  });
});

// Spec §9 the shop's business time is GMT+8 (coupon validity, booking leads): a date and time of
// the shop is the instant eight hours earlier in UTC.
describe("§9 shop time GMT+8: shopInstant", () => {
  it.each<[string, string | undefined, string]>([
    ["2026-11-22", undefined, "2026-11-21T16:00:00.000Z"],
    ["2026-11-22", "00:00", "2026-11-21T16:00:00.000Z"],
    ["2026-11-22", "08:00", "2026-11-22T00:00:00.000Z"],
    ["2026-11-22", "18:00", "2026-11-22T10:00:00.000Z"],
    ["2026-11-22", "23:59", "2026-11-22T15:59:00.000Z"],
    ["2026-03-01", "07:30", "2026-02-28T23:30:00.000Z"],
    ["2027-01-01", "06:00", "2026-12-31T22:00:00.000Z"],
  ])("%s at %s → %s", (date, time, iso) => {
    expect(new Date(shopInstant(date, time)).toISOString()).toBe(iso);
  });

  it.each([
    ["2026-11-22T09:30:00.000Z"],
    ["2026-11-21T16:00:00.000Z"],
    ["2026-11-22T15:59:59.999Z"],
  ])("the shop's midnight of the day %s falls on starts that day", (iso) => {
    const day = shopToday(iso);
    expect(shopInstant(day)).toBeLessThanOrEqual(Date.parse(iso));
    expect(shopInstant(day) + 86_400_000).toBeGreaterThan(Date.parse(iso));
  });
});

describe("§5 calendar dates as day numbers (the packed calendar the booking panel reads)", () => {
  it.each([
    ["1970-01-01", 0],
    ["2026-11-26", 20783],
    ["2026-12-31", 20818],
    ["2027-01-01", 20819],
    ["2028-02-29", 21243],
    ["2028-03-01", 21244],
  ])("%s is day %i, and back", (date, day) => {
    expect(epochDay(date)).toBe(day);
    expect(epochDate(day)).toBe(date);
  });
});
