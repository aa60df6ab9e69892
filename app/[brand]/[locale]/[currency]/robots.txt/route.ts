import { getBrand, isBrandSlug } from "@/brands";
import { env } from "@/lib/env";
import { brandOrigin } from "@/lib/seo/metadata";
import { getPlatform } from "@/lib/upstream/catalogue";

/**
 * /robots.txt per brand, pointing to its sitemap. A brand whose platform disables robots
 * (enable_robot false) or a non-production stage disallows everything.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }) {
  const { brand: slug } = await params;
  if (!isBrandSlug(slug)) return new Response("not found", { status: 404 });
  const brand = getBrand(slug);
  const platform = await getPlatform({ brand: slug, locale: brand.mainLanguage, currency: brand.mainCurrency }).catch(() => null);
  const closed = env.SHOP_STAGE === "staging" || platform?.enable_robot === false;
  const lines = closed
    ? ["User-agent: *", "Disallow: /"]
    : [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /auth/",
        "Disallow: /checkout",
        "Disallow: /order",
        "Disallow: /user",
        "Disallow: /t/",
        `Sitemap: ${brandOrigin(brand)}/sitemap.xml`,
      ];
  return new Response(`${lines.join("\n")}\n`, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
