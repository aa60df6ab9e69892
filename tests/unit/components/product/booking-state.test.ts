import { limitFor, minFor, panelState, type PanelProduct } from "@/components/product/booking-state";
import type { Variant } from "@/lib/commerce/wire/product";

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

const plain = (over: Partial<PanelProduct> = {}): PanelProduct => ({ stockType: 0, now: NOW, calendars: [], productMin: 1, productLimit: 0, ...over });

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
  ])("stock %i, min %i, limit %i, asked %i → max %i, shown %i", (stock, min, limit, asked, max, shown) => {
    const variant = v({ stock, min_purchase: min, limit_purchased: limit });
    const state = panelState({ date: null, variant, eventId: null, quantity: asked }, plain());
    expect([state.max, state.quantity]).toEqual([max, shown]);
  });

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
    const state = panelState({ ...choice, variant: v(), quantity: 1 }, plain({ stockType: 2, calendars }));
    expect(state.missing).toBe(missing);
  });

  it("prices and caps a chosen session by the session", () => {
    const state = panelState({ date: "2026-03-05", eventId: 9, variant: v(), quantity: 99 }, plain({ stockType: 2, calendars }));
    expect(state).toMatchObject({ unitPrice: 1800, max: 6, quantity: 6 });
  });

  it("asks for an option when none is chosen", () => {
    expect(panelState({ date: null, variant: null, eventId: null, quantity: 1 }, plain()).missing).toBe("option");
  });
});
