// One URL per product (spec §2 product detail): /product/{id}/{seo_sn}. The middleware sends any
// other spelling — /product/{id}, a wrong or outdated slug, an id with leading zeros — there in
// one 308 that keeps the whole query (a shared link's utm_* survive it). It does so before the
// page renders because the product page is cached (ISR): its render cannot read the query, and a
// redirect() from a cached route goes out with its Location twice. Pure and edge-safe: fetch and
// the clock are parameters; one lookup table per middleware instance.
//
// The slug comes from the upstream's product read (seo_sn is the product's, in every language),
// kept for `ttlMs` per id (bounded to `maxEntries`). An upstream that cannot be asked in
// `timeoutMs` leaves the request to the pages: /product/{id} redirects itself (a page rendered
// per request, which reads the query), and a product page asked by another slug renders with its
// canonical link and is not stored.

import { Codes, SUCCESS_CODE } from "../commerce/contract/error-codes";

/** The §8 envelope's code and the product's seo_sn, read without trusting the body's shape. */
function readProductEnvelope(body: unknown): { code: unknown; seoSn: string | undefined } {
  if (typeof body !== "object" || body === null) return { code: undefined, seoSn: undefined };
  const data = "data" in body ? body.data : undefined;
  const seoSn =
    typeof data === "object" && data !== null && "seo_sn" in data && typeof data.seo_sn === "string"
      ? data.seo_sn
      : undefined;
  return { code: "code" in body ? body.code : undefined, seoSn };
}

export type CanonicalOptions = {
  upstream: string;
  ttlMs: number;
  timeoutMs: number;
  maxEntries: number;
  now?: () => number;
  fetch?: typeof fetch;
};

/** what the upstream said of an id: its slug, or that it has no such product */
type Known = { seo: string | null; until: number };

/** `/product/{id}` or `/product/{id}/{slug}` → { id, slug } (slug undefined when absent); else null. */
export function productPath(path: string): { id: string; slug?: string } | null {
  const match = /^\/product\/(\d{1,12})(?:\/([^/]+))?$/.exec(path);
  if (!match) return null;
  return { id: match[1]!, slug: match[2] };
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export class CanonicalProducts {
  private readonly known = new Map<string, Known>();

  constructor(private readonly options: CanonicalOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The product's slug, null when the upstream has no such product, undefined when it could not say. */
  async slug(id: number, headers: Record<string, string>): Promise<string | null | undefined> {
    const key = String(id);
    const hit = this.known.get(key);
    if (hit && hit.until > this.now()) return hit.seo;
    const send = this.options.fetch ?? fetch;
    let seo: string | null;
    try {
      const res = await send(`${this.options.upstream.replace(/\/$/, "")}/product/${id}`, {
        headers,
        cache: "no-store",
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const { code, seoSn } = readProductEnvelope(await res.json().catch(() => null));
      if (code === SUCCESS_CODE && seoSn !== undefined) seo = seoSn;
      else if (res.status === 404 || code === Codes.itemMissing) seo = null;
      else return undefined;
    } catch {
      return undefined;
    }
    if (this.known.size >= this.options.maxEntries) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.delete(key);
    this.known.set(key, { seo, until: this.now() + this.options.ttlMs });
    return seo;
  }

  /**
   * Where a product URL should go: the canonical path when this one is another spelling of it,
   * "missing" when the upstream has no such product, null when it is canonical or nobody could say.
   */
  async redirectFor(
    path: string,
    headers: Record<string, string>,
  ): Promise<string | "missing" | null> {
    const asked = productPath(path);
    if (!asked) return null;
    const id = Number(asked.id);
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const seo = await this.slug(id, headers);
    if (seo === undefined) return null;
    if (seo === null) return "missing";
    const canonical = `/product/${id}/${encodeURIComponent(seo)}`;
    const same = asked.id === String(id) && asked.slug !== undefined && decoded(asked.slug) === seo;
    return same ? null : canonical;
  }
}
