import type { Metadata } from "next";
import { ProductsPageView, productsMetadata } from "@/components/list/list-pages";
import { parseListKey } from "@/lib/list-query";
import { resolveShop, type ShopParams } from "@/lib/shop-params";

// /products with a cacheable query (the middleware rewrites it here, lib/list-query): rendered on
// first request, then served from the page cache like every catalogue page.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ShopParams & { key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productsMetadata(await resolveShop(params), parseListKey((await params).key));
}

export default async function CachedProductsPage({ params }: Props) {
  return <ProductsPageView shop={await resolveShop(params)} query={parseListKey((await params).key)} />;
}
