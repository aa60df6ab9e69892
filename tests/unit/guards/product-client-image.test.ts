import { pathToPackage } from "./static-imports";

// Issue 20: next/image is a client component (~6 KB gzip with its config and loader), so a page
// that renders one anywhere ships it in its first JavaScript. The product page's photos are plain
// <img>s (the gallery's SVGs as they are, the reviewers' photos through the optimizer's URLs:
// components/product/review-item reviewPhoto); nothing the product page renders may reach
// next/image through its static imports again. (The recommendations' cards load theirs on demand.)

const ENTRY = "app/[brand]/[locale]/[currency]/product/[id]/[seo]/page.tsx";
const pathToImage = (entry: string) =>
  pathToPackage(entry, (spec) => spec === "next/image" || spec.startsWith("next/image/"));

describe("the product page reaches no next/image (issue 20)", () => {
  it("finds a chain to next/image where there is one", () => {
    expect(pathToImage("components/cart/cart-line.tsx")).toEqual(["components/cart/cart-line.tsx"]);
  });

  it("the product page and its islands", () => {
    expect(pathToImage(ENTRY)).toBeNull();
  });
});
