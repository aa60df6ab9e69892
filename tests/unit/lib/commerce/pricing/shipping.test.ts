import {
  addressPurpose,
  shippingFee,
  shipsAnything,
  UNREACHABLE,
} from "@/lib/commerce/pricing/shipping";
import type { ExpressRule } from "@/lib/commerce/catalogue/product.schema";

const rule = (over: Partial<ExpressRule>): ExpressRule => ({
  rule_type: "count",
  first_unit: 1,
  first_fee: 1000,
  additional_unit: 1,
  additional_fee: 500,
  fixed_fee: 0,
  free_over_amount: null,
  excluded_regions: [],
  ...over,
});
const order = (over: Partial<Parameters<typeof shippingFee>[1]> = {}) => ({
  quantity: 1,
  weightGrams: 0,
  subtotal: 5000,
  region: "Guangdong",
  ...over,
});

describe("§3 Shipping fee by item count (first and additional)", () => {
  it.each<[string, Partial<ExpressRule>, number, number]>([
    ["one item: first fee", {}, 1, 1000],
    ["two items: first + one additional", {}, 2, 1500],
    ["five items", {}, 5, 3000],
    ["first fee covers 3 items", { first_unit: 3 }, 3, 1000],
    ["4th item starts the additional", { first_unit: 3 }, 4, 1500],
    ["additional per started 2 items: 1 beyond", { first_unit: 1, additional_unit: 2 }, 2, 1500],
    ["additional per started 2 items: 2 beyond", { first_unit: 1, additional_unit: 2 }, 3, 1500],
    ["additional per started 2 items: 3 beyond", { first_unit: 1, additional_unit: 2 }, 4, 2000],
    ["additional unit 0 counts per item", { additional_unit: 0 }, 3, 2000],
    ["first unit 0: every item is additional", { first_unit: 0 }, 2, 2000],
    ["free additional items", { additional_fee: 0 }, 9, 1000],
    ["empty order costs nothing", {}, 0, 0],
  ])("%s (%p items) → %p", (_label, over, quantity, expected) => {
    expect(shippingFee(rule(over), order({ quantity }))).toBe(expected);
  });
});

describe("§3 Shipping fee by weight (first and continued), in grams", () => {
  const byWeight = {
    rule_type: "weight" as const,
    first_unit: 1000,
    first_fee: 1200,
    additional_unit: 500,
    additional_fee: 300,
  };
  it.each<[string, number, number]>([
    ["no weight recorded: first fee", 0, 1200],
    ["under the first kilo", 800, 1200],
    ["exactly the first kilo", 1000, 1200],
    ["one gram over", 1001, 1500],
    ["exactly one more step", 1500, 1500],
    ["one gram past that", 1501, 1800],
    ["3 kg", 3000, 2400],
  ])("%s (%p g) → %p", (_label, weightGrams, expected) => {
    expect(shippingFee(rule(byWeight), order({ quantity: 2, weightGrams }))).toBe(expected);
  });
});

describe("§3 Shipping fee fixed; no rule", () => {
  it.each<
    [string, Partial<ExpressRule> | null, Partial<Parameters<typeof shippingFee>[1]>, number]
  >([
    ["fixed", { rule_type: "fixed", fixed_fee: 800 }, { quantity: 7 }, 800],
    ["fixed 0", { rule_type: "fixed", fixed_fee: 0 }, { quantity: 1 }, 0],
    ["fixed, empty order", { rule_type: "fixed", fixed_fee: 800 }, { quantity: 0 }, 0],
    ["no rule", null, { quantity: 3 }, 0],
    ["no rule, excluded-looking region", null, { region: "Tibet" }, 0],
  ])("%s → %p", (_label, over, o, expected) => {
    expect(shippingFee(over ? rule(over) : null, order(o))).toBe(expected);
  });
});

describe("§3 free over an amount; §9 remote regions are excluded from free shipping; §8 -1 unreachable", () => {
  const free = { free_over_amount: 10000, excluded_regions: ["Overseas"] };
  const remote = ["Tibet", "Xinjiang"];
  it.each<[string, Partial<ExpressRule>, Partial<Parameters<typeof shippingFee>[1]>, number]>([
    ["below the threshold: charged", free, { subtotal: 9999 }, 1000],
    ["at the threshold: free", free, { subtotal: 10000 }, 0],
    ["above the threshold: free", free, { subtotal: 25000, quantity: 4 }, 0],
    ["remote region at the threshold: charged", free, { subtotal: 10000, region: "Tibet" }, 1000],
    [
      "remote region above the threshold: charged per item",
      free,
      { subtotal: 50000, region: "Xinjiang", quantity: 3 },
      2000,
    ],
    [
      "remote region below the threshold: charged as usual",
      free,
      { subtotal: 100, region: "Tibet" },
      1000,
    ],
    ["excluded region: unreachable", free, { region: "Overseas" }, UNREACHABLE],
    [
      "excluded region above the threshold: still unreachable",
      free,
      { subtotal: 50000, region: "Overseas" },
      -1,
    ],
    [
      "excluded region, empty order: still unreachable",
      free,
      { quantity: 0, region: "Overseas" },
      -1,
    ],
    [
      "excluded region, fixed rule",
      { ...free, rule_type: "fixed", fixed_fee: 800 },
      { region: "Overseas" },
      -1,
    ],
    ["no region chosen: neither excluded nor remote", free, { subtotal: 10000, region: null }, 0],
    ["no threshold: never free", { free_over_amount: null }, { subtotal: 10_000_000 }, 1000],
    ["threshold 0: always free", { free_over_amount: 0 }, { subtotal: 0 }, 0],
    ["region names match exactly", free, { subtotal: 10000, region: "tibet" }, 0],
  ])("%s → %p", (_label, over, o, expected) => {
    expect(shippingFee(rule(over), order(o), remote)).toBe(expected);
  });

  it("without a remote list, free over applies everywhere reachable", () => {
    expect(shippingFee(rule(free), order({ subtotal: 10000, region: "Tibet" }))).toBe(0);
  });
});

// §5 Checkout requirements (an address for cart checkout or shipping-required products):
// what that address is for, and whether a shipping line is shown at all.
describe("shipsAnything / addressPurpose", () => {
  it.each<[string, boolean[], boolean, "shipping" | "billing"]>([
    ["a cart of e-vouchers", [false, false], false, "billing"],
    ["a ticket and a souvenir", [false, true], true, "shipping"],
    ["goods only", [true], true, "shipping"],
    ["nothing", [], false, "billing"],
  ])("%s", (_n, required, ships, purpose) => {
    const lines = required.map((shipping_required) => ({ shipping_required }));
    expect(shipsAnything(lines)).toBe(ships);
    expect(addressPurpose(shipsAnything(lines))).toBe(purpose);
  });
});
