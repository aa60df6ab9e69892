import { isBrandSlug, getBrand } from "@/brands";
import { LOCALES } from "@/lib/commerce/locales";
import { brandOrigin } from "@/lib/seo/metadata";
import { SITEMAP_CHUNK, sitemapIndex, sitemapPaths, urlset } from "@/lib/seo/sitemap";

/**
 * /sitemap.xml per brand: home, lists, categories, promotions and every product in every locale
 * (with hreflang alternates). Above SITEMAP_CHUNK URLs it is an index of ?part=N files.
 */
// fresh per request (it may be an index or a part); the upstream reads behind it are cached
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string }> }) {
  const { brand: slug } = await params;
  if (!isBrandSlug(slug)) return new Response("not found", { status: 404 });
  const brand = getBrand(slug);
  const origin = brandOrigin(brand);
  let paths: string[];
  try {
    paths = await sitemapPaths({
      brand: slug,
      locale: brand.mainLanguage,
      currency: brand.mainCurrency,
    });
  } catch {
    return new Response("sitemap temporarily unavailable", {
      status: 503,
      headers: { "retry-after": "60" },
    });
  }
  const perPart = Math.floor(SITEMAP_CHUNK / LOCALES.length);
  const parts = Math.ceil(paths.length / perPart);
  const partParam = new URL(request.url).searchParams.get("part");
  let body: string;
  if (parts <= 1) body = urlset(origin, paths);
  else if (!partParam) body = sitemapIndex(origin, parts);
  else {
    const part = /^\d{1,4}$/.test(partParam) ? Number(partParam) : 0;
    if (part < 1 || part > parts) return new Response("not found", { status: 404 });
    body = urlset(origin, paths.slice((part - 1) * perPart, part * perPart));
  }
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=600, s-maxage=3600",
    },
  });
}
