import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderPageShell } from "@/components/order/order-page-shell";
import { RefundApplicationScreen } from "@/components/refund/refund-application-screen";
import { recordId } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getRefund } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "refundApply" });
  return { title: t("applicationTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /refund/apply/{id} (components/refund/refund-application-screen). */
export default async function RefundApplicationPage({ params }: Props) {
  const shop = await resolveShop(params);
  const id = recordId((await params).id);
  const t = await getTranslations("refundApply");
  return (
    <OrderPageShell
      ctx={shop.ctx}
      path={`/refund/apply/${id}`}
      width="xl"
      title={t("applicationTitle")}
      back={{ href: "/account/afterSales", label: t("listTitle") }}
      read={(ctx) => getRefund(ctx, id)}
    >
      {(refund) => <RefundApplicationScreen refund={refund} />}
    </OrderPageShell>
  );
}
