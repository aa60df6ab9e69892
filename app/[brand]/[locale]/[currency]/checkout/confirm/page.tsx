import type { Metadata } from "next";
import { CheckoutPage } from "@/components/checkout/checkout-page";
import { routeMetadata } from "@/lib/seo/route-title";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return routeMetadata(locale, "checkout", { robots: { index: false, follow: false } });
}

/** Spec §2 /checkout/confirm (login, state kept): cart checkout (type 2) from the cart's tf_checkout. */
export default async function CheckoutConfirmPage({ params }: Props) {
  const shop = await resolveShop(params);
  return <CheckoutPage shop={shop} publicPath="/checkout/confirm" entry={{ kind: "cart" }} />;
}
