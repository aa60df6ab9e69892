import { getBrand, isBrandSlug } from "@/brands";
import { env } from "@/lib/env";
import { brandOrigin } from "@/lib/seo/metadata";
import { robotsLines } from "@/lib/seo/robots";
import type { Platform } from "@/lib/commerce/platform/platform.schema";
import { getPlatform } from "@/lib/upstream/catalogue";
import { UpstreamError } from "@/lib/upstream/errors";

/**
 * /robots.txt per brand, pointing to its sitemap. A brand whose platform disables robots
 * (enable_robot false) or a non-production stage disallows everything. When the platform cannot
 * be read (upstream down and nothing cached) it fails closed: 503 + Retry-After, disallowing
 * everything, not cached, so a crawler neither indexes a closed brand nor keeps the refusal.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }) {
  const { brand: slug } = await params;
  if (!isBrandSlug(slug)) return new Response("not found", { status: 404 });
  const brand = getBrand(slug);
  let platform: Platform | null = null;
  let retryAfter = 60;
  try {
    platform = await getPlatform({
      brand: slug,
      locale: brand.mainLanguage,
      currency: brand.mainCurrency,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.retryAfter) retryAfter = error.retryAfter;
  }
  const lines = robotsLines({
    enableRobot: platform?.enable_robot ?? null,
    staging: env.SHOP_STAGE === "staging",
    sitemap: `${brandOrigin(brand)}/sitemap.xml`,
  });
  const body = `${lines.join("\n")}\n`;
  const type = { "content-type": "text/plain; charset=utf-8" };
  if (!platform)
    return new Response(body, {
      status: 503,
      headers: { ...type, "cache-control": "no-store", "retry-after": String(retryAfter) },
    });
  return new Response(body, { headers: { ...type, "cache-control": "public, max-age=3600" } });
}
