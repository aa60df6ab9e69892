// Spec §2 /products and /category/{id}, §4 product list, §7 GET products: what a product list's
// query may hold. One table for both programs and every reader of it — the middleware's cache key
// (lib/shop/list-path), the list pages and the load-more handler (lib/http/catalogue), the sort menu,
// and the upstream's products route. Each value is read on its own: a malformed one is dropped and
// the list shows without it (a shared link with one broken parameter still works).
import { isCleanText } from "../contract/text";

/** §4 sort choices; "default" is the brand's own order (and never written into a URL). */
export const LIST_SORTS = ["default", "price_asc", "price_desc", "rating", "newest"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** §3 list paging state: 20 a page. */
export const LIST_PAGE_SIZE = 20;
/** The largest page a caller may ask the upstream for (sitemaps read 50 at a time). */
export const LIST_MAX_PAGE_SIZE = 50;
/** Page numbers past this are not a list anyone browses to (4 digits). */
export const LIST_MAX_PAGE = 9_999;
/** Ids are up to 9 digits (the upstream's identifiers). */
export const LIST_MAX_ID = 999_999_999;
/**
 * §3 list paging state, §7 GET products count: a list counts its products exactly up to this many.
 * Past it the count is a lower bound (counting a whole large catalogue on every page is the cost a
 * list must not have): more than the bound, and more than the products up to the page read while
 * another page follows — so "complete when count ≤ loaded" (paging.ts) holds on every page.
 */
export const LIST_COUNT_BOUND = 200;

/**
 * The count a list page carries: `counted` matches counted up to LIST_COUNT_BOUND + 1, `before`
 * products on the pages before this one, `shown` on this one, `more` whether another follows.
 */
export function listCount(counted: number, before: number, shown: number, more: boolean): number {
  if (counted <= LIST_COUNT_BOUND) return counted;
  if (shown === 0) return LIST_COUNT_BOUND + 1;
  return Math.max(LIST_COUNT_BOUND + 1, before + shown + (more ? 1 : 0));
}

/** A count past the bound is "at least": lists say "200+ products". */
export function isCountCapped(count: number): boolean {
  return count > LIST_COUNT_BOUND;
}

/** Free text (keyword, title) is matched up to this many characters; longer is refused, not cut. */
export const LIST_TEXT_MAX = 100;

/** A calendar date YYYY-MM-DD between 1900 and 2999 that exists (no 2025-02-30). */
export function isCalendarDate(v: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
}

const id = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const page = (v: string) => (/^\d{1,4}$/.test(v) && Number(v) >= 1 ? Number(v) : undefined);
const text = (v: string) => {
  const t = v.trim();
  return t && t.length <= LIST_TEXT_MAX && isCleanText(t) ? t : undefined;
};
const date = (v: string) => (isCalendarDate(v) ? v : undefined);
const sort = (v: string) =>
  (LIST_SORTS as readonly string[]).includes(v) ? (v as ListSort) : undefined;
const sold = (v: string) => (v === "1" ? (1 as const) : undefined);

/** Each key a list query may hold, and how one raw value of it reads (undefined: dropped). */
export const LIST_QUERY = {
  page,
  category_id: id,
  poi_id: id,
  tag_id: id,
  pog_id: id,
  keyword: text,
  title: text,
  sort,
  sold,
  start_date: date,
  end_date: date,
} as const;
export type ListKey = keyof typeof LIST_QUERY;
export const LIST_KEYS = Object.keys(LIST_QUERY) as ListKey[];

/**
 * Keys whose values are a finite choice: a list made only of these can be cached (lib/shop/list-path).
 * Free text and dates make a query space without bound, so those lists render per request.
 */
export const CACHEABLE_LIST_KEYS = [
  "category_id",
  "poi_id",
  "tag_id",
  "pog_id",
  "sort",
  "sold",
  "page",
] as const satisfies readonly ListKey[];

export type ListQuery = { page: number } & Partial<{
  [K in Exclude<ListKey, "page">]: NonNullable<ReturnType<(typeof LIST_QUERY)[K]>>;
}>;

/** One raw value of a key, read by the table; undefined when the key is unknown or the value bad. */
export function readListValue<K extends ListKey>(
  key: K,
  raw: string,
): ReturnType<(typeof LIST_QUERY)[K]> | undefined {
  if (!Object.hasOwn(LIST_QUERY, key)) return undefined;
  return LIST_QUERY[key](raw) as ReturnType<(typeof LIST_QUERY)[K]>;
}

type RawQuery = URLSearchParams | Record<string, string | string[] | undefined>;

function firstValue(query: RawQuery, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  if (!Object.hasOwn(query, key)) return undefined;
  const raw = query[key];
  return Array.isArray(raw) ? raw[0] : raw;
}

/**
 * A list query as the list reads it: a repeated key counts by its first value, each bad value is
 * dropped on its own, "default" sort is the absence of one, and an end date before the start date
 * is dropped. Never throws.
 */
export function readListQuery(query: RawQuery): ListQuery {
  const out: Record<string, unknown> = { page: 1 };
  for (const key of LIST_KEYS) {
    const raw = firstValue(query, key);
    if (raw === undefined || raw === "") continue;
    const value = LIST_QUERY[key](raw);
    if (value !== undefined) out[key] = value;
  }
  if (out.sort === "default") delete out.sort;
  if (
    typeof out.start_date === "string" &&
    typeof out.end_date === "string" &&
    out.start_date > out.end_date
  )
    delete out.end_date;
  return out as ListQuery;
}
