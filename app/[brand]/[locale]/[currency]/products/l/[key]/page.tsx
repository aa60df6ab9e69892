import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ShopNotFound } from "@/components/layout/shop-not-found";
import { ProductsPageView, productsMetadata } from "@/components/list/list-pages";
import { isCanonicalListKey, parseListKey } from "@/lib/shop/list-path";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

// /products with a cacheable query (the middleware rewrites it here, lib/shop/list-path): rendered on
// first request, then served from the page cache like every catalogue page. Only keys the
// middleware makes are lists; any other key is a made-up URL (404, never stored).
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ShopParams & { key: string }> };

async function listQuery(params: Props["params"]) {
  const { key } = await params;
  if (!isCanonicalListKey(key)) notFound();
  return parseListKey(key);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productsMetadata(await resolveShop(params), await listQuery(params));
}

export default async function CachedProductsPage({ params }: Props) {
  const shop = await resolveShop(params);
  const { key } = await params;
  if (!isCanonicalListKey(key)) return <ShopNotFound />;
  return <ProductsPageView shop={shop} query={parseListKey(key)} />;
}
