import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderPageShell } from "@/components/order/order-page-shell";
import { TraceScreen } from "@/components/order/trace-screen";
import { orderSnParam } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getDelivery } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("traceTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/order/{id}/trace (components/order/trace-screen). */
export default async function OrderTracePage({ params }: Props) {
  const shop = await resolveShop(params);
  const sn = orderSnParam((await params).id);
  const t = await getTranslations("orders");
  return (
    <OrderPageShell
      ctx={shop.ctx}
      path={`/account/order/${sn}/trace`}
      width="3xl"
      title={t("traceTitle")}
      back={{ href: `/account/order/${sn}`, label: t("detailTitle") }}
      read={(ctx) => getDelivery(ctx, sn)}
    >
      {(delivery, header) => <TraceScreen delivery={delivery} header={header} />}
    </OrderPageShell>
  );
}
