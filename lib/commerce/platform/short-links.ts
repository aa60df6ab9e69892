// The short links marketing makes (`npm run ops -- short-link create …`) and opens as
// /t/{code}. The rules live here once: what a link may point at (our own origins only), how its
// campaign parameters are added, and what a new code looks like (random, never a counter).

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Length of a new code: 62^10 ≈ 8·10^17 codes, far beyond guessing one that exists. */
export const SHORT_CODE_LENGTH = 10;

/** A code a link may have: new ones are base62; links made before (seeded) may use _ and -. */
export const SHORT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The campaign parameters a short link may carry (Google Analytics names). */
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/**
 * A new code from the Web Crypto random source. Rejection sampling keeps the 62 letters equally
 * likely (a byte modulo 62 would favour the first eight).
 */
export function randomShortCode(
  length = SHORT_CODE_LENGTH,
  fill: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let code = "";
  while (code.length < length) {
    for (const byte of fill(new Uint8Array(length * 2))) {
      if (byte >= 248) continue; // 248 = 4 × 62
      code += BASE62[byte % 62];
      if (code.length === length) break;
    }
  }
  return code;
}

/** A target that names a product by its id rather than by a URL. */
export function productIdOf(target: string): number | null {
  const t = target.trim();
  return /^[1-9]\d{0,8}$/.test(t) ? Number(t) : null;
}

/**
 * The long URL for `target` when it is on one of our own hosts: an absolute http(s) URL whose
 * host is one of `ownHosts`, or a path (resolved on `origin`). Anything else — another host, a
 * protocol-relative or backslash trick, credentials, another scheme — is null (refused).
 */
export function ownLongUrl(
  target: string,
  ownHosts: readonly string[],
  origin: string,
): URL | null {
  const t = target.trim();
  if (!t || t.length > 2000 || /[\u0000-\u001f\u007f]/.test(t)) return null;
  let url: URL;
  try {
    url = new URL(t, origin);
  } catch {
    return null;
  }
  // resolving first means "//evil.example", "/\evil.example" and "https:evil.example" are judged
  // by the host they actually lead to
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const hosts = ownHosts.map((h) => h.toLowerCase());
  return hosts.includes(url.hostname.toLowerCase()) ? url : null;
}

/** The URL with the campaign parameters set (a given one replaces the URL's own). */
export function withUtm(url: URL, utm: Utm): URL {
  const out = new URL(url);
  for (const key of UTM_KEYS) {
    const value = utm[key]?.trim();
    if (value) out.searchParams.set(key, value);
  }
  return out;
}

/** The UTC calendar day a click is counted on (YYYY-MM-DD). */
export function clickDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
