// The 503 a page rendered per request gets while the upstream is down (docs/decisions/
// upstream-outage.md): middleware.ts rewrites the request to the unavailable route
// (app/[brand]/[locale]/[currency]/unavailable/route.ts) with these request headers, which it
// drops from whatever a client sent. Pure, edge-safe.

/** set by the middleware on the rewrite: without it the route is a 404 (nobody asks for it by name) */
export const GATE_HEADER = "x-shop-upstream-gate";
/** seconds until the upstream is worth asking again (the answer's Retry-After) */
export const RETRY_AFTER_HEADER = "x-shop-retry-after";
/** the public path and query the shopper asked for: the page's retry link */
export const PUBLIC_URL_HEADER = "x-shop-public-url";
