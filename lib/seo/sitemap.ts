import "server-only";
import { LOCALES } from "../commerce/locales";
import type { CallContext } from "../upstream/client";
import { getActivityThemes, getAdConfig, getProducts } from "../upstream/catalogue";
import { orNull } from "../upstream/errors";
import { localisedUrl } from "./metadata";

/** URLs per sitemap file; above this the sitemap becomes an index of parts. */
export const SITEMAP_CHUNK = 5000;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every indexable path of a brand: home, lists, categories, promotions and every product. */
export async function sitemapPaths(ctx: CallContext): Promise<string[]> {
  const paths = ["/", "/products", "/promotion/seckill", "/faq", "/agreement", "/privacy"];
  const [ads, themes] = await Promise.all([
    orNull(getAdConfig(ctx)),
    orNull(getActivityThemes(ctx)).then((t) => t ?? []),
  ]);
  for (const c of ads?.category_tabs ?? []) paths.push(`/category/${c.id}`);
  for (const th of themes) paths.push(`/promotion/special/${th.sn}`);
  for (let page = 1; page < 1000; page++) {
    const res = await getProducts(ctx, { page, page_size: 50 });
    for (const p of res.list) paths.push(`/product/${p.id}/${p.seo_sn}`);
    if (res.list.length === 0 || page * 50 >= res.count) break;
  }
  return paths;
}

/** One <url> per path and locale, each listing its hreflang alternates and x-default. */
export function urlset(origin: string, paths: string[]): string {
  const entries: string[] = [];
  for (const path of paths) {
    const alternates =
      LOCALES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l.htmlLang}" href="${escapeXml(localisedUrl(origin, path, l.code))}"/>`,
      ).join("") +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localisedUrl(origin, path, null))}"/>`;
    for (const l of LOCALES)
      entries.push(
        `<url><loc>${escapeXml(localisedUrl(origin, path, l.code))}</loc>${alternates}</url>`,
      );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
