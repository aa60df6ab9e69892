import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MessagesScope } from "@/components/account/messages-scope";
import { LineRefundNote } from "@/components/order/line-refund-note";
import { Section } from "@/components/order/order-facts";
import { OrderFrame } from "@/components/order/order-page-shell";
import { OPEN_REFUND_STATUSES } from "@/lib/commerce/refunds/refunds";
import { formatMoney, symbolForCode } from "@/lib/commerce/pricing/money";
import { pick } from "@/lib/i18n/messages";
import type { OrderView } from "@/lib/upstream/orders";
import { RefundApplyForm } from "./refund-form";

/**
 * Spec §2 /refund/apply?sn=…: ★ what is refundable now and which policy line sets it, before
 * anything is asked; then the §5 form.
 */
export async function RefundApplyScreen({
  order,
  header,
}: {
  order: OrderView;
  header: ReactNode;
}) {
  const t = await getTranslations("refundApply");
  const to = await getTranslations("orders");
  const messages = await getMessages();
  const symbol = symbolForCode(order.currency_code);
  const open = order.refunds.find((r) =>
    (OPEN_REFUND_STATUSES as readonly number[]).includes(r.status),
  );
  // one answer (lib/commerce/refunds/refunds refundNow): the header is the lines plus shipping, and the way says how to get it
  const way = order.refund_way;

  return (
    <OrderFrame width="xl" header={header} data-testid="refund-apply-page">
      <Section id="refundable" title={t("refundableTitle")}>
        <p className="text-sm text-muted">{to("orderSn", { sn: order.sn })}</p>
        <p className="mt-1 text-2xl font-bold text-accent" data-testid="refundable-amount">
          {formatMoney(order.refundable_amount, symbol)}
        </p>
        <ul className="mt-3 flex flex-col gap-3 border-t border-line pt-3 text-sm">
          {order.lines.map((l) => (
            <li key={l.id} className="flex flex-col gap-1" data-testid="refundable-line">
              <p className="flex justify-between gap-3">
                <span className="min-w-0 break-words font-medium">
                  {l.title}
                  {l.variant_name ? (
                    <span className="font-normal text-muted"> · {l.variant_name}</span>
                  ) : null}
                </span>
                <span className="shrink-0">{formatMoney(l.refund.amount, symbol)}</span>
              </p>
              <LineRefundNote refund={l.refund} symbol={symbol} />
            </li>
          ))}
          {order.refund_shipping > 0 ? (
            <li className="flex justify-between gap-3" data-testid="refundable-shipping">
              <span className="font-medium">{t("shippingLine")}</span>
              <span className="shrink-0">{formatMoney(order.refund_shipping, symbol)}</span>
            </li>
          ) : null}
        </ul>
        {order.points_used > 0 ? (
          <p className="mt-3 text-xs text-muted">{t("pointsNote")}</p>
        ) : null}
      </Section>
      {way === "apply" ? (
        <Section id="refund-form-title" title={t("formTitle")}>
          <MessagesScope
            messages={pick(messages, ["refundApply", "validation", "upload", "errors"])}
          >
            <RefundApplyForm
              sn={order.sn}
              symbol={symbol}
              applyTypes={order.apply_types}
              refundable={order.refundable_amount}
              lines={order.lines.map((l) => ({
                id: l.id,
                title: l.variant_name ? `${l.title} · ${l.variant_name}` : l.title,
                refundable: l.refund.amount,
              }))}
            />
          </MessagesScope>
        </Section>
      ) : way === "cancel" ? (
        <section
          role="status"
          className="rounded-brand bg-surface p-5 text-sm ring-1 ring-line"
          data-testid="refund-by-cancel"
        >
          <p>{t("cancelWay", { amount: formatMoney(order.refundable_amount, symbol) })}</p>
          <a
            href={`/order/cancel?sn=${encodeURIComponent(order.sn)}`}
            className="mt-3 inline-flex min-h-11 items-center font-medium text-primary"
          >
            {t("cancelAction")}
          </a>
        </section>
      ) : (
        <section
          role="status"
          className="rounded-brand bg-surface p-5 text-sm ring-1 ring-line"
          data-testid="refund-not-allowed"
        >
          <p>{open ? t("alreadyOpen") : t("notAllowedNow")}</p>
          <a
            href={open ? `/refund/apply/${open.id}` : `/account/order/${order.sn}`}
            className="mt-3 inline-flex min-h-11 items-center font-medium text-primary"
          >
            {open ? t("viewApplication") : to("backToOrder")}
          </a>
        </section>
      )}
    </OrderFrame>
  );
}
