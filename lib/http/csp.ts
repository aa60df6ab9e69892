// The Content-Security-Policy of every response (docs/decisions/csp-and-cdn.md). Pure and
// edge-safe: middleware.ts builds the per-request policy with a nonce, the Node hook
// (lib/http/server-hooks.ts) adds the script hashes a cached page carries, and gives responses
// that never met the middleware the same policy without a nonce.
//
// Scripts: our own files ('self'), inline scripts with this response's nonce (pages rendered for
// this request: Next stamps the nonce it reads from the request's CSP header on each of its
// scripts), and inline scripts whose sha256 the page cache computed when it stored the page (a
// cached page's scripts carry the nonce of the request that rendered it, which no later policy
// names). No 'unsafe-inline', no 'unsafe-eval', no 'strict-dynamic' (it would drop 'self', and
// the <script src> tags of a cached page carry that stale nonce).
// Styles: our CSS files plus inline style attributes and the <style> elements of the toaster;
// a nonce in style-src would switch 'unsafe-inline' off, so styles get none.

/** header a cached page stores its inline-script hashes in; the Node hook folds it into the policy */
export const CSP_HASHES_HEADER = "x-csp-script-hashes";

const NONCE = /^[A-Za-z0-9+/_-]{16,64}={0,2}$/;
const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** Where WeChat serves its JS-SDK (share cards, components/layout/wechat-share.tsx). */
export const WECHAT_JS_SDK_ORIGIN = "https://res.wx.qq.com";

/** Where the product page's map (components/product/location-map.tsx) loads its tiles from. */
export const MAP_TILE_ORIGIN = "https://tile.openstreetmap.org";

/** `wechat`: a request from WeChat's own browser, the only place its JS-SDK is loaded (and allowed). */
export function contentSecurityPolicy({
  nonce,
  production,
  wechat = false,
}: {
  nonce?: string;
  production: boolean;
  wechat?: boolean;
}): string {
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

/** The policy with these script hashes ('sha256-…' sources) added to script-src; malformed ones are dropped. */
export function withScriptHashes(policy: string, hashes: string): string {
  const valid = hashes.split(/\s+/).filter((h) => HASH.test(h));
  if (!valid.length) return policy;
  return policy
    .split(";")
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith("script-src ") ? `${trimmed} ${valid.join(" ")}` : trimmed;
    })
    .join("; ");
}

/**
 * The policy with its nonce sources dropped: the policy of a page a shared cache keeps, whose
 * inline scripts pass by their hashes (a nonce in a copy served to many would be no secret).
 */
export function withoutNonce(policy: string): string {
  return policy
    .split(";")
    .map((directive) =>
      directive
        .trim()
        .split(/\s+/)
        .filter((source) => !/^'nonce-/.test(source))
        .join(" "),
    )
    .join("; ");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The text of each inline script a browser would run (no src, a JavaScript type), as it appears
 * in the HTML: what CSP hashes. JSON-LD and other data blocks are not scripts to CSP.
 */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type)) continue;
    out.push(body);
  }
  return out;
}
