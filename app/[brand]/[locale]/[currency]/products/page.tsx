import type { Metadata } from "next";
import { cookies } from "next/headers";
import { ProductsPageView, productsMetadata, type RawQuery } from "@/components/list/list-pages";
import { parseChannel } from "@/lib/commerce/platform/channels";
import { COOKIES } from "@/lib/shop/preferences";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

// Lists with free text or dates in the query render per request (the upstream reads behind them
// are still cached); every other list is served by products/l/[key] from the page cache.
export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams>; searchParams: Promise<RawQuery> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return productsMetadata(await resolveShop(params), await searchParams);
}

export default async function ProductsPage({ params, searchParams }: Props) {
  // §6/§7 inside a partner channel (init?p=) every list renders here, per request
  const channel = parseChannel((await cookies()).get(COOKIES.channel)?.value);
  return (
    <ProductsPageView
      shop={await resolveShop(params)}
      query={await searchParams}
      channel={channel}
    />
  );
}
