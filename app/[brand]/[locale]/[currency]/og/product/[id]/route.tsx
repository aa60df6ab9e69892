import { ImageResponse } from "next/og";
import { getBrand, isBrandSlug } from "@/brands";
import { isCurrency } from "@/lib/commerce/pricing/currencies";
import { isLocale } from "@/lib/commerce/platform/locales";
import { formatMoney, formatPriceRange } from "@/lib/commerce/pricing/money";
import { env } from "@/lib/env";
import { ogFonts, productCard } from "@/lib/seo/og-card";
import { loadProduct } from "@/lib/upstream/product-page";

// Social networks do not accept SVG for og:image: this draws a 1200×630 PNG per product and
// locale with the picture, title, price and brand (lib/seo/og-card.tsx: Chinese titles in the Noto
// Sans SC / TC fonts). Drawn once per product, brand, locale and currency, then served
// from the cache (an unknown id is a 404, never stored): drawing takes a CPU-second, too dear to
// do for every request. The product's read carries its tag (product:{id}), so the ops commands
// that revalidate a product expire its cards with its pages.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ brand: string; locale: string; currency: string; id: string }> },
) {
  const { brand: slug, locale, currency, id } = await params;
  if (!isBrandSlug(slug) || !isLocale(locale) || !isCurrency(currency) || !/^\d{1,9}$/.test(id))
    return new Response("not found", { status: 404 });
  const brand = getBrand(slug);
  // an unreachable upstream throws (503, never cached); only a product it does not know is a 404
  const product = await loadProduct({ brand: slug, locale, currency }, Number(id));
  if (!product) return new Response("not found", { status: 404 });
  const picture = await fetch(new URL(product.image, env.UPSTREAM_URL), {
    next: { revalidate: 86400 },
    signal: AbortSignal.timeout(env.UPSTREAM_BUDGET_MS),
  }).then(async (r) => {
    if (r.status >= 500) throw new Error(`picture ${product.image} answered ${r.status}`);
    return r.ok
      ? `data:image/svg+xml;base64,${Buffer.from(await r.arrayBuffer()).toString("base64")}`
      : null;
  });
  const price =
    product.max_price_amount > product.min_price_amount
      ? formatPriceRange(product.min_price_amount, product.max_price_amount, product.symbol)
      : formatMoney(product.min_price_amount, product.symbol);
  const card = productCard({
    brand,
    locale,
    title: product.title,
    price,
    rating: product.rating,
    reviews: product.reviews,
    picture,
  });
  return new ImageResponse(card, {
    fonts: await ogFonts(locale, `${product.title}${brand.name}${price}`),
    width: 1200,
    height: 630,
    headers: { "cache-control": "public, max-age=3600, s-maxage=86400" },
  });
}
