import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { shopDateTime } from "@/components/account/format";
import { MessagesScope } from "@/components/account/messages-scope";
import { AnnouncementBar } from "@/components/home/announcement-bar";
import { symbolForCode } from "@/lib/commerce/pricing/money";
import { FULFILMENT, ORDER_STATUS } from "@/lib/commerce/orders/orders";
import { pick, type Messages } from "@/lib/i18n/messages";
import type { AnnouncementsView } from "@/lib/upstream/catalogue";
import type { OrderView } from "@/lib/upstream/orders";
import { CopyButton } from "./copy-button";
import { DetailActions } from "./detail-actions";
import { AmountFacts, BookingFacts, ContactFacts, Section } from "./order-facts";
import { OrderLines } from "./order-lines";
import { OrderFrame } from "./order-page-shell";
import { PageCountdown } from "./order-refresh";
import { RefundSummaries } from "./refund-summaries";

/**
 * Spec §2 /account/order/{id} (id = the order sn): state and label, the unpaid countdown (§4), the
 * lines as bought, booking fields, contact, address, amounts, every action the order allows,
 * after-sales applications, announcement placement 4.
 */
export async function OrderDetailScreen({
  order,
  announcements,
  header,
}: {
  order: OrderView;
  announcements: AnnouncementsView | null;
  header: ReactNode;
}) {
  const t = await getTranslations("orders");
  const messages = await getMessages();
  const symbol = symbolForCode(order.currency_code);
  const counting = order.status === ORDER_STATUS.pending && order.label === "pending";
  // §4 Unpaid orders: closed because the countdown ended (not cancelled by the shopper before it):
  // the same words the countdown shows at 0, so the page reads the same before and after reloading
  const timedOut =
    order.label === "cancelled" &&
    order.paid_at === null &&
    (order.closed_at === null || Date.parse(order.closed_at) >= Date.parse(order.pay_deadline));
  const tickets = !order.is_delivery;

  return (
    <>
      <AnnouncementBar items={announcements ?? []} />
      <OrderFrame
        width="3xl"
        header={header}
        data-testid="order-page"
        data-sn={order.sn}
        data-label={order.label}
      >
        <MessagesScope messages={pick(messages, ["orders", "errors"])}>
          <section
            className="flex flex-col gap-3 rounded-brand bg-surface p-4 ring-1 ring-line sm:p-5"
            aria-labelledby="order-state"
            data-testid="order-state"
          >
            <h2
              id="order-state"
              className="text-lg font-bold"
              data-testid="order-label"
              data-label={order.label}
            >
              {t(`status.${order.label}`)}
            </h2>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
              <span className="break-all">{t("orderSn", { sn: order.sn })}</span>
              <CopyButton text={order.sn} testId="copy-sn" />
            </p>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-muted sm:grid-cols-2">
              <div>
                <dt className="inline">{t("placedLabel")} </dt>
                <dd className="inline text-ink">{shopDateTime(order.created_at)}</dd>
              </div>
              {order.paid_at ? (
                <div>
                  <dt className="inline">{t("paidLabel")} </dt>
                  <dd className="inline text-ink">
                    {shopDateTime(order.paid_at)}
                    {order.payment_method
                      ? ` · ${paymentName(messages, order.payment_method)}`
                      : ""}
                  </dd>
                </div>
              ) : null}
              {order.shipped_at ? (
                <div>
                  <dt className="inline">{t("shippedLabel")} </dt>
                  <dd className="inline text-ink">{shopDateTime(order.shipped_at)}</dd>
                </div>
              ) : null}
              {order.completed_at ? (
                <div>
                  <dt className="inline">{t("completedLabel")} </dt>
                  <dd className="inline text-ink">{shopDateTime(order.completed_at)}</dd>
                </div>
              ) : null}
              {order.closed_at ? (
                <div>
                  <dt className="inline">{t("closedLabel")} </dt>
                  <dd className="inline text-ink">{shopDateTime(order.closed_at)}</dd>
                </div>
              ) : null}
            </dl>
            {counting ? <PageCountdown deadline={order.pay_deadline} /> : null}
            {timedOut ? (
              <p
                role="status"
                className="text-sm font-semibold text-accent"
                data-testid="order-countdown-closed"
              >
                {t("closedNow")}
              </p>
            ) : null}
            {order.label === "cancelled" && order.paid_at === null ? (
              <p className="text-sm font-medium text-accent" data-testid="order-invalid">
                {t("invalidOrder")}
              </p>
            ) : null}
            {tickets && order.status !== ORDER_STATUS.pending && order.label !== "cancelled" ? (
              <p
                className="text-sm"
                data-testid="order-confirmation"
                data-fulfilment={order.fulfillment_type}
              >
                {order.fulfillment_type === FULFILMENT.onRequest
                  ? order.confirmed_at
                    ? t("confirmedAt", { date: shopDateTime(order.confirmed_at) })
                    : t("confirmingNote")
                  : t("instantNote")}
              </p>
            ) : null}
            {order.after_sales_until ? (
              <p className="text-sm text-muted" data-testid="order-after-sales-until">
                {t("afterSalesUntil", { date: shopDateTime(order.after_sales_until) })}
              </p>
            ) : null}
            <DetailActions
              order={{
                sn: order.sn,
                status: order.status,
                paid_amount: order.paid_amount,
                points_used: order.points_used,
                actions: order.actions,
              }}
              symbol={symbol}
            />
          </section>

          <Section id="items" title={t("items")}>
            <OrderLines order={order} symbol={symbol} />
          </Section>
        </MessagesScope>
        <BookingFacts fields={order.booking_fields} />
        <ContactFacts order={order} />
        <AmountFacts order={order} symbol={symbol} />
        <RefundSummaries refunds={order.refunds} />
        <a
          href={`/account/order/${order.sn}/trace`}
          className="inline-flex min-h-11 items-center self-start text-sm font-medium text-primary"
          data-testid="order-trace-link"
        >
          {t("historyLink")} →
        </a>
      </OrderFrame>
    </>
  );
}

function paymentName(messages: Messages, method: string): string {
  const names = messages.payment.method as Record<string, string>;
  return names[method] ?? method;
}
