import { unpackCalendar } from "@/components/product/booking-state";
import type { CalendarDay, ProductDetail, Variant } from "@/lib/commerce/catalogue/product.schema";
import { packCalendar, reshapeProductPage } from "@/lib/upstream/reshape/product";

const variant = (id: number, attr_value_ids: number[], stock = 0): Variant => ({
  id,
  sku: `S${id}`,
  attr_value_ids,
  price_amount: 100,
  original_price_amount: 100,
  stock,
  min_purchase: 1,
  limit_purchased: 0,
  book_n_days_before_book_date: 0,
  book_time_before_book_date: "23:59",
  weight_grams: 0,
});

// only the fields the reshape reads; the rest of the product passes through untouched
const product = (over: Partial<ProductDetail>) =>
  ({
    id: 7,
    stock_type: 0,
    price_calendar_required: false,
    min_purchase: 2,
    limit_purchased: 5,
    limit_purchased_type: "product",
    attributes: [
      {
        id: 1,
        name: "Ticket",
        values: [
          { id: 11, name: "Adult" },
          { id: 12, name: "Child" },
        ],
      },
      { id: 2, name: "Time", values: [{ id: 21, name: "Morning" }] },
    ],
    variants: [variant(1, [11, 21]), variant(2, [12]), variant(3, [])],
    refund: { tag: 0, items: [] },
    ...over,
  }) as ProductDetail;

const none = { announcements: null, discount: null, reviews: null, recommended: null };

describe("packed calendars (server → booking panel)", () => {
  it("round-trips", () => {
    const days: CalendarDay[] = [
      {
        variant_id: 1,
        date: "2026-11-23",
        price_amount: 300,
        combined_price: 300,
        stock_num: 5,
        events: [{ id: 9, time: "19:00", stock_num: 2, price_amount: 320 }],
      },
      {
        variant_id: 2,
        date: "2026-11-24",
        price_amount: 100,
        combined_price: 100,
        stock_num: 0,
        events: [],
      },
    ];
    expect(unpackCalendar(packCalendar(days))).toEqual(days);
  });
});

describe("reshapeProductPage", () => {
  it("names each option by its attribute values, and leaves out options without any", () => {
    expect(reshapeProductPage(product({}), { ...none, variants: null }).optionNames).toEqual({
      1: "Adult · Morning",
      2: "Child",
    });
  });

  it("without the options read, offers no booking panel and counts the product's options as buyable", () => {
    const view = reshapeProductPage(product({}), { ...none, variants: null });
    expect(view.booking).toBeNull();
    expect(view.buyable).toBe(3);
  });

  it("hands the panel the options, the packed calendar and the product's limits", () => {
    const variants = {
      now: "2026-11-22T09:30:00Z",
      variants: [variant(1, [11, 21], 4), variant(2, [12], 0)],
      calendars: [],
    };
    const view = reshapeProductPage(product({}), { ...none, variants });
    expect(view.buyable).toBe(1);
    expect(view.booking).toEqual({
      now: variants.now,
      variants: variants.variants,
      valueNames: { 11: "Adult", 12: "Child", 21: "Morning" },
      calendar: [],
      productMin: 2,
      productLimit: 5,
      refund: { tag: 0, items: [] },
    });
    expect(
      reshapeProductPage(product({ limit_purchased_type: "none" }), { ...none, variants }).booking
        ?.productLimit,
    ).toBe(0);
  });

  it.each([
    [0, false, false],
    [0, true, true],
    [1, false, true],
  ] as const)(
    "stock type %i, calendar required %s → dated %s",
    (stock_type, price_calendar_required, dated) => {
      expect(
        reshapeProductPage(product({ stock_type, price_calendar_required }), {
          ...none,
          variants: null,
        }).dated,
      ).toBe(dated);
    },
  );

  // The headline of a dated product is the true range over its calendar, not the base prices'
  it("a dated product's headline range comes from its bookable calendar; a plain product has none", () => {
    const day = (variant_id: number, date: string, price: number, stock: number): CalendarDay => ({
      variant_id,
      date,
      price_amount: price,
      combined_price: price,
      stock_num: stock,
      events: [],
    });
    const variants = {
      now: "2026-11-22T09:30:00Z",
      variants: [variant(1, [11, 21]), variant(2, [12])],
      calendars: [
        day(1, "2026-11-23", 12_254, 3),
        day(2, "2026-11-23", 7_378, 3),
        day(1, "2026-11-28", 15_000, 3),
        day(1, "2026-11-29", 99_999, 0),
      ],
    };
    expect(
      reshapeProductPage(product({ stock_type: 1 }), { ...none, variants }).calendarRange,
    ).toEqual({ low: 7_378, high: 15_000 });
    expect(
      reshapeProductPage(product({ stock_type: 0 }), { ...none, variants }).calendarRange,
    ).toBeNull();
    expect(
      reshapeProductPage(product({ stock_type: 1 }), { ...none, variants: null }).calendarRange,
    ).toBeNull();
    // The structured data's next occurrence, and when the calendar was read
    const dated = reshapeProductPage(product({ stock_type: 1 }), { ...none, variants });
    expect(dated.nextOpening).toEqual({ date: "2026-11-23", time: null, price: 7_378 });
    expect(dated.readAt).toBe("2026-11-22T09:30:00Z");
    expect(
      reshapeProductPage(product({ stock_type: 0 }), { ...none, variants }).nextOpening,
    ).toBeNull();
  });
});
