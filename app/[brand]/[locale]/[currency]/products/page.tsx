import type { Metadata } from "next";
import { ProductsPageView, productsMetadata, type RawQuery } from "@/components/list/list-pages";
import { resolveShop, type ShopParams } from "@/lib/shop-params";

// Lists with free text or dates in the query render per request (the upstream reads behind them
// are still cached); every other list is served by products/l/[key] from the page cache.
export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams>; searchParams: Promise<RawQuery> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return productsMetadata(await resolveShop(params), await searchParams);
}

export default async function ProductsPage({ params, searchParams }: Props) {
  return <ProductsPageView shop={await resolveShop(params)} query={await searchParams} />;
}
