import { notFound, permanentRedirect } from "next/navigation";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { loadProduct } from "@/lib/upstream/product-page";

export function generateStaticParams() {
  return [];
}

/** /product/{id} without the seo_sn: permanent redirect to the canonical URL. */
export default async function ProductShortPage({ params }: { params: Promise<ShopParams & { id: string }> }) {
  const shop = await resolveShop(params);
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const product = await loadProduct(shop.ctx, Number(id));
  if (!product) notFound();
  permanentRedirect(`/product/${product.id}/${product.seo_sn}`);
}
