// The Content-Security-Policy and the other security headers (docs/decisions/csp-and-cdn.md).
// Plain ESM, pure and edge-safe: next.config.mjs `headers()` puts them on every answer that passes
// Next's router — pages, route handlers, static files, Next's own 404s and 405s — and
// middleware.ts replaces the policy of each page answer with one that names its nonce
// (lib/http/csp.ts). lib/http/security-headers.d.mts types it for the app.
//
// Scripts: our own files ('self') and the inline scripts that carry the page's nonce (Next stamps
// the nonce it reads from the request's policy on each script it renders). No 'unsafe-inline', no
// 'unsafe-eval', no 'strict-dynamic' (it would drop 'self').
// Styles: our CSS files plus inline style attributes and the <style> elements of the toaster; a
// nonce in style-src would switch 'unsafe-inline' off, so styles get none.

/** Where WeChat serves its JS-SDK (share cards, components/layout/wechat-share.tsx). */
const WECHAT_JS_SDK_ORIGIN = "https://res.wx.qq.com";

/** Where the product page's map (components/product/location-map.tsx) loads its tiles from. */
const MAP_TILE_ORIGIN = "https://tile.openstreetmap.org";

const NONCE = /^[A-Za-z0-9+/_-]{16,64}={0,2}$/;

/** `wechat`: a request from WeChat's own browser, the only place its JS-SDK is loaded (and allowed). */
export function contentSecurityPolicy({ nonce, production, wechat = false }) {
  const script = wechat ? ["'self'", WECHAT_JS_SDK_ORIGIN] : ["'self'"];
  if (nonce && NONCE.test(nonce)) script.push(`'nonce-${nonce}'`);
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MAP_TILE_ORIGIN}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    // the proof-of-work captcha (altcha) runs its search in workers
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const TWO_YEARS = 60 * 60 * 24 * 365 * 2;

/** Strict-Transport-Security: sent on answers to requests that came over https. */
export const STRICT_TRANSPORT_SECURITY = `max-age=${TWO_YEARS}; includeSubDomains`;

/**
 * What every answer carries, whoever makes it. The policy here has no nonce (nothing it governs
 * runs an inline script); pages get theirs from the middleware, which overrides this one.
 */
export function securityHeaders() {
  return {
    "content-security-policy": contentSecurityPolicy({ production: false }),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "SAMEORIGIN",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
    "cross-origin-opener-policy": "same-origin",
  };
}

/**
 * next.config `headers()`: the security headers on every path, and HSTS where the request came
 * over https — the proxy or platform that ends TLS says so in X-Forwarded-Proto (a browser ignores
 * HSTS on plain http anyway, so this decides nothing a client could abuse).
 */
export function headerRoutes() {
  const { "content-security-policy": policy, ...rest } = securityHeaders();
  return [
    {
      source: "/:path*",
      headers: Object.entries(rest).map(([key, value]) => ({ key, value })),
    },
    // not on a page render a serverless host asks of itself to refresh a stored page (OpenNext
    // sends the preview-mode id in this header and skips the middleware; serverless/worker.mjs
    // gives that render the page's policy, which this one, copied into its request, would replace)
    {
      source: "/:path*",
      missing: [{ type: "header", key: "x-prerender-revalidate" }],
      headers: [{ key: "content-security-policy", value: policy }],
    },
    {
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
      headers: [{ key: "strict-transport-security", value: STRICT_TRANSPORT_SECURITY }],
    },
  ];
}
