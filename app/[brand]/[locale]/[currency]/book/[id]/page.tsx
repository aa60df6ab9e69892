import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutPage } from "@/components/checkout/checkout-page";
import { routeMetadata } from "@/lib/seo/route-title";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return routeMetadata(locale, "checkout", { robots: { index: false, follow: false } });
}

/** Spec §2 /book/{id} (login required): direct buy (checkout type 1) from the product page's tf_buy. */
export default async function BookPage({ params }: Props) {
  const shop = await resolveShop(params);
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  return (
    <CheckoutPage
      shop={shop}
      publicPath={`/book/${id}`}
      entry={{ kind: "direct", productId: Number(id) }}
    />
  );
}
