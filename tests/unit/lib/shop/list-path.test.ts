import {
  isCacheableListPath,
  isCanonicalListKey,
  listCacheKey,
  parseListKey,
} from "@/lib/shop/list-path";

describe("list cache keys (cached catalogue lists)", () => {
  it.each([
    ["", "all"],
    ["locale=en&currency=USD&utm_source=mail", "all"],
    ["page=1&sort=default", "all"],
    ["category_id=4", "category_id.4"],
    ["sort=price_asc&category_id=4&page=2", "category_id.4~page.2~sort.price_asc"],
    ["page=2&category_id=4&sort=price_asc", "category_id.4~page.2~sort.price_asc"],
    ["sold=1", "sold.1"],
    ["category_id=-1&sort=zzz&page=abc&x=1", "all"],
    ["category_id=4&category_id=5", "category_id.4"],
    ["keyword=tea", null],
    ["category_id=4&start_date=2026-12-01", null],
    ["title=x", null],
    // one spelling per list: a key is made only of canonical values
    ["category_id=0004&page=02", "category_id.4~page.2"],
    ["category_id=0", "all"],
    // keys that name Object.prototype members are just unknown keys
    ["__proto__=1&constructor=1&toString=x&hasOwnProperty=1", "all"],
  ])("?%s → %j", (query, key) => {
    expect(listCacheKey(new URLSearchParams(query))).toBe(key);
  });

  it.each([
    ["all", {}],
    ["category_id.4~page.2~sort.price_asc", { category_id: "4", page: "2", sort: "price_asc" }],
    ["category_id.x~evil.1~sort.drop", {}],
    ["category_id.4%7Epage.3", { category_id: "4", page: "3" }],
    ["category_id.04~page.1", {}],
    ["%E0%A4%A", {}],
    ["constructor.1~__proto__.2", {}],
  ])("%s → %j", (key, query) => {
    expect(parseListKey(key)).toEqual(query);
  });

  it.each([
    ["/products", true],
    ["/category/4", true],
    ["/category/x", false],
    ["/category/0004", false],
    ["/products/l/all", false],
    ["/product/1/x", false],
  ])("%s cacheable: %s", (path, ok) => {
    expect(isCacheableListPath(path)).toBe(ok);
  });

  // Only keys the middleware makes may be rendered into the page cache
  it.each([
    ["all", true],
    ["category_id.4~page.2~sort.price_asc", true],
    ["category_id.4%7Epage.2", true],
    ["page.2~category_id.4", false], // not sorted
    ["category_id.04", false],
    ["page.1", false], // the default is written as "all"
    ["sort.default", false],
    ["category_id.4~category_id.5", false],
    ["category_id.4~evil.1", false],
    ["", false],
    ["l", false],
    ["%zz", false],
    ["a".repeat(500), false],
  ])("%s is a canonical key: %s", (key, canonical) => {
    expect(isCanonicalListKey(key)).toBe(canonical);
  });
});
