/** @jest-environment node */
import {
  isCalendarDate,
  isCountCapped,
  LIST_COUNT_BOUND,
  listCount,
  readListQuery,
  readListValue,
} from "@/lib/commerce/catalogue/list-query";
import { listComplete } from "@/lib/commerce/catalogue/paging";
import { productQuerySchema } from "@/lib/http/catalogue";

// Spec §2 /products, §4 product list, §7 GET products: one table of what a list query holds.
describe("§2/§4 list query values, one at a time", () => {
  it.each([
    ["page", "1", 1],
    ["page", "9999", 9999],
    ["page", "10000", undefined],
    ["page", "0", undefined],
    ["page", "-1", undefined],
    ["category_id", "4", 4],
    ["category_id", "0004", 4],
    ["category_id", "0", undefined],
    ["category_id", "999999999", 999_999_999],
    ["category_id", "1000000000", undefined],
    ["poi_id", "x1", undefined],
    ["sort", "price_asc", "price_asc"],
    ["sort", "PRICE_ASC", undefined],
    ["sort", "default", "default"],
    ["sold", "1", 1],
    ["sold", "0", undefined],
    ["keyword", " tea ", "tea"],
    ["keyword", "a".repeat(100), "a".repeat(100)],
    ["keyword", "a".repeat(101), undefined],
    ["keyword", "\u0000", undefined],
    ["keyword", "tea\u001b[31m", undefined],
    ["keyword", "tea\ud800", undefined], // a lone surrogate: the upstream refuses it, so the list drops it
    ["title", "   ", undefined],
    ["start_date", "2026-12-01", "2026-12-01"],
    ["start_date", "2026-02-30", undefined],
    ["start_date", "2026-13-45x", undefined],
    ["end_date", "26-12-01", undefined],
  ] as const)("%s=%j → %j", (key, raw, value) => {
    expect(readListValue(key, raw)).toEqual(value);
  });

  it("unknown keys, including Object.prototype's, read as nothing", () => {
    for (const key of ["__proto__", "constructor", "toString", "evil"])
      expect(readListValue(key as "page", "1")).toBeUndefined();
  });

  it.each(["default", "price_asc", "price_desc", "rating", "newest"])(
    "the §4 sort %s is read as itself",
    (sort) => expect(readListValue("sort", sort)).toBe(sort),
  );

  it.each(["popular", "sales", "price", ""])("a sort §4 does not name (%p) is dropped", (sort) =>
    expect(readListValue("sort", sort)).toBeUndefined(),
  );
});

describe("§2 a list page drops each bad value and shows the list, never a 500", () => {
  it.each([
    [{ keyword: "\u0000" }, { page: 1 }],
    [{ keyword: "tea\u001b[31m", title: "x\ny" }, { page: 1 }],
    [{ keyword: " tea " }, { page: 1, keyword: "tea" }],
    [{ keyword: "a".repeat(101) }, { page: 1 }],
    [{ page: "-1", category_id: "x1", sort: "zzz", start_date: "2026-13-45x" }, { page: 1 }],
    [
      { sort: "default", sold: "1" },
      { page: 1, sold: 1 },
    ],
    [
      { page: ["2", "3"], category_id: "4" },
      { page: 2, category_id: 4 },
    ],
    [
      { start_date: "2026-12-05", end_date: "2026-12-01" },
      { page: 1, start_date: "2026-12-05" },
    ],
    [{ __proto__: "1", constructor: "1" }, { page: 1 }],
  ])("%j → %j", (query, filters) => {
    expect(readListQuery(query as Record<string, string>)).toEqual(filters);
  });

  it("reads URLSearchParams the same way (first of a repeated key)", () => {
    expect(readListQuery(new URLSearchParams("category_id=4&category_id=5&sort=rating"))).toEqual({
      page: 1,
      category_id: 4,
      sort: "rating",
    });
  });
});

describe("§7 the load-more endpoint refuses a bad value instead of dropping it", () => {
  it.each([
    [
      { page: "2", category_id: "4", sort: "newest" },
      { page: 2, category_id: 4, sort: "newest" },
    ],
    [{}, { page: 1 }],
    [{ unknown: "x" }, { page: 1 }],
  ])("%j → %j", (query, parsed) => {
    expect(productQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    { page: "0" },
    { sort: "zzz" },
    { keyword: "\u0000" },
    { category_id: "abc" },
    { start_date: "2026-02-30" },
  ])("%j → refused", (query) => {
    expect(productQuerySchema.safeParse(query).success).toBe(false);
  });
});

// Spec §2 /products date range (start_date, end_date): only a day of the calendar counts.
describe("§2 the date range filter takes a calendar date that exists: isCalendarDate", () => {
  it.each<[string, boolean]>([
    ["2026-03-05", true],
    ["2028-02-29", true],
    ["1900-01-01", true],
    ["2999-12-31", true],
    ["2027-02-29", false],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["1899-12-31", false],
    ["3000-01-01", false],
    ["2026-3-5", false],
    ["2026-03-05T00:00", false],
    ["20260305", false],
    ["", false],
  ])("%j → %s", (value, expected) => expect(isCalendarDate(value)).toBe(expected));
});

describe("§3 list paging state, §7 GET products count: exact up to the bound, then at least", () => {
  it.each([
    // counted (up to bound + 1), before this page, shown on it, more after it → count
    [0, 0, 0, false, 0],
    [37, 20, 17, false, 37],
    [LIST_COUNT_BOUND, 180, 20, false, LIST_COUNT_BOUND],
    [LIST_COUNT_BOUND + 1, 0, 20, true, LIST_COUNT_BOUND + 1],
    [LIST_COUNT_BOUND + 1, 980, 20, true, 1001], // page 50: more than the products so far
    [LIST_COUNT_BOUND + 1, 1980, 7, false, 1987], // the last page: exactly how many there were
    [LIST_COUNT_BOUND + 1, 199_980, 0, false, LIST_COUNT_BOUND + 1], // past the end: no claim
  ])("counted %i, %i before, %i shown, more: %s → %i", (counted, before, shown, more, count) => {
    expect(listCount(counted, before, shown, more)).toBe(count);
  });

  it("keeps 'complete when count ≤ loaded' true on every page past the bound (§4 load more)", () => {
    // a capped list of 1,234 products read 20 at a time: complete only after the last page
    const total = 1234;
    for (let before = 0; before < total; before += 20) {
      const shown = Math.min(20, total - before);
      const more = before + shown < total;
      const count = listCount(LIST_COUNT_BOUND + 1, before, shown, more);
      expect([before, listComplete(count, before + shown, shown)]).toEqual([before, !more]);
    }
  });

  it.each([
    [LIST_COUNT_BOUND, false],
    [LIST_COUNT_BOUND + 1, true],
  ])("a count of %i is capped: %s", (count, capped) => {
    expect(isCountCapped(count)).toBe(capped);
  });
});
