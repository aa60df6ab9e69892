import { notFound, permanentRedirect } from "next/navigation";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { loadProduct } from "@/lib/upstream/product-page";

type Query = Record<string, string | string[] | undefined>;

/**
 * /product/{id} without the seo_sn: one permanent redirect to the canonical URL, with the whole
 * query (utm_*, and ?locale=/?currency=, which canonical URLs carry too — lib/seo/metadata.ts).
 * Reading the query makes this render per request; the product read itself stays cached.
 */
export default async function ProductShortPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams & { id: string }>;
  searchParams: Promise<Query>;
}) {
  const shop = await resolveShop(params);
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const product = await loadProduct(shop.ctx, Number(id));
  if (!product) notFound();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams))
    for (const one of [value ?? []].flat()) query.append(key, one);
  const search = query.size > 0 ? `?${query}` : "";
  permanentRedirect(`/product/${product.id}/${product.seo_sn}${search}`);
}
