// Spec §3 "list paging state" and §4/§8 list loading: page size 20; a list is complete when
// count ≤ loaded; a failed page marks the list fully loaded (no endless retry loop).
export const LIST_PAGE_SIZE = 20;

export type PagingState<T> = {
  list: T[];
  count: number;
  currentPage: number;
  pageSize: number;
  isLoadedAll: boolean;
};

export function firstPage<T>(page: { list: T[]; count: number; page: number; page_size: number }): PagingState<T> {
  return {
    list: page.list,
    count: page.count,
    currentPage: page.page,
    pageSize: page.page_size,
    isLoadedAll: page.count <= page.list.length || page.list.length === 0,
  };
}

/** Append the next page; items already shown (same id) are not repeated. */
export function appendPage<T extends { id: number }>(state: PagingState<T>, page: { list: T[]; count: number; page: number }): PagingState<T> {
  const seen = new Set(state.list.map((x) => x.id));
  const list = [...state.list, ...page.list.filter((x) => !seen.has(x.id))];
  return {
    ...state,
    list,
    count: page.count,
    currentPage: page.page,
    isLoadedAll: page.count <= list.length || page.list.length === 0,
  };
}

export function failedPage<T>(state: PagingState<T>): PagingState<T> {
  return { ...state, isLoadedAll: true };
}

/** Pages for plain links (?page=N): 1-based, clamped to what exists. */
export function pageFromQuery(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function lastPage(count: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
