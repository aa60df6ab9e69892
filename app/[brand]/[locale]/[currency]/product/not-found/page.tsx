import { ShopNotFound } from "@/components/layout/shop-not-found";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

// rendered like the product pages (ISR): a 404 with the shop's page in its HTML, never stored
export function generateStaticParams() {
  return [];
}

/** Spec §2 /product/not-found: the not-found page with HTTP 404. */
export default async function ProductNotFound({ params }: { params: Promise<ShopParams> }) {
  await resolveShop(params);
  return <ShopNotFound />;
}
