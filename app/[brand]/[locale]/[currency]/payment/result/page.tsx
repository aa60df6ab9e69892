import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { MEMBERSHIP_ORDER_TYPE } from "@/lib/commerce/membership/membership";
import { redirect } from "next/navigation";
import { personal, requireToken } from "@/lib/upstream/personal";
import { MessagesScope } from "@/components/account/messages-scope";
import { PaymentResult } from "@/components/payment/payment-result";
import { pick } from "@/lib/i18n/messages";
import { routeMetadata } from "@/lib/seo/route-title";
import { orderSnParam } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getOrderStatus } from "@/lib/upstream/checkout";
import { ORDER_STATUS } from "@/lib/commerce/orders/orders";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return routeMetadata(locale, "paymentResult", { robots: { index: false, follow: false } });
}

/**
 * Spec §2 /payment/result?sn=…&result=…: where the gateway sends the shopper back. The first answer
 * is rendered here, so the page reads right without JavaScript; the browser then polls until settled.
 */
export default async function PaymentResultPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const { sn: rawSn, result } = await searchParams;
  const sn = orderSnParam(rawSn);
  const here = `/payment/result?sn=${sn}${typeof result === "string" && /^(paid|failed)$/.test(result) ? `&result=${result}` : ""}`;
  const token = await requireToken(here);
  const order = await personal(here, getOrderStatus({ ...shop.ctx, token }, sn), {
    missing: "notFound",
  });
  // a paid membership goes back to /vip, which shows the tier and its end date
  if (order.order_type === MEMBERSHIP_ORDER_TYPE && order.status === ORDER_STATUS.fulfilled)
    redirect("/vip");
  const t = await getTranslations("payment");
  const messages = await getMessages();

  return (
    <div className="mx-auto max-w-lg px-4 py-6" data-testid="payment-result-page">
      <h1 className="mb-4 text-xl font-bold sm:text-2xl">{t("resultTitle")}</h1>
      <MessagesScope messages={pick(messages, ["payment", "errors"])}>
        <PaymentResult sn={sn} initial={order} />
      </MessagesScope>
    </div>
  );
}
