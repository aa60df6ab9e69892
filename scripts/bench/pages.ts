// Which pages the bench measures: a product page found through the sitemap (or the upstream), the
// bare page, and a warm-up of each so the figures measure cached answers.
import { log, message } from "./results";

const decodeXml = (s: string): string =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The upstream's product list, the part read here. */
type ProductList = { code?: number; data?: { list?: { id?: number; seo_sn?: string }[] } };

/** A product page URL: the sitemap's first /product/ entry, else the upstream's first product. */
export async function discoverProductUrl(
  origin: string,
  upstream: string,
): Promise<{ url: string | null; source: string | null }> {
  try {
    const res = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(15000) });
    const xml = await res.text();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    for (const [, raw] of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
      const loc = decodeXml(raw ?? "");
      if (!loc.includes("/product/")) continue;
      const url = new URL(loc);
      return { url: `${origin}${url.pathname}${url.search}`, source: "sitemap.xml" };
    }
    throw new Error("no <loc> containing /product/");
  } catch (error) {
    log(`sitemap.xml gave no product (${message(error)}); asking the upstream`);
  }
  try {
    const res = await fetch(`${upstream}/products?page=1`, {
      headers: { platform: "default", language: "en", currency: "CNY" },
      signal: AbortSignal.timeout(15000),
    });
    const body: ProductList | null = await res.json();
    const first = body?.data?.list?.[0];
    if (body?.code !== 10000 || !first?.id)
      throw new Error(`unexpected answer (HTTP ${res.status}, code ${body?.code})`);
    return { url: `${origin}/product/${first.id}/${first.seo_sn}`, source: "upstream /products" };
  } catch (error) {
    log(`the upstream gave no product either (${message(error)})`);
    return { url: null, source: null };
  }
}

/**
 * The bare page: /auth/agreement — a text page in the same layout (header, footer, middleware,
 * client providers) whose only data is the cached platform, so ratios and JavaScript compare like
 * with like. (/upgrading answers 503 without the layout.) Falls back to /robots.txt, then
 * /favicon.ico.
 */
export async function discoverBareUrl(origin: string): Promise<string> {
  for (const path of ["/auth/agreement", "/robots.txt"]) {
    try {
      const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(15000) });
      await res.arrayBuffer();
      if (res.status === 200) return `${origin}${path}`;
    } catch {
      // try the next one
    }
  }
  return `${origin}/favicon.ico`;
}

/** Five sequential GETs to fill the caches; returns the last status and content type. */
export async function warm(
  url: string,
): Promise<{ status: number | string | null; contentType: string | null }> {
  let status: number | string | null = null;
  let contentType: string | null = null;
  for (let i = 0; i < 5; i++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(60000) });
      await res.arrayBuffer();
      status = res.status;
      contentType = res.headers.get("content-type");
    } catch (error) {
      status = `error: ${message(error)}`;
    }
  }
  return { status, contentType };
}
