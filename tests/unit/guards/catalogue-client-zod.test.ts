import { pathToPackage, staticImports } from "./static-imports";

// Issue 20: the product page's first JavaScript carried zod (31 KB gzip) because the booking
// panel's cancellation terms reached after-sales' request schemas and the reviews' paging reached
// the text schemas. The islands of the cached catalogue pages (product, home, lists) must reach no
// zod through their static imports; code loaded on demand (`import()`) is not part of that
// JavaScript and is not followed.

const ISLANDS = [
  "components/product/booking-panel.tsx",
  "components/product/reviews-more.tsx",
  "components/product/reviews-browser.tsx",
  "components/product/recommendations.tsx",
  "components/product/favorite-toggle.tsx",
  "components/product/coupon-claim-lazy.tsx",
  "components/product/flash-sale-box.tsx",
  "components/product/questions-lazy.tsx",
  "components/list/load-more-grid.tsx",
  "components/home/banner-carousel.tsx",
  "components/home/trust-carousel.tsx",
  "components/home/link-cells.tsx",
  "components/product/product-card-island.tsx",
  "components/promo/seckill-items.tsx",
  "components/layout/search-entry.tsx",
  "components/layout/language-picker.tsx",
  "components/layout/footer-view.tsx",
  "components/promo/live-left.tsx",
  "components/promo/flash-sale-clock.tsx",
];

/** The chain of files from `entry` to a zod import, or null when there is none. */
const pathToZod = (entry: string) =>
  pathToPackage(entry, (spec) => spec === "zod" || spec.startsWith("zod/"));

describe("the catalogue pages' client islands bring no zod (issue 20)", () => {
  it("reads value imports and skips type-only ones", () => {
    expect(
      staticImports(
        'import { z } from "zod";\nimport type { A } from "./a";\nexport { b } from "./b";\nimport "./c";\nimport {\n  d,\n  type E,\n} from "./d";',
      ),
    ).toEqual(["zod", "./b", "./c", "./d"]);
  });

  it("finds a chain to zod where there is one", () => {
    expect(pathToZod("lib/commerce/refunds/after-sales.schema.ts")).toEqual([
      "lib/commerce/refunds/after-sales.schema.ts",
    ]);
    expect(pathToZod("lib/commerce/contract/text.schema.ts")).toEqual([
      "lib/commerce/contract/text.schema.ts",
    ]);
  });

  it.each(ISLANDS)("%s", (entry) => {
    expect(pathToZod(entry)).toBeNull();
  });
});
