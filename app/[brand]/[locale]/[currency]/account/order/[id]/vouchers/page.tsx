import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderPageShell } from "@/components/order/order-page-shell";
import { VouchersScreen } from "@/components/order/vouchers-screen";
import { orderSnParam } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { orNull } from "@/lib/upstream/errors";
import { getOrder, getOrderVouchers } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "vouchers" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/order/{sn}/vouchers (components/order/vouchers-screen). */
export default async function OrderVouchersPage({ params }: Props) {
  const shop = await resolveShop(params);
  const sn = orderSnParam((await params).id);
  const t = await getTranslations("vouchers");
  const to = await getTranslations("orders");
  return (
    <OrderPageShell
      ctx={shop.ctx}
      path={`/account/order/${sn}/vouchers`}
      width="3xl"
      title={t("title")}
      back={{ href: `/account/order/${sn}`, label: to("detailTitle") }}
      read={(ctx) => Promise.all([getOrderVouchers(ctx, sn), orNull(getOrder(ctx, sn))])}
    >
      {([lines, order], header) => (
        <VouchersScreen sn={sn} lines={lines} order={order} header={header} />
      )}
    </OrderPageShell>
  );
}
