// Product lists whose query is a finite choice (filters by id, sort, page) are cached like any
// catalogue page: the middleware turns the query into a path key (/products → /products/l/{key})
// so the page can be rendered once and served from the cache. Free text (keyword, title) and date
// ranges stay dynamic. Edge-safe: no server-only imports. Which keys and values a list takes is
// lib/commerce/catalogue/list-query's table; this file only spells them as a path key.
import { CACHEABLE_LIST_KEYS, LIST_KEYS, readListValue } from "../commerce/catalogue/list-query";

/** each cacheable key's value in its one canonical spelling, or null when it is invalid or the default */
const canonical = (key: string, value: string): string | null => {
  if (!(CACHEABLE_LIST_KEYS as readonly string[]).includes(key)) return null;
  const read = readListValue(key as (typeof CACHEABLE_LIST_KEYS)[number], value);
  if (read === undefined || read === "default" || (key === "page" && read === 1)) return null;
  return String(read);
};
const DYNAMIC = LIST_KEYS.filter(
  (k) => !(CACHEABLE_LIST_KEYS as readonly string[]).includes(k),
) as string[];

/**
 * The cache key of a list query, or null when the list must render per request. Invalid values
 * are dropped (the list falls back, as readListQuery does) and the rest spelled one way
 * (`04` → `4`), so one list has one key; unknown keys are ignored.
 */
export function listCacheKey(params: URLSearchParams): string | null {
  const parts: string[] = [];
  for (const [key, value] of params) {
    if (!value) continue;
    if (DYNAMIC.includes(key)) return null;
    const normal = canonical(key, value);
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
    if (canonical(k, v) === v) out[k] = v;
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
