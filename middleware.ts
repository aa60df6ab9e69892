import { NextResponse, type NextRequest } from "next/server";
import { getBrand } from "./brands";
import { isLoginRequired, loginRedirectPath } from "./lib/commerce/accounts/access";
import { env } from "./lib/env";
import { isWechatBrowser } from "./lib/commerce/accounts/wechat";
import { contentSecurityPolicy } from "./lib/http/csp";
import { isHandlerPath, refuseMethod } from "./lib/http/request-method";
import { cookiesAreSecure } from "./lib/http/secure-cookies";
import { maySharePage, SHARED_CACHE_HEADER } from "./lib/http/shared-cache";
import { isCacheableListPath, listCacheKey } from "./lib/shop/list-path";
import { COOKIES, resolvePreferences } from "./lib/shop/preferences";

const YEAR = 60 * 60 * 24 * 365;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,80}$/;
const PRODUCTION = env.SHOP_STAGE === "production";
/**
 * Pages vary by the preference cookies and Accept-Language under one URL: private unless the Node
 * hook makes a catalogue page from the page cache public (lib/http/shared-cache.ts). Browsers keep
 * them, revalidating each time (ETag → 304). docs/decisions/csp-and-cdn.md.
 */
const PAGE_CACHE_CONTROL = "private, no-cache";

/** A fresh, unguessable CSP nonce per page request (docs/decisions/csp-and-cdn.md). */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Resolves brand, locale and currency, persists explicit choices in cookies, guards
 * login-required routes, and rewrites the public path to /[brand]/[locale]/[currency]/… so that
 * every page is cacheable per (brand, locale, currency). Pages check the session again.
 */
export function middleware(request: NextRequest) {
  const { nextUrl } = request;
  const incomingId = request.headers.get("x-request-id");
  const requestId = incomingId && REQUEST_ID.test(incomingId) ? incomingId : crypto.randomUUID();

  // Route handlers and media get a request id but keep their own paths.
  if (isHandlerPath(nextUrl.pathname)) {
    const headers = new Headers(request.headers);
    headers.set("x-request-id", requestId);
    const passed = NextResponse.next({ request: { headers } });
    passed.headers.set("x-request-id", requestId);
    return passed;
  }

  // the Node hook refuses these first under next start; this covers a server without it (next dev)
  const allow = refuseMethod(request.method, nextUrl.pathname);
  if (allow) {
    return new NextResponse(null, {
      status: 405,
      headers: { allow, "cache-control": "no-store", "x-request-id": requestId },
    });
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

  let response: NextResponse;
  if (isLoginRequired(nextUrl.pathname) && !request.cookies.get(COOKIES.session)?.value) {
    const wanted = nextUrl.pathname + nextUrl.search;
    // §1/§2 inside WeChat's browser, a brand with an official account signs the shopper in silently
    const silentWechat =
      isWechatBrowser(request.headers.get("user-agent")) &&
      Boolean(env.WECHAT_APP_IDS?.[prefs.brand]);
    const target = silentWechat
      ? `/api/auth/wechat?redirect=${encodeURIComponent(wanted)}`
      : loginRedirectPath(wanted, getBrand(prefs.brand).unionSignIn);
    response = NextResponse.redirect(new URL(target, request.url), 307);
    response.headers.set("cache-control", "private, no-store");
  } else {
    const internal = nextUrl.clone();
    let path = nextUrl.pathname === "/" ? "" : nextUrl.pathname;
    // lists with a finite query are cached pages: the query becomes a path key (lib/shop/list-path)
    // — except for a shopper inside a partner channel: channel-restricted sections (§6) render per request
    const inChannel = Boolean(request.cookies.get(COOKIES.channel)?.value);
    const listKey =
      isCacheableListPath(nextUrl.pathname) && !inChannel
        ? listCacheKey(nextUrl.searchParams)
        : null;
    if (listKey) {
      path = `${path}/l/${listKey}`;
      internal.search = "";
    }
    internal.pathname = `/${prefs.brand}/${prefs.locale}/${prefs.currency}${path}`;
    const policy = contentSecurityPolicy({
      nonce: newNonce(),
      production: PRODUCTION,
      wechat: isWechatBrowser(request.headers.get("user-agent")),
    });
    const headers = new Headers(request.headers);
    headers.set("x-request-id", requestId);
    headers.set("x-public-path", nextUrl.pathname);
    // Next reads the nonce from the request's policy and stamps it on every script it renders
    headers.set("content-security-policy", policy);
    response = NextResponse.rewrite(internal, { request: { headers } });
    response.headers.set("content-security-policy", policy);
    response.headers.set("cache-control", PAGE_CACHE_CONTROL);
    response.headers.set("Vary", "Cookie, Accept-Language");
    const shared = maySharePage({
      method: request.method,
      path: nextUrl.pathname,
      cookieNames: request.cookies.getAll().map((c) => c.name),
      wechat: isWechatBrowser(request.headers.get("user-agent")),
      setsCookies: Object.keys(prefs.persist).length > 0,
    });
    // the Node hook decides once the answer is known: a 200 from the page cache, no Set-Cookie
    if (shared) response.headers.set(SHARED_CACHE_HEADER, "1");
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

export const config = {
  // Everything but build output and static files (media and API paths only get a request id;
  // /favicon.ico is rewritten per brand, like robots.txt).
  matcher: ["/((?!_next/|brands/|cards/).*)"],
};
