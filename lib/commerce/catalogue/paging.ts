// Spec §3 "list paging state" and §4/§8 list loading: page size 20; a list is complete when
// count ≤ loaded; a failed page marks the list fully loaded (no endless retry loop).
import { LIST_PAGE_SIZE, readListValue } from "./list-query";

export type PagingState<T> = {
  list: T[];
  count: number;
  currentPage: number;
  pageSize: number;
  isLoadedAll: boolean;
};

/** §3: a list is complete once count ≤ loaded, or when a page came back empty (no endless loop). */
export function listComplete(count: number, loaded: number, lastPageLength: number): boolean {
  return count <= loaded || lastPageLength === 0;
}

export function firstPage<T>(page: {
  list: T[];
  count: number;
  page: number;
  page_size: number;
}): PagingState<T> {
  return {
    list: page.list,
    count: page.count,
    currentPage: page.page,
    pageSize: page.page_size,
    isLoadedAll: listComplete(page.count, page.list.length, page.list.length),
  };
}

/** Append the next page; items already shown (same id) are not repeated. */
export function appendPage<T extends { id: number }>(
  state: PagingState<T>,
  page: { list: T[]; count: number; page: number },
): PagingState<T> {
  const seen = new Set(state.list.map((x) => x.id));
  const list = [...state.list, ...page.list.filter((x) => !seen.has(x.id))];
  return {
    ...state,
    list,
    count: page.count,
    currentPage: page.page,
    isLoadedAll: listComplete(page.count, list.length, page.list.length),
  };
}

export function failedPage<T>(state: PagingState<T>): PagingState<T> {
  return { ...state, isLoadedAll: true };
}

/** Pages for plain links (?page=N): 1-based, as a list query reads it (lib/commerce/catalogue/list-query). */
export function pageFromQuery(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw ? (readListValue("page", raw) ?? 1) : 1;
}

export function lastPage(count: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
