import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { getBrand } from "./brands";
import { isLoginRequired, loginRedirectPath } from "./lib/commerce/accounts/access";
import { isWechatBrowser } from "./lib/commerce/accounts/wechat";
import { env, sessionSecret } from "./lib/env";
import { CanonicalProducts, productPath } from "./lib/http/canonical-product";
import { CLIENT_ADDRESS_HEADER, forwardedClient } from "./lib/http/client-address";
import { cachedPageNonce, contentSecurityPolicy, freshNonce } from "./lib/http/csp";
import { isCachedPage, isRouteHandlerPath } from "./lib/http/page-routes";
import { isHandlerPath, refuseMethod } from "./lib/http/request-method";
import { rejectRequestTarget } from "./lib/http/request-target";
import { cookiesAreSecure } from "./lib/http/secure-cookies";
import { maySharePage, publicCacheControl, SHARED_CACHE_VARY } from "./lib/http/shared-cache";
import { GATE_HEADER, PUBLIC_URL_HEADER, RETRY_AFTER_HEADER } from "./lib/http/unavailable";
import { UpstreamGate } from "./lib/http/upstream-gate";
import { isCacheableListPath, listCacheKey } from "./lib/shop/list-path";
import { COOKIES, resolvePreferences, type Preferences } from "./lib/shop/preferences";
import { shopSegment } from "./lib/shop/shop-segment";

// Everything a page answer carries is decided here, at the edge, from the request alone — the
// same on `next start`, Next's standalone server.js and a serverless host (docs/decisions/
// request-pipeline.md). The security headers every answer carries come from next.config
// `headers()` (lib/http/security-headers.mjs); this file replaces their policy on pages.

const YEAR = 60 * 60 * 24 * 365;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,80}$/;
const PRODUCTION = env.SHOP_STAGE === "production";
const TRUST = {
  hops: env.TRUSTED_PROXY_HOPS,
  proxies: env.TRUSTED_PROXIES,
  header: env.TRUSTED_CLIENT_IP_HEADER,
};
/** a page that varies by cookies and Accept-Language under one URL: browsers revalidate (ETag → 304) */
const PRIVATE_PAGE = "private, no-cache";
const SHARED_PAGE =
  env.CDN_MAX_AGE > 0
    ? publicCacheControl({
        sMaxAge: env.CDN_MAX_AGE,
        staleWhileRevalidate: env.CDN_STALE_WHILE_REVALIDATE,
        staleIfError: env.CDN_STALE_IF_ERROR,
      })
    : null;

// one of each per middleware instance (an edge isolate, or `next start`'s edge sandbox)
const gate = new UpstreamGate({
  upstream: env.UPSTREAM_URL,
  intervalMs: 1000,
  timeoutMs: Math.min(1000, env.UPSTREAM_BUDGET_MS),
  retryAfter: env.UPSTREAM_BREAKER_COOLDOWN_MS / 1000,
});
const products = new CanonicalProducts({
  upstream: env.UPSTREAM_URL,
  ttlMs: 60_000,
  timeoutMs: Math.min(1000, env.UPSTREAM_BUDGET_MS),
  maxEntries: 5000,
});

function plain(status: number, headers: Record<string, string>): NextResponse {
  return new NextResponse(status === 405 ? "Method Not Allowed" : null, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}

function upstreamHeaders(prefs: Preferences, requestId: string): Record<string, string> {
  return {
    vendor: prefs.brand,
    platform: prefs.brand,
    channel: "web",
    language: prefs.locale,
    currency: prefs.currency,
    "x-request-id": requestId,
  };
}

/**
 * Resolves brand, locale and currency, persists explicit choices in cookies, guards
 * login-required routes, and rewrites the public path to /[brand]/[locale]/[currency]/… so that
 * every page is cacheable per (brand, locale, currency, session present). Pages check the session
 * again. On the way it decides the request's client address, refuses what no route takes, sends
 * other spellings of a product URL to the canonical one, answers 503 for pages rendered per request
 * while the upstream is down, and gives each page its policy and its caching.
 */
export async function middleware(request: NextRequest, event: NextFetchEvent) {
  const { nextUrl } = request;
  const path = nextUrl.pathname;
  const incomingId = request.headers.get("x-request-id");
  const requestId = incomingId && REQUEST_ID.test(incomingId) ? incomingId : crypto.randomUUID();

  // a control character or an overlong path (Next answers an undecodable one itself, before this)
  const refused = rejectRequestTarget(path);
  if (refused) return plain(refused, { "x-request-id": requestId });
  const allow = refuseMethod(request.method, path);
  if (allow) return plain(405, { allow, "x-request-id": requestId });

  // what the handlers and pages behind us read: the request id and the client's address, decided
  // once from the trusted proxies (lib/http/client-address.ts); nothing a client sent of either
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  headers.delete("x-real-ip");
  headers.delete(CLIENT_ADDRESS_HEADER);
  headers.delete(GATE_HEADER);
  const client = forwardedClient(request.headers, TRUST);
  if (client) headers.set(CLIENT_ADDRESS_HEADER, client);
  // no proxy to believe: Next's Node server writes the socket's peer into the header instead
  else headers.delete("x-forwarded-for");

  // route handlers and media keep their own paths
  if (isHandlerPath(path)) {
    const passed = NextResponse.next({ request: { headers } });
    passed.headers.set("x-request-id", requestId);
    return passed;
  }

  // one spelling of every page: no trailing slash (next.config skipTrailingSlashRedirect hands
  // this redirect to us, so it carries the same headers as every other answer)
  if (path.length > 1 && path.endsWith("/")) {
    const target = new URL(request.url);
    target.pathname = path.replace(/\/+$/, "") || "/";
    const moved = NextResponse.redirect(target, 308);
    moved.headers.set("x-request-id", requestId);
    return moved;
  }

  const prefs = resolvePreferences({
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    query: nextUrl.searchParams,
    cookies: {
      locale: request.cookies.get(COOKIES.locale)?.value,
      currency: request.cookies.get(COOKIES.currency)?.value,
      brand: request.cookies.get(COOKIES.brand)?.value,
    },
    acceptLanguage: request.headers.get("accept-language"),
    production: PRODUCTION,
  });
  const wechat = isWechatBrowser(request.headers.get("user-agent"));
  const signedIn = Boolean(request.cookies.get(COOKIES.session)?.value);

  let response: NextResponse;
  if (isLoginRequired(path) && !signedIn) {
    const wanted = path + nextUrl.search;
    // §1/§2 inside WeChat's browser, a brand with an official account signs the shopper in silently
    const silentWechat = wechat && Boolean(env.WECHAT_APP_IDS?.[prefs.brand]);
    const target = silentWechat
      ? `/api/auth/wechat?redirect=${encodeURIComponent(wanted)}`
      : loginRedirectPath(wanted, getBrand(prefs.brand).unionSignIn);
    response = NextResponse.redirect(new URL(target, request.url), 307);
    response.headers.set("cache-control", "private, no-store");
  } else {
    const product = productPath(path)
      ? await products.redirectFor(path, upstreamHeaders(prefs, requestId))
      : null;
    if (product && product !== "missing") {
      const target = nextUrl.clone();
      target.pathname = product;
      response = NextResponse.redirect(target, 308);
      response.headers.set("cache-control", PRIVATE_PAGE);
    } else {
      response = await rewritePage({
        request,
        event,
        headers,
        prefs,
        wechat,
        signedIn,
        // an id the upstream has no product for: the product route's own not-found page
        rest: product === "missing" ? "/product/not-found" : path === "/" ? "" : path,
      });
    }
  }

  response.headers.set("x-request-id", requestId);
  const secure = cookiesAreSecure({
    production: PRODUCTION,
    publicOrigin: env.PUBLIC_ORIGIN,
    protocol: nextUrl.protocol,
    forwardedProto: request.headers.get("x-forwarded-proto"),
  });
  for (const [key, value] of Object.entries(prefs.persist)) {
    const name = COOKIES[key as keyof typeof prefs.persist];
    response.cookies.set(name, value, { path: "/", maxAge: YEAR, sameSite: "lax", secure });
  }
  return response;
}

/** The rewrite of a page request to its internal path, with its policy and its caching. */
async function rewritePage(input: {
  request: NextRequest;
  event: NextFetchEvent;
  headers: Headers;
  prefs: Preferences;
  wechat: boolean;
  signedIn: boolean;
  rest: string;
}): Promise<NextResponse> {
  const { request, event, headers, prefs, wechat, signedIn } = input;
  const { nextUrl } = request;
  const path = nextUrl.pathname;
  const internal = nextUrl.clone();
  let rest = input.rest;
  // lists with a finite query are cached pages: the query becomes a path key (lib/shop/list-path)
  // — except for a shopper inside a partner channel: channel-restricted sections (§6) render per request
  const inChannel = Boolean(request.cookies.get(COOKIES.channel)?.value);
  const listKey =
    isCacheableListPath(path) && !inChannel ? listCacheKey(nextUrl.searchParams) : null;
  if (listKey) {
    rest = `${rest}/l/${listKey}`;
    internal.search = "";
  }
  const handler = isRouteHandlerPath(path);
  const cached = !handler && isCachedPage(rest);
  // pages are kept once per session presence (lib/shop/shop-segment.ts); handlers read the currency
  const segment = handler ? prefs.currency : shopSegment(prefs.currency, signedIn);
  internal.pathname = `/${prefs.brand}/${prefs.locale}/${segment}${rest}`;

  // a page rendered per request while the upstream is down: 503 now, not a render that fails
  const outage = !handler && !cached ? await gate.check((work) => event.waitUntil(work)) : null;
  if (outage?.down) {
    internal.pathname = `/${prefs.brand}/${prefs.locale}/${prefs.currency}/unavailable`;
    internal.search = "";
    headers.set(GATE_HEADER, "1");
    headers.set(RETRY_AFTER_HEADER, String(outage.retryAfter));
    headers.set(PUBLIC_URL_HEADER, path + nextUrl.search);
  }

  // Next's own route handlers under a page path (robots.txt, the 503 above…) decide their own
  // headers: what is set here would win over theirs
  if (handler || outage?.down) return NextResponse.rewrite(internal, { request: { headers } });

  // a page the page cache stores carries the nonce it was rendered with to every later answer:
  // its own, the same every time (lib/http/csp.ts); anything rendered for this request alone gets
  // a fresh one
  const nonce = cached ? await cachedPageNonce(sessionSecret, internal.pathname) : freshNonce();
  const policy = contentSecurityPolicy({ nonce, production: PRODUCTION, wechat });
  // Next reads the nonce from the request's policy and stamps it on every script it renders
  headers.set("content-security-policy", policy);
  const response = NextResponse.rewrite(internal, { request: { headers } });
  response.headers.set("content-security-policy", policy);
  const shared =
    SHARED_PAGE !== null &&
    cached &&
    maySharePage({
      method: request.method,
      path,
      cookieNames: request.cookies.getAll().map((c) => c.name),
      wechat,
      setsCookies: Object.keys(prefs.persist).length > 0,
    });
  // a 5xx goes out no-store whatever this says (Next's own rule for failed renders)
  response.headers.set("cache-control", shared ? SHARED_PAGE : PRIVATE_PAGE);
  // what a page answer varies by: the language, the cookies, the brand's host, and the router's
  // headers (Next's own answers under this URL — its redirect of a router request that lacks its
  // `_rsc` parameter — keep this list; a page's render puts Next's router list first)
  response.headers.set("vary", SHARED_CACHE_VARY.join(", "));
  return response;
}

export const config = {
  // Everything but the build output and public files (media and API paths get a request id and
  // the client's address; /favicon.ico is rewritten per brand, like robots.txt). Running on public
  // files too would refuse a POST to one with 405 instead of Next's 500, at the price of a
  // middleware run per image: 1 405 → 830 req/s for a logo, measured (docs/decisions/request-pipeline.md).
  matcher: ["/((?!_next/|brands/|cards/).*)"],
};
