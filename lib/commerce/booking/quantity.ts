// Spec §5 Purchase: quantity respects min_purchase (product and sku). Stepping down from the
// minimum goes to zero, stepping up from below it jumps to the minimum, values between 0 and the
// minimum rise to it, and a stock below min_purchase counts as 0.
import { effectiveStock } from "./calendar";

/** The smallest quantity that can be bought: min_purchase, and never less than 1. */
function floorOf(min: number): number {
  return Number.isFinite(min) ? Math.max(1, Math.ceil(min)) : 1;
}

/** §5 Purchase: the quantity after pressing − or +; 0 is "none", and the only value when max < min. */
export function stepQuantity(
  current: number,
  direction: "up" | "down",
  min: number,
  max: number,
): number {
  const lo = floorOf(min);
  if (!(max >= lo)) return 0;
  const q = Number.isFinite(current) && current > 0 ? Math.floor(current) : 0;
  if (direction === "down") return q <= lo ? 0 : Math.min(q - 1, max);
  return q < lo ? lo : Math.min(q + 1, max);
}

/** §5 Purchase: a typed-in quantity made valid (≤0 or NaN → 0, below the minimum → the minimum, above max → max). */
export function normaliseQuantity(value: number, min: number, max: number): number {
  if (Number.isNaN(value) || value <= 0) return 0;
  const lo = floorOf(min);
  if (!(max >= lo)) return 0;
  // 0.5 is "between 0 and the minimum", so it rises to the minimum like any other such value
  return Math.min(Math.max(Math.floor(value), lo), max);
}

/**
 * §5 Purchase and limits: the most one order may take: stock (0 below min_purchase) capped by
 * what the purchase limit leaves (null = no limit). A cap below the minimum is 0, since the
 * minimum itself cannot be bought.
 */
export function maxPurchasable(
  stock: number,
  minPurchase: number,
  limitLeft: number | null,
): number {
  const sellable = effectiveStock(
    Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0,
    minPurchase,
  );
  const cap =
    limitLeft === null ? sellable : Math.min(sellable, Math.max(0, Math.floor(limitLeft)));
  return cap < floorOf(minPurchase) ? 0 : cap;
}
