import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderDetailScreen } from "@/components/order/order-detail-screen";
import { OrderPageShell } from "@/components/order/order-page-shell";
import { orderSnParam } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getAnnouncements } from "@/lib/upstream/catalogue";
import { orNull } from "@/lib/upstream/errors";
import { getOrder } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("detailTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/order/{id}, id = the order sn (components/order/order-detail-screen). */
export default async function OrderPage({ params }: Props) {
  const shop = await resolveShop(params);
  const sn = orderSnParam((await params).id);
  const t = await getTranslations("orders");
  return (
    <OrderPageShell
      ctx={shop.ctx}
      path={`/account/order/${sn}`}
      width="3xl"
      title={t("detailTitle")}
      back={{ href: "/account/orders", label: t("title") }}
      read={(ctx) => Promise.all([getOrder(ctx, sn), orNull(getAnnouncements(shop.ctx, 4))])}
    >
      {([order, announcements], header) => (
        <OrderDetailScreen order={order} announcements={announcements} header={header} />
      )}
    </OrderPageShell>
  );
}
