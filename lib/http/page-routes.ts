// What kind of answer a path gets, as the middleware must know it before Next renders anything
// (docs/decisions/csp-and-cdn.md). Pure, edge-safe.

/**
 * The page routes whose 200 answers the page cache stores (ISR: rendered once per internal path,
 * then served to everyone), as the internal path after /{brand}/{locale}/{currency}. Their nonce
 * is the page's own (lib/http/csp.ts cachedPageNonce). Kept equal to the build's list of ISR routes
 * (.next/prerender-manifest.json) by tests/e2e/page-routes.spec.ts.
 */
const CACHED_PAGES: readonly RegExp[] = [
  /^$/,
  /^\/(agreement|faq|privacy|login)$/,
  /^\/auth\/(agreement|index|login|password-reset|password-reset2|platform-warning|register|register-tk)$/,
  /^\/category\/[^/]+\/l\/[^/]+$/,
  /^\/product\/not-found$/,
  /^\/product\/[^/]+\/[^/]+$/,
  /^\/products\/l\/[^/]+$/,
  /^\/promotion\/seckill$/,
  /^\/promotion\/special\/[^/]+$/,
];

/** Whether the page at this internal path (after the three shop segments) is stored by the page cache. */
export function isCachedPage(rest: string): boolean {
  return CACHED_PAGES.some((re) => re.test(rest));
}

/** The shop's route handlers under a public page path (not /api/ or /media/): no page, no nonce. */
const ROUTE_HANDLERS: readonly RegExp[] = [
  /^\/(robots\.txt|sitemap\.xml|favicon\.ico|check|init|register|upgrading|unavailable)$/,
  /^\/og\/product\/[^/]+$/,
  /^\/t\/[^/]+$/,
];

export function isRouteHandlerPath(path: string): boolean {
  return ROUTE_HANDLERS.some((re) => re.test(path));
}
