import {
  appendPage,
  failedPage,
  firstPage,
  lastPage,
  listComplete,
  pageFromQuery,
} from "@/lib/commerce/catalogue/paging";

const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

// Spec §3 list paging state, §4 loading: complete when count ≤ loaded; a failed page marks the
// list fully loaded.
describe("list paging state (spec §3, §4, §8)", () => {
  it.each([
    [45, 20, false],
    [20, 20, true],
    [0, 0, true],
    [5, 5, true],
  ])("first page of count %i with %i items: loaded all = %s", (count, n, done) => {
    expect(firstPage({ list: items(1, n), count, page: 1, page_size: 20 }).isLoadedAll).toBe(done);
  });

  it("appends pages until count ≤ loaded, without repeating items", () => {
    let s = firstPage({ list: items(1, 20), count: 45, page: 1, page_size: 20 });
    s = appendPage(s, { list: items(21, 20), count: 45, page: 2 });
    expect(s).toMatchObject({ currentPage: 2, isLoadedAll: false });
    s = appendPage(s, { list: [...items(40, 1), ...items(41, 5)], count: 45, page: 3 });
    expect(s.list.map((x) => x.id)).toEqual(items(1, 45).map((x) => x.id));
    expect(s.isLoadedAll).toBe(true);
  });

  it("an empty page ends the list even if count says otherwise", () => {
    const s = appendPage(firstPage({ list: items(1, 20), count: 99, page: 1, page_size: 20 }), {
      list: [],
      count: 99,
      page: 2,
    });
    expect(s.isLoadedAll).toBe(true);
  });

  it.each([
    // count, loaded, length of the last page → complete
    [0, 0, 0, true],
    [25, 20, 20, false],
    [25, 25, 5, true],
    [25, 20, 0, true], // an empty page ends the list even if count says more
    [20, 20, 20, true],
  ])("§3 list complete: count %i, loaded %i, last page %i → %s", (count, loaded, last, done) => {
    expect(listComplete(count, loaded, last)).toBe(done);
  });

  it("a failed page marks the list fully loaded", () => {
    expect(
      failedPage(firstPage({ list: items(1, 20), count: 99, page: 1, page_size: 20 })).isLoadedAll,
    ).toBe(true);
  });

  it.each([
    [undefined, 1],
    ["3", 3],
    ["0", 1],
    ["-2", 1],
    ["abc", 1],
    ["9999", 9999],
    ["10000", 1],
    ["999999", 1],
    [["4", "5"], 4],
  ])("?page=%j → %i", (value, page) => {
    expect(pageFromQuery(value as string | string[] | undefined)).toBe(page);
  });

  it.each([
    [0, 1],
    [20, 1],
    [21, 2],
    [126, 7],
  ])("count %i has %i pages", (count, pages) => {
    expect(lastPage(count)).toBe(pages);
  });
});
