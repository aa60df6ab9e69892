import {
  limitFor,
  minFor,
  panelState,
  quantityNote,
  type PanelProduct,
} from "@/components/product/booking-state";
import type { Variant } from "@/lib/commerce/catalogue/product.schema";

// Spec §5 Purchase in the booking panel: the quantity bounds and what must still be chosen.
const NOW = "2026-03-02T02:00:00.000Z"; // 10:00 shop time

const v = (over: Partial<Variant> = {}): Variant => ({
  id: 1,
  sku: "S1",
  attr_value_ids: [],
  price_amount: 1000,
  original_price_amount: 0,
  stock: 10,
  min_purchase: 1,
  limit_purchased: 0,
  book_n_days_before_book_date: 0,
  book_time_before_book_date: "23:59",
  weight_grams: 0,
  ...over,
});

const plain = (over: Partial<PanelProduct> = {}): PanelProduct => ({
  stockType: 0,
  now: NOW,
  calendars: [],
  productMin: 1,
  productLimit: 0,
  ...over,
});

describe("minFor / limitFor", () => {
  it.each([
    [1, 1, 1],
    [3, 1, 3],
    [1, 4, 4],
    [0, 1, 1],
  ])("product min %i, option min %i → %i", (productMin, optionMin, expected) => {
    expect(minFor(v({ min_purchase: optionMin }), productMin)).toBe(expected);
  });

  it.each([
    [0, 0, null],
    [5, 0, 5],
    [0, 7, 7],
    [5, 3, 3],
  ])("option limit %i, product limit %i → %p", (optionLimit, productLimit, expected) => {
    expect(limitFor(v({ limit_purchased: optionLimit }), productLimit)).toBe(expected);
  });
});

describe("panelState", () => {
  it.each([
    // [stock, min, limit, asked] → [max, shown]
    [10, 2, 0, 2, 10, 2],
    [10, 2, 0, 0, 10, 0],
    [10, 2, 0, 1, 10, 2], // between 0 and the minimum rises to it
    [10, 2, 4, 9, 4, 4], // above the limit comes down to it
    [1, 2, 0, 2, 0, 0], // stock below min_purchase counts as 0
    [3, 1, 0, 7, 3, 3],
  ])(
    "stock %i, min %i, limit %i, asked %i → max %i, shown %i",
    (stock, min, limit, asked, max, shown) => {
      const variant = v({ stock, min_purchase: min, limit_purchased: limit });
      const state = panelState({ date: null, variant, eventId: null, quantity: asked }, plain());
      expect([state.max, state.quantity]).toEqual([max, shown]);
    },
  );

  const calendars = [
    {
      variant_id: 1,
      date: "2026-03-05",
      price_amount: 1500,
      combined_price: 1500,
      stock_num: 0,
      events: [{ id: 9, time: "19:30", stock_num: 6, price_amount: 1800 }],
    },
  ];

  it.each([
    [{ date: null, eventId: null }, "date"],
    [{ date: "2026-03-05", eventId: null }, "session"],
    [{ date: "2026-03-05", eventId: 9 }, null],
  ])("sessions product %j is missing %p", (choice, missing) => {
    const state = panelState(
      { ...choice, variant: v(), quantity: 1 },
      plain({ stockType: 2, calendars }),
    );
    expect(state.missing).toBe(missing);
  });

  it("prices and caps a chosen session by the session", () => {
    const state = panelState(
      { date: "2026-03-05", eventId: 9, variant: v(), quantity: 99 },
      plain({ stockType: 2, calendars }),
    );
    expect(state).toMatchObject({ unitPrice: 1800, max: 6, quantity: 6 });
  });

  it("asks for an option when none is chosen", () => {
    expect(
      panelState({ date: null, variant: null, eventId: null, quantity: 1 }, plain()).missing,
    ).toBe("option");
  });
});

// Spec §5 limits and stock: one ticket left that day with a per-order limit of 10 — the
// stepper stops at 1 and the note says 1 is left, not "up to 10 per order".
describe("quantity bound and note for a date (spec §5 limits, stock)", () => {
  const day = (date: string, stock: number) => ({
    variant_id: 1,
    date,
    price_amount: 1500,
    combined_price: 1500,
    stock_num: stock,
    events: [],
  });
  const dated = plain({
    stockType: 1,
    calendars: [day("2026-03-05", 1), day("2026-03-06", 40), day("2026-03-07", 4)],
  });
  it.each([
    // [date, option limit, asked] → [max, shown, note]
    ["2026-03-05", 10, 5, 1, 1, { key: "onlyLeft", count: 1 }],
    ["2026-03-07", 10, 9, 4, 4, { key: "onlyLeft", count: 4 }],
    ["2026-03-07", 3, 9, 3, 3, { key: "limits", min: 1, limit: 3 }], // the limit binds, not the stock
    ["2026-03-06", 10, 12, 10, 10, { key: "limits", min: 1, limit: 10 }],
    ["2026-03-06", 0, 12, 40, 12, { key: "limits", min: 1, limit: 0 }], // plenty left, no limit
  ] as const)(
    "%s, limit %i, asked %i → max %i, shown %i, %j",
    (date, limit, asked, max, shown, note) => {
      const variant = v({ limit_purchased: limit });
      const state = panelState({ date, variant, eventId: null, quantity: asked }, dated);
      expect([state.max, state.quantity]).toEqual([max, shown]);
      expect(quantityNote(state, limitFor(variant, 0))).toEqual(note);
    },
  );
});
