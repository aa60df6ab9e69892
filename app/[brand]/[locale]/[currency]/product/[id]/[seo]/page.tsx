import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ShopNotFound } from "@/components/layout/shop-not-found";
import { ProductScreen } from "@/components/product/product-screen";
import { DoNotStorePage } from "@/lib/cache/do-not-store";
import { pageMetadata, plainText } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { loadProduct, loadProductPage } from "@/lib/upstream/product-page";

// rendered on first request, then cached (ISR, revalidate from the layout)
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ShopParams & { id: string; seo: string }> };

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The product of this URL, null when there is none. One URL per product: the middleware sends
 * every other spelling of the id or slug to the canonical one (a 308 that keeps the query,
 * lib/http/canonical-product.ts) before this renders; one that reaches here anyway (the upstream
 * could not be asked then) is answered with the canonical link and not stored.
 */
async function load(params: Props["params"]) {
  const shop = await resolveShop(params);
  const { id, seo } = await params;
  const product = /^\d{1,9}$/.test(id) ? await loadProduct(shop.ctx, Number(id)) : null;
  const canonical =
    product !== null && id === String(product.id) && safeDecode(seo) === product.seo_sn;
  return { shop, product, canonical };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, product } = await load(params);
  if (!product) notFound();
  return pageMetadata({
    brand: shop.brand,
    locale: shop.locale,
    path: `/product/${product.id}/${product.seo_sn}`,
    title: product.title,
    description: product.share_description || plainText(product.description),
    image: `/og/product/${product.id}?locale=${shop.locale}&currency=${shop.currency}`,
    imageSize: { width: 1200, height: 630 },
    type: "article",
  });
}

/** Spec §2 product detail (components/product/product-screen). */
export default async function ProductPage({ params }: Props) {
  const { shop, product, canonical } = await load(params);
  if (!product) return <ShopNotFound />;
  return (
    <>
      {canonical ? null : <DoNotStorePage />}
      <ProductScreen shop={shop} view={await loadProductPage(shop.ctx, product)} />
    </>
  );
}
