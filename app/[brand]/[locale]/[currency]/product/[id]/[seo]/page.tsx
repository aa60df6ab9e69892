import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ProductScreen } from "@/components/product/product-screen";
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

async function load(params: Props["params"]) {
  const shop = await resolveShop(params);
  const { id, seo } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const product = await loadProduct(shop.ctx, Number(id));
  if (!product) notFound();
  // one URL per product: another spelling of the id or slug is redirected (a 308, never stored)
  if (id !== String(product.id) || safeDecode(seo) !== product.seo_sn)
    permanentRedirect(`/product/${product.id}/${product.seo_sn}`);
  return { shop, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, product } = await load(params);
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
  const { shop, product } = await load(params);
  return <ProductScreen shop={shop} view={await loadProductPage(shop.ctx, product)} />;
}
