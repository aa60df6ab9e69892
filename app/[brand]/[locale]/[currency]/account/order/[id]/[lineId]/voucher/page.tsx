import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { OrderPageShell } from "@/components/order/order-page-shell";
import { LineVoucherScreen } from "@/components/order/vouchers-screen";
import { orderSnParam, recordId } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getOrderLine } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string; lineId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "vouchers" });
  return { title: t("voucherTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/order/{sn}/{id}/voucher (components/order/vouchers-screen). */
export default async function LineVoucherPage({ params }: Props) {
  const shop = await resolveShop(params);
  const { id, lineId: rawLine } = await params;
  const sn = orderSnParam(id);
  const lineId = recordId(rawLine);
  const t = await getTranslations("vouchers");
  return (
    <OrderPageShell
      ctx={shop.ctx}
      path={`/account/order/${sn}/${lineId}/voucher`}
      width="md"
      title={t("voucherTitle")}
      back={{ href: `/account/order/${sn}/vouchers`, label: t("title") }}
      read={(ctx) => getOrderLine(ctx, lineId)}
    >
      {(line, header) => {
        // a line of another order (even the shopper's own) is not this page
        if (line.sn !== sn) notFound();
        return <LineVoucherScreen line={line} header={header} />;
      }}
    </OrderPageShell>
  );
}
