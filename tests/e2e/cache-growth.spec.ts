import { readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ON_SERVERLESS } from "./support/servers";

// The page cache cannot be grown by strangers: only keys a real list, category or
// product produces may create a cache entry. Measured where `next start` keeps them — the page
// cache (.next/server/route-cache: one .meta file per stored page) and the data cache under it
// (.next/cache/fetch-cache: one file per stored upstream read) — around 200 made-up URLs.

const PRODUCT = "/product/1000/hong-kong-highlights-small-group-day-tour";
const ROUTE_CACHE = path.join(process.cwd(), ".next/server/route-cache");
const DATA_CACHE = path.join(process.cwd(), ".next/cache/fetch-cache");

function countFiles(dir: string, keep: (name: string) => boolean): number {
  let n = 0;
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) n += countFiles(path.join(dir, entry.name), keep);
      else if (keep(entry.name)) n += 1;
    }
  } catch {
    // not created yet: nothing stored
  }
  return n;
}

// On the serverless preview (playwright.serverless.config.ts) the caches are one local R2 bucket
// that miniflare keeps in SQLite under .wrangler/state: OpenNext names a page entry `….cache` and
// a data entry `….fetch` (serverless/admitted-cache.ts asks the same admission rule first).
const R2_OBJECTS = path.join(process.cwd(), ".wrangler/state/v3/r2/miniflare-R2BucketObject");

function r2Keys(): string[] {
  const file = readdirSync(R2_OBJECTS).find(
    (name) => name.endsWith(".sqlite") && name !== "metadata.sqlite",
  );
  if (!file) return [];
  const db = new DatabaseSync(path.join(R2_OBJECTS, file), { readOnly: true });
  try {
    return db
      .prepare("SELECT key FROM _mf_objects")
      .all()
      .map((row) => String(row.key));
  } finally {
    db.close();
  }
}

const measure = () => {
  if (ON_SERVERLESS) {
    const keys = r2Keys();
    return {
      pages: keys.filter((key) => key.endsWith(".cache")).length,
      data: keys.filter((key) => key.endsWith(".fetch")).length,
    };
  }
  return {
    pages: countFiles(ROUTE_CACHE, (name) => name.endsWith(".meta")),
    data: countFiles(DATA_CACHE, (name) => !name.endsWith(".json")), // the tags manifest is not an entry
  };
};

/**
 * the cache once writes have settled (an answer is sent after its entry is stored; give the disk a
 * moment): Playwright reads the counts every 300 ms until two reads in a row agree
 */
async function settled() {
  let last = measure();
  let steady = 0;
  await expect
    .poll(
      () => {
        const now = measure();
        steady = now.pages === last.pages && now.data === last.data ? steady + 1 : 0;
        last = now;
        return steady;
      },
      { intervals: [300], timeout: 30_000, message: "the page and data caches stop changing" },
    )
    .toBeGreaterThanOrEqual(2);
  return last;
}

const rnd = (digits: number) =>
  String(10 ** (digits - 1) + Math.floor(Math.random() * 9 * 10 ** (digits - 1)));
const word = () => Math.random().toString(36).slice(2, 10);
/** every request names brand, locale and currency in its query: no cookie from an earlier one decides */
const at = (p: string) => `${p}${p.includes("?") ? "&" : "?"}brand=default&locale=en&currency=USD`;

async function get(request: APIRequestContext, p: string) {
  const res = await request.get(at(p), { maxRedirects: 0 });
  expect(res.status(), p).toBeLessThan(500);
  return res;
}

test.describe.configure({ timeout: 90_000 });

test("200 made-up keys leave the page and data caches as they were; a real new list adds its entry", async ({
  request,
}) => {
  // the real pages first: their own entries, and the shared reads (settings, cities, keywords) every page makes
  for (const p of [
    "/",
    "/products",
    "/products?page=2",
    "/category/1",
    PRODUCT,
    "/promotion/special/eat-local",
    "/promotion/seckill",
  ]) {
    expect((await get(request, p)).status(), p).toBe(200);
  }
  const before = await settled();
  expect(before.pages).toBeGreaterThan(0);

  const madeUp = [
    ...Array.from({ length: 30 }, () => `/product/${rnd(9)}/${word()}`), // unknown ids
    ...Array.from({ length: 20 }, () => `/product/${rnd(9)}`),
    ...Array.from({ length: 20 }, () => `/product/1000/${word()}`), // wrong slugs
    ...Array.from(
      { length: 5 },
      (_, i) => `/product/${"0".repeat(i + 1)}1000/hong-kong-highlights-small-group-day-tour`,
    ), // another spelling of the id
    ...Array.from({ length: 25 }, () => `/products/l/${word()}`), // unknown list keys
    ...Array.from({ length: 5 }, () => `/products/l/category_id.0${rnd(2)}~page.2`), // a key the middleware never makes
    ...Array.from({ length: 20 }, () => `/products?category_id=${rnd(8)}`), // unknown filter ids
    ...Array.from({ length: 10 }, () => `/products?tag_id=${rnd(7)}&sort=price_asc`),
    ...Array.from({ length: 10 }, () => `/products?page=${rnd(4)}`), // past the last page
    ...Array.from({ length: 15 }, () => `/category/${rnd(8)}`), // unknown categories
    ...Array.from({ length: 5 }, () => `/category/1?page=${rnd(4)}`),
    ...Array.from({ length: 10 }, () => `/promotion/special/${word()}`), // unknown promotions
    ...Array.from({ length: 10 }, () => `/products?keyword=${word()}`), // free text: read per request
    ...Array.from({ length: 5 }, () => `/api/catalogue/search?keyword=${word()}`),
    ...Array.from({ length: 5 }, () => `/api/catalogue/products?category_id=${rnd(8)}`),
    ...Array.from({ length: 5 }, () => `/api/catalogue/product/1000/comments?page=${rnd(4)}`),
  ];
  expect(madeUp).toHaveLength(200);
  for (const p of madeUp) await get(request, p);
  const after = await settled();
  expect(
    after,
    `made-up keys stored entries: pages ${before.pages} → ${after.pages}, data ${before.data} → ${after.data}`,
  ).toEqual(before);
  test.info().annotations.push({
    type: "cache entries",
    description: `pages ${before.pages}, data ${before.data}, before and after 200 made-up keys`,
  });

  // the measure is not blind: a real list this run has not stored yet adds its page
  const sorts = ["price_asc", "price_desc", "rating", "newest"];
  const real = `/category/${1 + Math.floor(Math.random() * 6)}?sort=${sorts[Math.floor(Math.random() * sorts.length)]}&currency=${["JPY", "EUR", "GBP", "SGD"][Math.floor(Math.random() * 4)]}`;
  const res = await request.get(`${real}&brand=default&locale=zh-hant`, { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  const fresh = res.headers()["x-nextjs-cache"] === "MISS";
  const grown = await settled();
  if (fresh) expect(grown.pages).toBe(after.pages + 1);
  else expect(grown.pages).toBe(after.pages);
});
