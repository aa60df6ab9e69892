import { pathToPackage } from "./static-imports";

// What the product page renders decides its first JavaScript; these stay out of it.
// - next/image is a client component (~6 KB gzip with its config and loader): the product page's
//   photos are plain <img>s (the gallery's SVGs as they are, the reviewers' photos through the
//   optimizer's URLs: components/product/review-item reviewPhoto).
// - SWR (~5.5 KB gzip): the favourite toggle's, the member price's and Book/Add to basket's live
//   sides load once the browser is idle (favorite-toggle-live, member-price-lazy,
//   booking-actions-live), as the header's session and basket do.
// Code loaded on demand (`import()`, next/dynamic) is not followed.

const ENTRY = "app/[brand]/[locale]/[currency]/product/[id]/[seo]/page.tsx";
const pathTo = (name: string) => (entry: string) =>
  pathToPackage(entry, (spec) => spec === name || spec.startsWith(`${name}/`));

describe.each([
  ["next/image", "components/cart/cart-line.tsx"],
  ["swr", "components/product/favorite-toggle-live.tsx"],
])(
  "the product page reaches no %s through static imports (docs/decisions/product-page-weight.md)",
  (name, user) => {
    it(`finds a chain to ${name} where there is one`, () => {
      expect(pathTo(name)(user)).toEqual([user]);
    });

    it("the product page and its islands", () => {
      expect(pathTo(name)(ENTRY)).toBeNull();
    });
  },
);
