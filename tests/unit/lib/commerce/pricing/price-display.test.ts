import {
  lowestPrice,
  priceDisplay,
  summarisePrices,
  type PriceDisplay,
  type PriceFacts,
  type VariantPrice,
} from "@/lib/commerce/pricing/price-display";

// Spec §3 Product price fields (price, original_price, minPrice, maxPrice; amounts in minor units, §9):
// the one rule that decides what a card, the product page and the JSON-LD offer show.
const facts = (min: number, max: number, original: number): PriceFacts => ({
  min_price_amount: min,
  max_price_amount: max,
  original_price_amount: original,
});

describe("priceDisplay (spec §3 price, original_price, minPrice, maxPrice)", () => {
  it.each<[string, PriceFacts, PriceDisplay]>([
    [
      "§3 one price, no original",
      facts(29_800, 29_800, 0),
      { kind: "single", price: 29_800, original: null, saving: null },
    ],
    [
      "§3 one price below its original: struck through with the saving",
      facts(29_800, 29_800, 37_300),
      { kind: "single", price: 29_800, original: 37_300, saving: 20 },
    ],
    [
      "§3 an original that is not higher is not shown",
      facts(29_800, 29_800, 29_800),
      { kind: "single", price: 29_800, original: null, saving: null },
    ],
    [
      "§3 an original below the price is not shown",
      facts(29_800, 29_800, 10_000),
      { kind: "single", price: 29_800, original: null, saving: null },
    ],
    [
      "§3 minPrice–maxPrice: a range",
      facts(17_800, 29_800, 0),
      { kind: "range", low: 17_800, high: 29_800 },
    ],
    [
      "§3 a range never carries a struck-through original",
      facts(17_800, 29_800, 22_300),
      { kind: "range", low: 17_800, high: 29_800 },
    ],
    [
      "§3 a max below the min is one price",
      facts(29_800, 10_000, 0),
      { kind: "single", price: 29_800, original: null, saving: null },
    ],
    [
      "§9 large-unit currency (VND) keeps whole amounts",
      facts(76_736_000, 115_104_000, 0),
      { kind: "range", low: 76_736_000, high: 115_104_000 },
    ],
    [
      "a negative amount is read as 0",
      facts(-5, -5, 0),
      { kind: "single", price: 0, original: null, saving: null },
    ],
  ])("%s", (_label, input, expected) => {
    expect(priceDisplay(input)).toEqual(expected);
  });

  it("the lowest price is the range's low end or the one price", () => {
    expect(lowestPrice(priceDisplay(facts(100, 300, 0)))).toBe(100);
    expect(lowestPrice(priceDisplay(facts(200, 200, 400)))).toBe(200);
  });
});

describe("summarisePrices (spec §3 minPrice / maxPrice denormalised from variants)", () => {
  const v = (price: number, original: number, inStock = true): VariantPrice => ({
    price,
    original,
    inStock,
  });
  it.each<[string, VariantPrice[], PriceFacts]>([
    [
      "§3 two options: min, max and the cheapest option's original",
      [v(100, 125), v(160, 200)],
      facts(100, 160, 125),
    ],
    [
      "§5 a sold-out cheaper option does not set the low end",
      [v(100, 125, false), v(160, 200)],
      facts(160, 160, 200),
    ],
    [
      "§5 a sold-out dearer option does not widen the range",
      [v(100, 0), v(160, 0, false), v(120, 0)],
      facts(100, 120, 0),
    ],
    [
      "everything sold out: all options count (the page still shows a price)",
      [v(100, 0, false), v(160, 0, false)],
      facts(100, 160, 0),
    ],
    ["an original not above the price is none", [v(100, 100), v(150, 0)], facts(100, 150, 0)],
    ["no variants: zeros", [], facts(0, 0, 0)],
  ])("%s", (_label, variants, expected) => {
    expect(summarisePrices(variants)).toEqual(expected);
  });
});
