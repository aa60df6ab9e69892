// Product lists whose query is a finite choice (filters by id, sort, page) are cached like any
// catalogue page: the middleware turns the query into a path key (/products → /products/l/{key})
// so the page can be rendered once and served from the cache. Free text (keyword, title) and date
// ranges stay dynamic. Edge-safe: no server-only imports.

/** each cacheable key's value in its one canonical spelling, or null when it is invalid or the default */
const id = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? String(Number(v)) : null);
const RULES = new Map<string, (value: string) => string | null>([
  ["category_id", id],
  ["poi_id", id],
  ["tag_id", id],
  ["pog_id", id],
  ["sort", (v) => (/^(price_asc|price_desc|rating|newest)$/.test(v) ? v : null)],
  ["sold", (v) => (v === "1" ? v : null)],
  ["page", (v) => (/^\d{1,4}$/.test(v) && Number(v) > 1 ? String(Number(v)) : null)],
]);
const DYNAMIC = ["keyword", "title", "start_date", "end_date"];

/**
 * The cache key of a list query, or null when the list must render per request. Invalid values
 * are dropped (the list falls back, as readProductFilters does) and the rest spelled one way
 * (`04` → `4`), so one list has one key; unknown keys are ignored.
 */
export function listCacheKey(params: URLSearchParams): string | null {
  const parts: string[] = [];
  for (const [key, value] of params) {
    if (!value) continue;
    if (DYNAMIC.includes(key)) return null;
    const normal = RULES.get(key)?.(value);
    if (normal && !parts.some((p) => p.startsWith(`${key}.`))) parts.push(`${key}.${normal}`);
  }
  return parts.length ? parts.sort().join("~") : "all";
}

function decoded(key: string): string | null {
  try {
    return decodeURIComponent(key);
  } catch {
    return null;
  }
}

/** The query of a cache key (the inverse of listCacheKey); anything malformed is dropped. */
export function parseListKey(key: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = decoded(key);
  if (text === null || text === "all") return out;
  for (const part of text.split("~")) {
    const dot = part.indexOf(".");
    const k = part.slice(0, dot);
    const v = part.slice(dot + 1);
    if (RULES.get(k)?.(v) === v) out[k] = v;
  }
  return out;
}

/**
 * Whether a key is exactly one listCacheKey produces. Only those may be rendered into the page
 * cache: anything else in /products/l/{key} is a made-up URL (a 404, never stored).
 */
export function isCanonicalListKey(key: string): boolean {
  const text = decoded(key);
  return text !== null && text === listCacheKey(new URLSearchParams(parseListKey(key)));
}

/** Public list paths that may be cached: /products and /category/{id}. */
export function isCacheableListPath(path: string): boolean {
  return path === "/products" || /^\/category\/[1-9]\d{0,8}$/.test(path);
}
