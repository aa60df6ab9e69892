import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ShopNotFound } from "@/components/layout/shop-not-found";
import {
  CategoryPageView,
  categoryId,
  categoryIdOrNull,
  categoryMetadata,
} from "@/components/list/list-pages";
import { isCanonicalListKey, parseListKey } from "@/lib/shop/list-path";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

// /category/{id} with a cacheable query (middleware rewrite, lib/shop/list-path): cached like the rest
// of the catalogue. A made-up key or an unknown category is a 404 with the shop's page (never stored).
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ShopParams & { id: string; key: string }> };

function listQuery(key: string) {
  if (!isCanonicalListKey(key)) notFound();
  return parseListKey(key);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  return categoryMetadata(await resolveShop(params), categoryId(p.id), listQuery(p.key));
}

export default async function CachedCategoryPage({ params }: Props) {
  const p = await params;
  const shop = await resolveShop(params);
  const id = categoryIdOrNull(p.id);
  if (id === null || !isCanonicalListKey(p.key)) return <ShopNotFound />;
  return (
    <CategoryPageView
      shop={shop}
      id={id}
      query={parseListKey(p.key)}
      missing={() => <ShopNotFound />}
    />
  );
}
