/** @jest-environment node */
import { CanonicalProducts, productPath } from "@/lib/http/canonical-product";

// One URL per product (spec §2 product detail): the middleware sends every other spelling to
// /product/{id}/{seo_sn} (lib/http/canonical-product.ts). Fake upstream and clock.

const HEADERS = { platform: "default" };
const found = (id: number, seo_sn: string) =>
  new Response(JSON.stringify({ code: 10000, data: { id, seo_sn, title: "x" } }));
const missing = () =>
  new Response(JSON.stringify({ code: 20004, message: "not found", data: null }), { status: 404 });

function products(answer: () => Promise<Response>) {
  let now = 0;
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (url) => (asked.push(String(url)), answer());
  const table = new CanonicalProducts({
    upstream: "http://upstream.test",
    ttlMs: 60_000,
    timeoutMs: 100,
    maxEntries: 2,
    now: () => now,
    fetch,
  });
  return { table, asked, tick: (ms: number) => (now += ms) };
}

it.each<[string, { id: string; slug?: string } | null]>([
  ["/product/1000", { id: "1000" }],
  ["/product/1000/kyoto", { id: "1000", slug: "kyoto" }],
  ["/product/01000/x", { id: "01000", slug: "x" }],
  ["/product/1000/a/b", null],
  ["/product/abc", null],
  ["/product/not-found", null],
  ["/products/1000", null],
])("productPath(%j)", (path, expected) => {
  expect(productPath(path)).toEqual(expected);
});

it.each<[string, string | null]>([
  ["/product/1000/kyoto-day-trip", null], // canonical
  ["/product/1000", "/product/1000/kyoto-day-trip"],
  ["/product/1000/old-title", "/product/1000/kyoto-day-trip"],
  ["/product/01000/kyoto-day-trip", "/product/1000/kyoto-day-trip"],
  ["/product/1000/kyoto%2Dday%2Dtrip", null], // the same slug, percent-encoded
  ["/product/1000/%zz", "/product/1000/kyoto-day-trip"],
])("%s → %s", async (path, target) => {
  const { table } = products(async () => found(1000, "kyoto-day-trip"));
  expect(await table.redirectFor(path, HEADERS)).toBe(target);
});

it("an id the upstream has no product for is missing; one it cannot be asked about is left to the pages", async () => {
  expect(await products(async () => missing()).table.redirectFor("/product/9", HEADERS)).toBe(
    "missing",
  );
  const down = products(async () => {
    throw new Error("refused");
  });
  expect(await down.table.redirectFor("/product/9/x", HEADERS)).toBeNull();
  const broken = products(async () => new Response("<html>502</html>", { status: 502 }));
  expect(await broken.table.redirectFor("/product/9/x", HEADERS)).toBeNull();
});

it("asks the upstream once per id per ttl, and keeps a bounded table", async () => {
  const { table, asked, tick } = products(async () => found(1, "a"));
  await table.redirectFor("/product/1/x", HEADERS);
  await table.redirectFor("/product/1", HEADERS);
  expect(asked).toEqual(["http://upstream.test/product/1"]);
  tick(60_000);
  await table.redirectFor("/product/1", HEADERS);
  expect(asked).toHaveLength(2);
  // two entries at most: a third id drops the oldest
  await table.redirectFor("/product/2", HEADERS);
  await table.redirectFor("/product/3", HEADERS);
  await table.redirectFor("/product/1", HEADERS);
  expect(asked).toHaveLength(5);
});
