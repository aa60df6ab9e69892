// Spec §3 Product price fields (price, original_price, minPrice, maxPrice) and §9 amounts in
// minor units: what price a shopper is shown, once, for every place that shows one — a product
// card, the product page, the social card and the JSON-LD offer. The upstream uses
// `summarisePrices` to denormalise a product's min/max/original from its variants; the storefront
// uses `priceDisplay` to decide what to print from them.
import { savingPercent } from "./money";

/** What a product summary carries about its price (minor units, the response currency). */
export type PriceFacts = {
  min_price_amount: number;
  max_price_amount: number;
  /** struck-through price of the cheapest variant; 0 when there is none */
  original_price_amount: number;
};

export type PriceDisplay =
  /** one price, with the struck-through original only when it is really higher */
  | { kind: "single"; price: number; original: number | null; saving: number | null }
  /** a min–max range: never an original price or a saving beside it (which of the range would it belong to?) */
  | { kind: "range"; low: number; high: number };

/**
 * The one rule: a range when the options cost different amounts, otherwise one price; a
 * struck-through original (and its saving badge) only beside a single price that is below it.
 */
export function priceDisplay(p: PriceFacts): PriceDisplay {
  const low = Math.max(0, p.min_price_amount);
  const high = Math.max(low, p.max_price_amount);
  if (high > low) return { kind: "range", low, high };
  const saving = savingPercent(low, p.original_price_amount);
  return saving
    ? { kind: "single", price: low, original: p.original_price_amount, saving }
    : { kind: "single", price: low, original: null, saving: null };
}

/** The lowest price a shopper can pay (cards sort and JSON-LD lowPrice use it). */
export const lowestPrice = (d: PriceDisplay): number => (d.kind === "range" ? d.low : d.price);

/** One variant as the upstream sees it when it denormalises the product's prices. */
export type VariantPrice = { price: number; original: number; inStock: boolean };

/**
 * min / max / original of a product from its variants (one currency). A range's ends come only
 * from options a shopper can buy: a sold-out option neither lowers the "from" price nor widens
 * the range. When every option is sold out, all of them count (the page still shows a price).
 */
export function summarisePrices(variants: VariantPrice[]): PriceFacts {
  const buyable = variants.filter((v) => v.inStock);
  const pool = buyable.length ? buyable : variants;
  if (pool.length === 0)
    return { min_price_amount: 0, max_price_amount: 0, original_price_amount: 0 };
  const cheapest = pool.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    min_price_amount: cheapest.price,
    max_price_amount: Math.max(...pool.map((v) => v.price)),
    original_price_amount: cheapest.original > cheapest.price ? cheapest.original : 0,
  };
}
