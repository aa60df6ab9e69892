/** @jest-environment node */
import { readProductFilters } from "@/lib/http/catalogue";

// Issue 10: a list page drops a bad query value and shows the list, never a 500 (the upstream
// refuses control characters, so the page must not send them).
describe("list query values from a page URL", () => {
  it.each([
    [{ keyword: "\u0000" }, { page: 1 }],
    [{ keyword: "tea\u001b[31m", title: "x\ny" }, { page: 1 }],
    [{ keyword: " tea " }, { page: 1, keyword: "tea" }],
    [{ keyword: "a".repeat(101) }, { page: 1 }],
    [{ page: "-1", category_id: "x1", sort: "zzz", start_date: "2026-13-45x" }, { page: 1 }],
    [
      { page: ["2", "3"], category_id: "4" },
      { page: 2, category_id: 4 },
    ],
  ])("%j → %j", (query, filters) => {
    expect(readProductFilters(query)).toEqual(filters);
  });
});
