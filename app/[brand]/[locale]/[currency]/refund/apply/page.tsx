import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderPageShell } from "@/components/order/order-page-shell";
import { RefundApplyScreen } from "@/components/refund/refund-apply-screen";
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
  const t = await getTranslations({ locale, namespace: "refundApply" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** Spec §2 /refund/apply?sn=… (components/refund/refund-apply-screen). */
export default async function RefundApplyPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const sn = orderSnParam((await searchParams).sn);
  const t = await getTranslations("refundApply");
  const to = await getTranslations("orders");
  return (
    <OrderPageShell
      ctx={shop.ctx}
      path={`/refund/apply?sn=${sn}`}
      width="xl"
      title={t("title")}
      back={{ href: `/account/order/${sn}`, label: to("detailTitle") }}
      read={(ctx) => getOrder(ctx, sn)}
    >
      {(order, header) => <RefundApplyScreen order={order} header={header} />}
    </OrderPageShell>
  );
}
