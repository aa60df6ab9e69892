import { pathToPackage } from "./static-imports";

// Issue 20: what the product page renders decides its first JavaScript; these stay out of it.
// - next/image is a client component (~6 KB gzip with its config and loader): the product page's
//   photos are plain <img>s (the gallery's SVGs as they are, the reviewers' photos through the
//   optimizer's URLs: components/product/review-item reviewPhoto).
// Code loaded on demand (`import()`, next/dynamic) is not followed.

const ENTRY = "app/[brand]/[locale]/[currency]/product/[id]/[seo]/page.tsx";
const pathTo = (name: string) => (entry: string) =>
  pathToPackage(entry, (spec) => spec === name || spec.startsWith(`${name}/`));

describe.each([["next/image", "components/cart/cart-line.tsx"]])(
  "the product page reaches no %s through static imports (issue 20)",
  (name, user) => {
    it(`finds a chain to ${name} where there is one`, () => {
      expect(pathTo(name)(user)).toEqual([user]);
    });

    it("the product page and its islands", () => {
      expect(pathTo(name)(ENTRY)).toBeNull();
    });
  },
);
