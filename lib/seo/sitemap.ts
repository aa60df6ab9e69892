import "server-only";
import type { CallContext } from "../upstream/client";
import { getActivityThemes, getAdConfig, getSitemapProducts } from "../upstream/catalogue";
import { orNull } from "../upstream/errors";
import type { SitemapEntry } from "./sitemap-xml";

/**
 * Every indexable page of a brand: home, lists, categories, promotions and every product — a
 * product with when the upstream last changed it (lastmod) and its gallery (image:image).
 */
export async function sitemapEntries(ctx: CallContext): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [
    "/",
    "/products",
    "/promotion/seckill",
    "/faq",
    "/agreement",
    "/privacy",
  ].map((path) => ({ path }));
  const [ads, themes] = await Promise.all([
    orNull(getAdConfig(ctx)),
    orNull(getActivityThemes(ctx)).then((t) => t ?? []),
  ]);
  for (const c of ads?.category_tabs ?? []) entries.push({ path: `/category/${c.id}` });
  for (const th of themes) entries.push({ path: `/promotion/special/${th.sn}` });
  for (let page = 1; page < 10_000; page++) {
    const res = await getSitemapProducts(ctx, page);
    for (const p of res.list)
      entries.push({
        path: `/product/${p.id}/${p.seo_sn}`,
        lastmod: p.updated_at,
        images: p.images,
      });
    if (res.list.length === 0 || page * res.page_size >= res.count) break;
  }
  return entries;
}
