import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderPageShell } from "@/components/order/order-page-shell";
import { ShippingScreen } from "@/components/order/shipping-screen";
import { orderSnParam } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { orNull } from "@/lib/upstream/errors";
import { getDelivery, getOrder } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("shippingTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/order/{id}/shipping (components/order/shipping-screen). */
export default async function OrderShippingPage({ params }: Props) {
  const shop = await resolveShop(params);
  const sn = orderSnParam((await params).id);
  const t = await getTranslations("orders");
  return (
    <OrderPageShell
      ctx={shop.ctx}
      path={`/account/order/${sn}/shipping`}
      width="3xl"
      title={t("shippingTitle")}
      back={{ href: `/account/order/${sn}`, label: t("detailTitle") }}
      // the order only names the parcels' lines: without it they go unnamed
      read={(ctx) => Promise.all([getDelivery(ctx, sn), orNull(getOrder(ctx, sn))])}
    >
      {([delivery, order], header) => (
        <ShippingScreen sn={sn} delivery={delivery} order={order} header={header} />
      )}
    </OrderPageShell>
  );
}
