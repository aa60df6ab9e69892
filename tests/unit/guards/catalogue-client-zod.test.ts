import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// Issue 20: the product page's first JavaScript carried zod (31 KB gzip) because the booking
// panel's cancellation terms reached after-sales' request schemas and the reviews' paging reached
// the text schemas. The islands of the cached catalogue pages (product, home, lists) must reach no
// zod through their static imports; code loaded on demand (`import()`) is not part of that
// JavaScript and is not followed.

const ROOT = resolve(__dirname, "../../..");

const ISLANDS = [
  "components/product/booking-panel.tsx",
  "components/product/reviews-more.tsx",
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

/** Value imports and re-exports of a module (`import type` / `export type` are erased). */
function staticImports(source: string): string[] {
  const specs: string[] = [];
  const statement =
    /^\s*(import|export)\s+(type\s+)?([^;"']*?)\s+from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;
  for (const m of source.matchAll(statement)) {
    if (m[5]) specs.push(m[5]);
    else if (!m[2] && m[4]) specs.push(m[4]);
  }
  return specs;
}

function resolveLocal(spec: string, from: string): string | null {
  const base = spec.startsWith("@/")
    ? join(ROOT, spec.slice(2))
    : spec.startsWith(".")
      ? resolve(dirname(from), spec)
      : null;
  if (base === null) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** The chain of files from `entry` to a zod import, or null when there is none. */
function pathToZod(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, "utf8"))) {
      if (spec === "zod" || spec.startsWith("zod/")) return [...chain, relative(ROOT, file)];
      const next = resolveLocal(spec, file);
      if (next) {
        const found = walk(next, [...chain, relative(ROOT, file)]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(join(ROOT, entry), []);
}

describe("the catalogue pages' client islands bring no zod (issue 20)", () => {
  it("reads value imports and skips type-only ones", () => {
    expect(
      staticImports(
        'import { z } from "zod";\nimport type { A } from "./a";\nexport { b } from "./b";\nimport "./c";\nimport {\n  d,\n  type E,\n} from "./d";',
      ),
    ).toEqual(["zod", "./b", "./c", "./d"]);
  });

  it("finds a chain to zod where there is one", () => {
    expect(pathToZod("lib/commerce/after-sales.ts")).toEqual(["lib/commerce/after-sales.ts"]);
    expect(pathToZod("lib/commerce/text.ts")).toEqual(["lib/commerce/text.ts"]);
  });

  it.each(ISLANDS)("%s", (entry) => {
    expect(pathToZod(entry)).toBeNull();
  });
});
