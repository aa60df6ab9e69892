import { failureMessage, problemMessage } from "@/components/cart/cart-text";
import en from "@/messages/en.json";
import zhHans from "@/messages/zh-hans.json";
import zhHant from "@/messages/zh-hant.json";

// Spec §8 cart messages: which words a basket failure or a line's problem turns into.
describe("failureMessage (§8 codes and 21001 reasons → cart message)", () => {
  it.each([
    [{ code: 20005, errorKey: "insufficientStock" }, { key: "insufficientStock" }],
    // The refusal says how many are left
    [
      { code: 20005, errorKey: "insufficientStock", data: { available: 1, book_at: "2026-11-30" } },
      { key: "stockLeft", values: { count: 1 } },
    ],
    [
      { code: 20005, errorKey: "insufficientStock", data: { available: 0 } },
      { key: "stockLeft", values: { count: 0 } },
    ],
    [{ code: 20006, errorKey: "offShelf" }, { key: "offShelf" }],
    [{ code: 20004, errorKey: "itemExpired" }, { key: "expired" }],
    [{ code: 20003, errorKey: "deliveryTypesDiffer" }, { key: "deliveryTypes" }],
    [
      { code: 21001, errorKey: "beyondPurchaseRange", data: { reason: "minBuy", quantity: 2 } },
      { key: "minBuy", values: { minBuy: 2 } },
    ],
    [
      {
        code: 21001,
        errorKey: "beyondPurchaseRange",
        data: { reason: "maxQuantity", quantity: 5 },
      },
      { key: "maxQuantity", values: { quantity: 5 } },
    ],
    [
      { code: 21001, errorKey: "beyondPurchaseRange", data: { reason: "day", quantity: 1 } },
      { key: "limitDay", left: 1 },
    ],
    [
      { code: 21001, errorKey: "beyondPurchaseRange", data: { reason: "week", quantity: 0 } },
      { key: "limitWeek", left: 0 },
    ],
    [
      { code: 21001, errorKey: "beyondPurchaseRange", data: { reason: "month" } },
      { key: "limitMonth" },
    ],
    [
      { code: 21001, errorKey: "beyondPurchaseRange", data: { reason: "year", quantity: 3 } },
      { key: "limitYear", left: 3 },
    ],
    [
      { code: 21001, errorKey: "beyondPurchaseRange", data: { reason: "period", quantity: 3 } },
      { key: "limitPeriod", left: 3 },
    ],
    [
      { code: 21001, errorKey: "beyondPurchaseRange", data: { reason: "calendar", quantity: 3 } },
      { key: "limitCalendar", left: 3 },
    ],
    [
      { code: 21001, errorKey: "beyondPurchaseRange", data: { reason: "forever", quantity: 3 } },
      { key: "limitForever", left: 3 },
    ],
    [
      {
        code: 21001,
        errorKey: "beyondPurchaseRange",
        data: { reason: "basketFull", quantity: 50 },
      },
      { key: "basketFull", values: { quantity: 50 } },
    ],
    [
      { code: 21001, errorKey: "beyondPurchaseRange", data: { reason: "somethingNew" } },
      { key: "overLimit" },
    ],
    [{ code: -1, errorKey: "unavailable" }, { key: "addFailed" }],
    [{ code: 40029, errorKey: "rateLimited" }, { error: "rateLimited" }],
  ])("%j → %j", (failure, said) => {
    expect(failureMessage(failure)).toEqual(said);
  });

  it("uses the caller's fallback when the call got no answer", () => {
    expect(failureMessage({ code: -1, errorKey: "unavailable" }, "updateFailed")).toEqual({
      key: "updateFailed",
    });
  });
});

describe("problemMessage (a basket line's problem → cart message)", () => {
  it.each([
    ["insufficientStock", { key: "insufficientStock" }],
    ["offShelf", { key: "offShelf" }],
    ["itemExpired", { key: "expired" }],
    ["minBuy", { key: "minBuy", values: { minBuy: 3 } }],
    ["maxQuantity", { key: "orderLimit" }],
    ["limit_day", { key: "limitDay" }],
    ["limit_forever", { key: "limitForever" }],
    ["beyondPurchaseRange", { key: "overLimit" }],
    ["cartAddFailed", { key: "unavailableLine" }],
  ])("%s → %j", (problem, said) => {
    expect(problemMessage(problem, { min_purchase: 3 })).toEqual(said);
  });

  it("has every cart message in all three languages, and the Chinese ones are not English", () => {
    for (const key of Object.keys(en.cart) as (keyof typeof en.cart)[]) {
      expect(zhHans.cart[key]).toBeTruthy();
      expect(zhHant.cart[key]).toBeTruthy();
      expect(zhHans.cart[key]).not.toBe(en.cart[key]);
      expect(zhHant.cart[key]).not.toBe(en.cart[key]);
    }
  });
});
