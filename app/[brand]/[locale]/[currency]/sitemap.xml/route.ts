import { isBrandSlug, getBrand } from "@/brands";
import { brandOrigin } from "@/lib/seo/metadata";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { renderEntries, sitemapIndexXml, sitemapParts, urlsetXml } from "@/lib/seo/sitemap-xml";

/**
 * /sitemap.xml per brand: home, lists, categories, promotions and every product in every locale
 * (hreflang alternates, lastmod, product images). Above 50,000 URLs or 50 MiB it is a sitemap index
 * of ?part=N files (lib/seo/sitemap-xml sitemapParts).
 */
// fresh per request (it may be an index or a part); the upstream reads behind it are cached
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string }> }) {
  const { brand: slug } = await params;
  if (!isBrandSlug(slug)) return new Response("not found", { status: 404 });
  const brand = getBrand(slug);
  const origin = brandOrigin(brand);
  let entries;
  try {
    entries = await sitemapEntries({
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
  const parts = sitemapParts(renderEntries(origin, entries));
  const partParam = new URL(request.url).searchParams.get("part");
  let body: string;
  if (parts.length <= 1) body = urlsetXml(parts[0] ?? []);
  else if (!partParam) body = sitemapIndexXml(origin, parts);
  else {
    const part = /^\d{1,4}$/.test(partParam) ? Number(partParam) : 0;
    if (part < 1 || part > parts.length) return new Response("not found", { status: 404 });
    body = urlsetXml(parts[part - 1]!);
  }
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=600, s-maxage=3600",
    },
  });
}
