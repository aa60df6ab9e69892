import { ImageResponse } from "next/og";
import { getBrand, isBrandSlug } from "@/brands";
import { isCurrency } from "@/lib/commerce/currencies";
import { isLocale } from "@/lib/commerce/locales";
import { formatMoney, formatPriceRange } from "@/lib/commerce/money";
import { env } from "@/lib/env";
import { loadProduct } from "@/lib/upstream/product-page";

// Social networks do not accept SVG for og:image: this draws a 1200×630 PNG per product and
// locale with the picture, title, price and brand. The bundled font covers Latin script only, so
// Chinese titles are left to og:title (the picture, price and brand still show).
// Drawn once per product, brand, locale and currency, then served from the cache (an unknown id
// is a 404, never stored): drawing takes a CPU-second, too dear to do for every request.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const LATIN = /^[\u0000-\u024f\u2000-\u206f]*$/;

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
  const title = LATIN.test(product.title) ? product.title : null;
  return new ImageResponse(
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        background: brand.theme.background,
        fontFamily: "Geist",
      }}
    >
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- ImageResponse (Satori) renders plain <img>; next/image does not exist there
        <img src={picture} width={720} height={630} style={{ objectFit: "cover" }} alt="" />
      ) : (
        <div style={{ width: 720, height: 630, background: brand.theme.primary }} />
      )}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: 480,
          padding: 48,
          color: brand.theme.text,
        }}
      >
        <div style={{ display: "flex", fontSize: 30, color: brand.theme.primary, fontWeight: 700 }}>
          {brand.name}
        </div>
        {title ? (
          <div style={{ display: "flex", fontSize: 44, lineHeight: 1.15, fontWeight: 700 }}>
            {title}
          </div>
        ) : (
          <div style={{ display: "flex" }} />
        )}
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div
            style={{ display: "flex", fontSize: 40, fontWeight: 700, color: brand.theme.primary }}
          >
            {price}
          </div>
          {product.reviews > 0 ? (
            <div
              style={{
                display: "flex",
                alignItems: "center",
                gap: 8,
                fontSize: 26,
                color: brand.theme.muted,
              }}
            >
              {/* drawn, not the ★ glyph: the bundled font has none, and asking Google Fonts for it fails offline */}
              <svg
                width="26"
                height="26"
                viewBox="0 0 24 24"
                fill={brand.theme.accent}
                aria-hidden="true"
              >
                <path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z" />
              </svg>
              {`${product.rating.toFixed(1)} (${product.reviews})`}
            </div>
          ) : null}
        </div>
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      headers: { "cache-control": "public, max-age=3600, s-maxage=86400" },
    },
  );
}
