import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CancelOrderScreen } from "@/components/order/cancel-order-screen";
import { OrderPageShell } from "@/components/order/order-page-shell";
import { orderSnParam } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getOrder } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("cancelPageTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /order/cancel?sn=… (components/order/cancel-order-screen). */
export default async function CancelOrderPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const sn = orderSnParam((await searchParams).sn);
  const t = await getTranslations("orders");
  return (
    <OrderPageShell
      ctx={shop.ctx}
      path={`/order/cancel?sn=${sn}`}
      width="xl"
      title={t("cancelPageTitle")}
      back={{ href: `/account/order/${sn}`, label: t("detailTitle") }}
      read={(ctx) => getOrder(ctx, sn)}
    >
      {(order, header) => <CancelOrderScreen order={order} header={header} />}
    </OrderPageShell>
  );
}
