// Which page answers a shared cache (a CDN, the cluster's nginx) may keep, and how it must key them
// (docs/decisions/csp-and-cdn.md, "A shared CDN"). Edge-safe: the middleware decides from the
// request, for a cached route (lib/http/page-routes.ts), and gives the answer its Cache-Control.

/**
 * What a public page answer varies by, for any shared cache that honours Vary: the locale comes
 * from Accept-Language, the brand from the (forwarded) host, and Next answers its RSC payload under
 * the same URL when the router's headers are sent. Preference cookies make an answer private, so
 * `Cookie` is here for caches that cannot tell those cookies from others.
 */
export const SHARED_CACHE_VARY = [
  "Accept-Language",
  "Cookie",
  "X-Forwarded-Host",
  "RSC",
  "Next-Router-State-Tree",
  "Next-Router-Prefetch",
  "Next-Router-Segment-Prefetch",
] as const;

/**
 * Cookies that change the HTML under one URL (locale, currency, brand), the channel that makes
 * lists render per request, and the session: a request carrying one is answered privately.
 * Other cookies (the consent notice's) change nothing the server renders.
 */
export const RENDERING_COOKIES = [
  "tf_locale",
  "tf_currency",
  "tf_brand",
  "tf_channel",
  "tf_session",
] as const;

/** The catalogue's public paths (spec §2): home, lists, categories, products, promotions, info pages. */
const CATALOGUE: readonly RegExp[] = [
  /^\/$/,
  /^\/products$/,
  /^\/category\/[1-9]\d{0,8}$/,
  /^\/product\/[1-9]\d{0,11}(\/[^/]+)?$/,
  /^\/promotion\/seckill$/,
  /^\/promotion\/special\/[^/]+$/,
  /^\/(faq|agreement|privacy)$/,
];

export function isCataloguePath(path: string): boolean {
  return CATALOGUE.some((re) => re.test(path));
}

export type SharedCacheRequest = {
  method: string;
  /** the public path, before the middleware's rewrite */
  path: string;
  cookieNames: readonly string[];
  /** WeChat's own browser: its policy names WeChat's JS-SDK host, which no other browser's does */
  wechat: boolean;
  /** the answer writes preference cookies (a ?locale=, ?currency= or ?brand= choice) */
  setsCookies: boolean;
};

/**
 * Whether this page request may be answered publicly: a read of a catalogue page, with no cookie
 * that changes the page, writing no cookie. (The middleware also requires a cached route. It does
 * not see the router's headers — Next strips them before it runs — but Next answers the router's
 * payload under a URL of its own, `?_rsc=…`, and both answers name the router's headers in Vary.)
 */
export function maySharePage(request: SharedCacheRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    isCataloguePath(request.path) &&
    !request.wechat &&
    !request.setsCookies &&
    !request.cookieNames.some((name) => (RENDERING_COOKIES as readonly string[]).includes(name))
  );
}

/** The Cache-Control of a public page answer; 0 for `sMaxAge` means pages stay private. */
export function publicCacheControl({
  sMaxAge,
  staleWhileRevalidate,
  staleIfError,
}: {
  sMaxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}): string {
  // max-age=0: a browser revalidates each time (ETag → 304), as with the private answer
  const parts = ["public", "max-age=0", `s-maxage=${sMaxAge}`];
  if (staleWhileRevalidate > 0) parts.push(`stale-while-revalidate=${staleWhileRevalidate}`);
  if (staleIfError > 0) parts.push(`stale-if-error=${staleIfError}`);
  return parts.join(", ");
}
