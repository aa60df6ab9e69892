import { ShopNotFound } from "@/components/layout/shop-not-found";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

// rendered on the prerender path (generateStaticParams, revalidate from the layout), so its 404
// carries the shop's page in the HTML; a 404 is never stored (lib/cache/page-cache-policy.cjs)
export function generateStaticParams() {
  return [];
}

/** Any path no route claims: the shop's not-found page, with HTTP 404. */
export default async function UnknownRoute({
  params,
}: {
  params: Promise<ShopParams & { rest: string[] }>;
}) {
  await resolveShop(params);
  return <ShopNotFound />;
}
