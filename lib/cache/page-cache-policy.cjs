// What may enter Next's page and data cache (docs/decisions/csp-and-cdn.md, "page cache"), asked
// by lib/cache/page-cache-handler.cjs (next.config `cacheHandler`) before each write. Plain
// CommonJS: the handler is loaded by Node at run time, not bundled with the app, so the answer is
// decided here from the entry itself — nothing needs registering from the app first.
//
// Strangers must not be able to grow the cache: only what a real page, list, category or product
// produces is stored.
// - A page answer other than 200 is never stored: unknown ids and list keys (404), redirects.
// - A page whose HTML carries the no-store mark (lib/cache/page-cache-marks.tsx: a list that
//   shows no product — an unknown filter id, a page past the end) is not.
// - A catalogue read that came back empty (markReadEmpty, inside withReadMark) is stored only over
//   an entry of its own key: a list that became empty replaces its old answer, a made-up query
//   adds nothing.
// A stored page also keeps what its answers vary by (SHARED_VARY): Next sets a page's Vary to its
// router headers only and replays an entry's headers after it, so every answer served from the
// entry — the first one too, which is built from this same object — names them.

/** the mark a page renders into its HTML when it must not be stored (page-cache-marks.tsx) */
const NO_STORE_MARK = '<meta name="x-page-cache" content="no-store"/>';

/** what a stored page's answers vary by besides the router's headers (lib/http/shared-cache.ts) */
const SHARED_VARY = "Accept-Language, Cookie, X-Forwarded-Host";

const READ_MARKS = Symbol.for("storefront.cache.readMarks");

const PAGE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/**
 * Whether to store `value` (a cache entry Next is about to write); `exists()` answers whether the
 * cache already holds its key. May add the Vary header to a page entry it admits.
 */
async function admit(value, exists) {
  if (!value || typeof value !== "object") return true;
  if (PAGE_KINDS.has(value.kind)) {
    if ((value.status ?? 200) !== 200) return false;
    if (typeof value.html === "string" && value.html.includes(NO_STORE_MARK)) return false;
    if (value.kind === "APP_PAGE") (value.headers ??= {}).vary = SHARED_VARY;
    return true;
  }
  if (value.kind === "FETCH") return !globalThis[READ_MARKS]?.getStore()?.empty || (await exists());
  return true;
}

module.exports = { admit, NO_STORE_MARK, SHARED_VARY };
