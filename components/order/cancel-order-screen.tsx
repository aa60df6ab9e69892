import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MessagesScope } from "@/components/account/messages-scope";
import { formatMoney, symbolForCode } from "@/lib/commerce/pricing/money";
import { pick } from "@/lib/i18n/messages";
import type { OrderView } from "@/lib/upstream/orders";
import { CancelQuestion } from "./cancel-question";
import { CancelScreenActions } from "./cancel-screen";
import { LabelBadge } from "./label-badge";
import { OrderFrame } from "./order-page-shell";
import { ORDER_STATUS } from "@/lib/commerce/orders/orders";

/**
 * Spec §2 /order/cancel?sn=…: the order in short, what cancelling it does (unpaid: closed at once,
 * coupon and stock back; paid: a full refund, in progress; points used: not possible), and
 * Confirm cancel / Keep order.
 */
export async function CancelOrderScreen({
  order,
  header,
}: {
  order: OrderView;
  header: ReactNode;
}) {
  const t = await getTranslations("orders");
  const messages = await getMessages();
  const symbol = symbolForCode(order.currency_code);
  const pending = order.status === ORDER_STATUS.pending;
  const can = order.actions.includes("cancel");

  return (
    <OrderFrame width="xl" header={header} data-testid="cancel-page" data-can-cancel={can}>
      <section
        className="flex flex-col gap-2 rounded-brand bg-surface p-4 ring-1 ring-line sm:p-5"
        data-testid="cancel-summary"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="break-all text-muted">{t("orderSn", { sn: order.sn })}</span>
          <LabelBadge label={order.label} />
        </div>
        <ul className="flex flex-col gap-1 text-sm">
          {order.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {l.title}
                {l.variant_name ? <span className="text-muted"> · {l.variant_name}</span> : null}
              </span>
              <span className="shrink-0 text-muted">{t("quantity", { count: l.quantity })}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-line pt-2 text-sm">
          <span className="text-muted">{pending ? t("toPay") : t("paid")}</span>
          <span className="font-bold">
            {formatMoney(pending ? order.requested_amount : order.paid_amount, symbol)}
          </span>
        </p>
      </section>
      <MessagesScope messages={pick(messages, ["orders", "errors"])}>
        <section
          className="flex flex-col gap-3 rounded-brand bg-surface p-4 text-sm ring-1 ring-line sm:p-5"
          data-testid="cancel-explain"
        >
          {can ? (
            <>
              <h2 className="text-base font-semibold">{t("cancelTitle")}</h2>
              <CancelQuestion status={order.status} paid={formatMoney(order.paid_amount, symbol)} />
              {order.coupon_discount > 0 && !pending ? (
                <p className="text-muted">{t("cancelCouponNote")}</p>
              ) : null}
              <CancelScreenActions sn={order.sn} />
            </>
          ) : (
            <>
              <p role="status" data-testid="cancel-impossible">
                {order.points_used > 0 && (pending || order.status === ORDER_STATUS.unfulfilled)
                  ? t("cancelPoints")
                  : order.label === "cancelled"
                    ? t("alreadyCancelled")
                    : t("cancelNotAllowed")}
              </p>
              <a
                href={`/account/order/${order.sn}`}
                className="inline-flex min-h-11 items-center self-start font-medium text-primary"
              >
                {t("backToOrder")}
              </a>
            </>
          )}
        </section>
      </MessagesScope>
    </OrderFrame>
  );
}
