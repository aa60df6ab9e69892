import { maxPurchasable, normaliseQuantity, stepQuantity } from "@/lib/commerce/booking/quantity";

describe("§5 Purchase: stepQuantity respects min_purchase", () => {
  it.each<[string, number, "up" | "down", number, number, number]>([
    // down
    ["down from the minimum goes to 0", 3, "down", 3, 10, 0],
    ["down from min 1 goes to 0", 1, "down", 1, 10, 0],
    ["down above the minimum goes −1", 5, "down", 3, 10, 4],
    ["down from min + 1 lands on the minimum", 4, "down", 3, 10, 3],
    ["down from 0 stays 0", 0, "down", 3, 10, 0],
    ["down from below the minimum goes to 0", 2, "down", 3, 10, 0],
    ["down from above max lands on max (stock dropped)", 12, "down", 3, 10, 10],
    // up
    ["up from 0 jumps to the minimum", 0, "up", 3, 10, 3],
    ["up from 1 jumps to the minimum", 1, "up", 3, 10, 3],
    ["up from 0 with min 1 goes to 1", 0, "up", 1, 10, 1],
    ["up at the minimum goes +1", 3, "up", 3, 10, 4],
    ["up below max goes +1", 9, "up", 3, 10, 10],
    ["up at max stays at max", 10, "up", 3, 10, 10],
    ["up above max comes back to max", 12, "up", 3, 10, 10],
    ["up when min = max stays at the minimum", 3, "up", 3, 3, 3],
    // max < min: stock below min_purchase, the only value is 0
    ["up with max < min stays 0", 0, "up", 3, 2, 0],
    ["down with max < min is 0", 2, "down", 3, 2, 0],
    ["up with max 0 stays 0", 0, "up", 1, 0, 0],
    // odd input
    ["min 0 counts as 1", 0, "up", 0, 10, 1],
    ["NaN current counts as 0 (up)", Number.NaN, "up", 2, 10, 2],
    ["negative current counts as 0 (down)", -4, "down", 2, 10, 0],
    ["NaN max is 0", 0, "up", 1, Number.NaN, 0],
  ])("%s: %p %s (min %p, max %p) → %p", (_label, current, direction, min, max, expected) => {
    expect(stepQuantity(current, direction, min, max)).toBe(expected);
  });
});

describe("§5 Purchase: normaliseQuantity (values between 0 and the minimum rise to it)", () => {
  it.each<[string, number, number, number, number]>([
    ["0 stays 0", 0, 3, 10, 0],
    ["negative → 0", -2, 3, 10, 0],
    ["NaN → 0", Number.NaN, 3, 10, 0],
    ["between 0 and the minimum rises to it", 1, 3, 10, 3],
    ["just below the minimum rises to it", 2, 3, 10, 3],
    ["a fraction above 0 rises to the minimum", 0.5, 3, 10, 3],
    ["the minimum stays", 3, 3, 10, 3],
    ["between min and max stays", 7, 3, 10, 7],
    ["fractions round down", 7.9, 3, 10, 7],
    ["max stays", 10, 3, 10, 10],
    ["above max → max", 11, 3, 10, 10],
    ["Infinity → max", Number.POSITIVE_INFINITY, 3, 10, 10],
    ["max < min → 0", 5, 3, 2, 0],
    ["max 0 → 0", 1, 1, 0, 0],
    ["min 0 counts as 1", 1, 0, 10, 1],
  ])("%s: %p (min %p, max %p) → %p", (_label, value, min, max, expected) => {
    expect(normaliseQuantity(value, min, max)).toBe(expected);
  });
});

describe("§5 Purchase and limits: maxPurchasable (stock below min_purchase counts as 0)", () => {
  it.each<[string, number, number, number | null, number]>([
    ["no limit: the stock", 10, 1, null, 10],
    ["no limit, stock at the minimum", 3, 3, null, 3],
    ["no limit, stock below the minimum → 0", 2, 3, null, 0],
    ["no stock", 0, 1, null, 0],
    ["limit left below stock caps it", 10, 1, 4, 4],
    ["limit left above stock: the stock", 10, 1, 40, 10],
    ["limit left equal to the minimum", 10, 3, 3, 3],
    ["limit left below the minimum → 0", 10, 3, 2, 0],
    ["limit used up → 0", 10, 1, 0, 0],
    ["negative limit left → 0", 10, 1, -2, 0],
    ["negative stock → 0", -5, 1, null, 0],
  ])("%s: stock %p, min %p, left %p → %p", (_label, stock, min, left, expected) => {
    expect(maxPurchasable(stock, min, left)).toBe(expected);
  });

  it("feeds stepQuantity: stock below the minimum allows only 0", () => {
    const max = maxPurchasable(2, 3, null);
    expect(stepQuantity(0, "up", 3, max)).toBe(0);
  });
});
