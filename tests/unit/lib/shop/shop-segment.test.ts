import { parseShopSegment, shopSegment } from "@/lib/shop/shop-segment";

// The currency segment of the rewrite carries whether a session cookie was there: a cached page
// exists once for each, and nothing personal is in the key.

it.each<[string, boolean, string]>([
  ["CNY", false, "CNY"],
  ["USD", true, "USD~signed-in"],
])("shopSegment(%s, %s) → %s, and back", (currency, signedIn, segment) => {
  expect(shopSegment(currency as "CNY", signedIn)).toBe(segment);
  expect(parseShopSegment(segment)).toEqual({ currency, signedIn });
});

it.each(["XXX", "cny", "CNY~", "CNY~signed", "~signed-in", "CNY~signed-in~signed-in", ""])(
  "%j is no segment the middleware writes",
  (segment) => {
    expect(parseShopSegment(segment)).toBeNull();
  },
);
