// The nonce of a page's Content-Security-Policy (docs/decisions/csp-and-cdn.md). Pure and
// edge-safe; the policy itself is lib/http/security-headers.mjs.
//
// A page rendered for one request only (a dynamic page, a 404, a redirect) gets a fresh random
// nonce. A page the page cache may store and serve to many (an ISR route answered 200) carries in
// its HTML the nonce it was rendered with, so its nonce must be the same on every answer: it is
// derived from the page's internal path (the rewritten /{brand}/{locale}/{currency}/… path, the
// page cache's key) with an HMAC under the storefront's secret. Nothing per request is then left
// to fix up once the answer is known, and every host answers the same.
//
// What such a nonce is worth: it names the scripts of one page, is the same for everyone who reads
// that page (as a page cache entry is), and is unknown for a page until someone has loaded it. A
// policy of script hashes computed when the page is stored would allow exactly the same scripts
// (everything inline in the rendered HTML), so this gives up nothing that policy had; a page
// rendered per request still gets a nonce nobody else has seen.

export { contentSecurityPolicy } from "./security-headers.mjs";

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** A fresh, unguessable nonce for a page rendered for this request only. */
export function freshNonce(): string {
  return base64(crypto.getRandomValues(new Uint8Array(16)));
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(`csp-nonce\u0000${secret}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keys.set(secret, key);
  }
  return key;
}

/** The nonce of a page the page cache may store: the same for every answer of `internalPath`. */
export async function cachedPageNonce(secret: string, internalPath: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    new TextEncoder().encode(internalPath),
  );
  return base64(new Uint8Array(mac).slice(0, 18));
}
