import { isCacheableListPath, listCacheKey, parseListKey } from "@/lib/list-query";

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
  ])("?%s → %j", (query, key) => {
    expect(listCacheKey(new URLSearchParams(query))).toBe(key);
  });

  it.each([
    ["all", {}],
    ["category_id.4~page.2~sort.price_asc", { category_id: "4", page: "2", sort: "price_asc" }],
    ["category_id.x~evil.1~sort.drop", {}],
    ["category_id.4%7Epage.3", { category_id: "4", page: "3" }],
  ])("%s → %j", (key, query) => {
    expect(parseListKey(key)).toEqual(query);
  });

  it.each([
    ["/products", true],
    ["/category/4", true],
    ["/category/x", false],
    ["/products/l/all", false],
    ["/product/1/x", false],
  ])("%s cacheable: %s", (path, ok) => {
    expect(isCacheableListPath(path)).toBe(ok);
  });
});
