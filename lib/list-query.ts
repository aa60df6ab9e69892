// Product lists whose query is a finite choice (filters by id, sort, page) are cached like any
// catalogue page: the middleware turns the query into a path key (/products → /products/l/{key})
// so the page can be rendered once and served from the cache. Free text (keyword, title) and date
// ranges stay dynamic. Edge-safe: no server-only imports.

const RULES: Record<string, RegExp> = {
  category_id: /^\d{1,9}$/,
  poi_id: /^\d{1,9}$/,
  tag_id: /^\d{1,9}$/,
  pog_id: /^\d{1,9}$/,
  sort: /^(default|price_asc|price_desc|rating|newest)$/,
  sold: /^1$/,
  page: /^[1-9]\d{0,3}$/,
};
const DYNAMIC = ["keyword", "title", "start_date", "end_date"];
/** handled by the middleware itself (preferences), or campaign tags that do not change the list */
const IGNORED = /^(locale|lang|currency|brand|utm_[a-z]+|gclid|fbclid)$/;

/**
 * The cache key of a list query, or null when the list must render per request. Invalid values
 * are dropped (the list falls back, as readProductFilters does); unknown keys are ignored.
 */
export function listCacheKey(params: URLSearchParams): string | null {
  const parts: string[] = [];
  for (const [key, value] of params) {
    if (!value) continue;
    if (DYNAMIC.includes(key)) return null;
    if (IGNORED.test(key)) continue;
    const rule = RULES[key];
    if (!rule || !rule.test(value) || (key === "sort" && value === "default") || (key === "page" && value === "1")) continue;
    if (!parts.some((p) => p.startsWith(`${key}.`))) parts.push(`${key}.${value}`);
  }
  return parts.length ? parts.sort().join("~") : "all";
}

/** The query of a cache key (the inverse of listCacheKey); anything malformed is dropped. */
export function parseListKey(key: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (key === "all") return out;
  for (const part of decodeURIComponent(key).split("~")) {
    const dot = part.indexOf(".");
    const k = part.slice(0, dot);
    const v = part.slice(dot + 1);
    if (RULES[k]?.test(v)) out[k] = v;
  }
  return out;
}

/** Public list paths that may be cached: /products and /category/{id}. */
export function isCacheableListPath(path: string): boolean {
  return path === "/products" || /^\/category\/\d{1,9}$/.test(path);
}
