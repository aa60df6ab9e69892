import { LOCALES } from "../commerce/platform/locales";
import { localisedUrl } from "./url";

// The sitemap's XML, pure (app/[brand]/[locale]/[currency]/sitemap.xml reads the data): one <url>
// per page and locale with its hreflang alternates, its lastmod and its images; split into parts of
// at most 50,000 URLs and 50 MiB (sitemaps.org protocol), listed by a sitemap index.

/** sitemaps.org: at most 50,000 URLs … */
export const SITEMAP_MAX_URLS = 50_000;
/** … and 50 MiB uncompressed per sitemap file. */
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** Google image sitemaps: at most 1,000 images per page. */
const SITEMAP_MAX_IMAGES = 1000;

export type SitemapEntry = {
  /** public path, e.g. /product/1000/hong-kong-day-tour */
  path: string;
  /** ISO 8601: when the page last changed, when the upstream says */
  lastmod?: string;
  /** the page's images (a product's gallery), relative to the origin or absolute */
  images?: string[];
};

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The <url> elements of one page: one per locale, each naming every alternate and x-default. */
export function entryXml(origin: string, entry: SitemapEntry): string[] {
  const alternates =
    LOCALES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${l.htmlLang}" href="${escapeXml(localisedUrl(origin, entry.path, l.code))}"/>`,
    ).join("") +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localisedUrl(origin, entry.path, null))}"/>`;
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
  const images = (entry.images ?? [])
    .slice(0, SITEMAP_MAX_IMAGES)
    .map(
      (i) =>
        `<image:image><image:loc>${escapeXml(new URL(i, origin).toString())}</image:loc></image:image>`,
    )
    .join("");
  return LOCALES.map(
    (l) =>
      `<url><loc>${escapeXml(localisedUrl(origin, entry.path, l.code))}</loc>${lastmod}${alternates}${images}</url>`,
  );
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';
const URLSET_CLOSE = "\n</urlset>\n";

/**
 * Splits items into consecutive parts, none above `maxUrls` URLs or `maxBytes` bytes (with
 * `overhead` bytes of wrapper per part); an item (one page's URLs) is never split across parts.
 */
export function splitSitemap<T>(
  items: T[],
  measure: (item: T) => { urls: number; bytes: number },
  limits: { maxUrls: number; maxBytes: number; overhead: number } = {
    maxUrls: SITEMAP_MAX_URLS,
    maxBytes: SITEMAP_MAX_BYTES,
    overhead: Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE),
  },
): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  let urls = 0;
  let bytes = limits.overhead;
  for (const item of items) {
    const size = measure(item);
    if (
      current.length > 0 &&
      (urls + size.urls > limits.maxUrls || bytes + size.bytes > limits.maxBytes)
    ) {
      parts.push(current);
      current = [];
      urls = 0;
      bytes = limits.overhead;
    }
    current.push(item);
    urls += size.urls;
    bytes += size.bytes;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/** One page's rendered URLs, ready to be split and joined. */
export type RenderedEntry = { xml: string[]; lastmod?: string };

export function renderEntries(origin: string, entries: SitemapEntry[]): RenderedEntry[] {
  return entries.map((e) => ({ xml: entryXml(origin, e), lastmod: e.lastmod }));
}

/** The parts of a brand's sitemap: each at most 50,000 URLs and 50 MiB. */
export function sitemapParts(rendered: RenderedEntry[]): RenderedEntry[][] {
  return splitSitemap(rendered, (r) => ({
    urls: r.xml.length,
    // the newline between <url> elements included
    bytes: r.xml.reduce((n, x) => n + Buffer.byteLength(x) + 1, 0),
  }));
}

export function urlsetXml(part: RenderedEntry[]): string {
  return `${URLSET_OPEN}${part.flatMap((r) => r.xml).join("\n")}${URLSET_CLOSE}`;
}

/** The latest lastmod of a part (ISO 8601 strings of one format compare as text), if any. */
export function partLastmod(part: RenderedEntry[]): string | undefined {
  let latest: string | undefined;
  for (const r of part) if (r.lastmod && (!latest || r.lastmod > latest)) latest = r.lastmod;
  return latest;
}

export function sitemapIndexXml(origin: string, parts: RenderedEntry[][]): string {
  const items = parts.map((part, i) => {
    const lastmod = partLastmod(part);
    return `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
