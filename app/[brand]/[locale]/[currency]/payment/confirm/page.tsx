import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { personal, requireToken } from "@/lib/upstream/personal";
import { MessagesScope } from "@/components/account/messages-scope";
import { ClosedNotice } from "@/components/payment/closed-notice";
import { PaymentConfirm } from "@/components/payment/payment-confirm";
import { symbolForCode } from "@/lib/commerce/pricing/money";
import { paymentOutcome, offeredPaymentMethods } from "@/lib/commerce/checkout/payment";
import { pick } from "@/lib/i18n/messages";
import { routeMetadata } from "@/lib/seo/route-title";
import { orderSnParam } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getPlatform } from "@/lib/upstream/catalogue";
import { getOrderStatus } from "@/lib/upstream/checkout";
import { getPaymentRights } from "@/lib/upstream/partners";
import { orNull } from "@/lib/upstream/errors";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return routeMetadata(locale, "paymentConfirm", { robots: { index: false, follow: false } });
}

/**
 * Spec §2 /payment/confirm?sn=…: the order's amount and pay-by countdown and the brand's payment
 * methods (§9). A paid order goes to its result; a closed one says so.
 */
export default async function PaymentConfirmPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const sn = orderSnParam((await searchParams).sn);
  const here = `/payment/confirm?sn=${sn}`;
  const token = await requireToken(here);
  const [order, platform, rights] = await Promise.all([
    personal(here, getOrderStatus({ ...shop.ctx, token }, sn), { missing: "notFound" }),
    orNull(getPlatform(shop.ctx)),
    // §6 points/quota for certain users only: without the answer, cash methods only
    orNull(getPaymentRights({ ...shop.ctx, token })),
  ]);
  const outcome = paymentOutcome(order);
  if (outcome === "paid") redirect(`/payment/result?sn=${sn}&result=paid`);
  const t = await getTranslations("payment");
  const messages = await getMessages();

  return (
    <div className="mx-auto max-w-lg px-4 py-6" data-testid="payment-confirm">
      <h1 className="mb-4 text-xl font-bold sm:text-2xl">{t("confirmTitle")}</h1>
      <MessagesScope messages={pick(messages, ["payment", "errors"])}>
        {outcome === "closed" ? (
          <ClosedNotice />
        ) : (
          <PaymentConfirm
            sn={order.sn}
            amount={order.requested_amount}
            symbol={symbolForCode(order.currency_code)}
            deadline={order.pay_deadline}
            methods={offeredPaymentMethods(
              platform?.payment_methods ?? [],
              rights,
              { currency: order.currency_code, amount: order.requested_amount },
              rights?.point_levels ?? [],
            )}
            balances={
              rights
                ? {
                    quota:
                      rights.quota?.currency === order.currency_code ? rights.quota.balance : null,
                    points: rights.points,
                  }
                : null
            }
          />
        )}
      </MessagesScope>
    </div>
  );
}
