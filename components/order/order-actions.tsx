"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { shopDateTime } from "@/components/account/format";
import { useErrorText } from "@/components/account/use-error-text";
import { formatMoney } from "@/lib/commerce/pricing/money";
import type { OrderAction } from "@/lib/commerce/orders/orders";
import { goToSignIn } from "@/lib/client/api";
import { readApi, type Reader } from "@/lib/client/fetcher";
import { cancelResultSchema, remindResultSchema } from "@/lib/commerce/orders/orders.schema";
import { BuyAgainButton } from "./buy-again";
import { CancelQuestion } from "./cancel-question";
import { ConfirmDialog } from "./confirm-dialog";
import { DownloadLink } from "./download-link";
import { ACTION_PRIMARY, ACTION_SECONDARY } from "./styles";
import { Codes } from "@/lib/commerce/contract/error-codes";

export type ActionOrder = {
  sn: string;
  status: number;
  paid_amount: number;
  points_used?: number;
  actions: OrderAction[];
};

/** "complete" answers the order, which the list asks for again anyway: its body is not read */
const bodyUnused: Reader<null> = { parse: () => null };

type Props = {
  order: ActionOrder;
  symbol: string;
  /** after a change (cancelled, received): load the order again */
  onChanged: () => void;
};

/**
 * §4 Order actions, exactly those the upstream's `actions` allow, in its order: pay (→ the payment
 * screen), cancel (confirm or keep), confirm receipt (confirm), remind to ship, logistics, vouchers,
 * download, refund, buy again. Outcomes are said in words (toasts; buy again inline).
 */
export function OrderActions({ order, symbol, onChanged }: Props) {
  const t = useTranslations("orders");
  const errorText = useErrorText();
  const [dialog, setDialog] = useState<"cancel" | "receive" | null>(null);
  const [busy, setBusy] = useState<"cancel" | "receive" | "remind" | null>(null);
  const sn = encodeURIComponent(order.sn);
  const say = (text: string) => toast(text, { testId: "toast" });

  async function post<T>(what: "cancel" | "complete" | "remind", reader: Reader<T>) {
    const result = await readApi(reader, `/api/orders/${sn}/${what}`, { method: "POST" });
    if (!result.ok && result.code === Codes.loginExpired) {
      goToSignIn();
      return null;
    }
    return result;
  }

  async function cancel() {
    setBusy("cancel");
    const result = await post("cancel", cancelResultSchema);
    setBusy(null);
    if (!result) return;
    setDialog(null);
    if (result.ok) {
      say(result.data.cancel_status === "succeeded" ? t("cancelled") : t("cancelInProgress"));
      return onChanged();
    }
    if (result.code === Codes.orderCancelled) {
      say(t("alreadyCancelled"));
      return onChanged();
    }
    say(
      result.code === Codes.notAllowed
        ? t("cancelNotAllowed")
        : `${t("cancelFailed")} ${errorText(result.errorKey)}`,
    );
  }

  async function receive() {
    setBusy("receive");
    const result = await post("complete", bodyUnused);
    setBusy(null);
    if (!result) return;
    setDialog(null);
    if (result.ok) {
      say(t("received"));
      return onChanged();
    }
    say(
      result.code === Codes.notAllowed
        ? t("receiveNotAllowed")
        : `${t("receiveFailed")} ${errorText(result.errorKey)}`,
    );
  }

  async function remind() {
    setBusy("remind");
    const result = await post("remind", remindResultSchema);
    setBusy(null);
    if (!result) return;
    if (!result.ok) return say(`${t("remindFailed")} ${errorText(result.errorKey)}`);
    if (result.data.reminded) return say(t("reminded"));
    say(
      result.data.next_at
        ? t("remindTooSoon", { time: shopDateTime(result.data.next_at) })
        : t("remindedAlready"),
    );
  }

  const render = (action: OrderAction) => {
    switch (action) {
      case "pay":
        return (
          <a
            key={action}
            href={`/payment/confirm?sn=${sn}`}
            className={ACTION_PRIMARY}
            data-testid="order-action-pay"
          >
            {t("action.pay")}
          </a>
        );
      case "cancel":
        // a link to the cancellation screen without JavaScript; with it, the question opens here
        return (
          <a
            key={action}
            href={`/order/cancel?sn=${sn}`}
            onClick={(e) => {
              e.preventDefault();
              setDialog("cancel");
            }}
            className={ACTION_SECONDARY}
            data-testid="order-action-cancel"
          >
            {t("action.cancel")}
          </a>
        );
      case "confirmReceipt":
        return (
          <button
            key={action}
            type="button"
            onClick={() => setDialog("receive")}
            className={ACTION_PRIMARY}
            data-testid="order-action-confirmReceipt"
          >
            {t("action.confirmReceipt")}
          </button>
        );
      case "remind":
        return (
          <button
            key={action}
            type="button"
            onClick={() => void remind()}
            disabled={busy === "remind"}
            aria-busy={busy === "remind" || undefined}
            className={ACTION_SECONDARY}
            data-testid="order-action-remind"
          >
            {t("action.remind")}
          </button>
        );
      case "logistics":
        return (
          <a
            key={action}
            href={`/account/order/${sn}/shipping`}
            className={ACTION_SECONDARY}
            data-testid="order-action-logistics"
          >
            {t("action.logistics")}
          </a>
        );
      case "voucher":
        return (
          <a
            key={action}
            href={`/account/order/${sn}/vouchers`}
            className={ACTION_PRIMARY}
            data-testid="order-action-voucher"
          >
            {t("action.voucher")}
          </a>
        );
      case "download":
        return <DownloadLink key={action} sn={order.sn} className={ACTION_SECONDARY} />;
      case "refund":
        return (
          <a
            key={action}
            href={`/refund/apply?sn=${sn}`}
            className={ACTION_SECONDARY}
            data-testid="order-action-refund"
          >
            {t("action.refund")}
          </a>
        );
      case "buyAgain":
        return <BuyAgainButton key={action} sn={order.sn} />;
    }
  };

  if (order.actions.length === 0) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2" data-testid="order-actions">
      {order.actions.map(render)}
      {dialog === "cancel" ? (
        <ConfirmDialog
          testId="cancel-dialog"
          title={t("cancelTitle")}
          confirmLabel={t("cancelConfirm")}
          keepLabel={t("cancelKeep")}
          busy={busy === "cancel"}
          busyLabel={t("cancelling")}
          onConfirm={() => void cancel()}
          onKeep={() => setDialog(null)}
        >
          <CancelQuestion status={order.status} paid={formatMoney(order.paid_amount, symbol)} />
        </ConfirmDialog>
      ) : null}
      {dialog === "receive" ? (
        <ConfirmDialog
          testId="receive-dialog"
          title={t("receiveTitle")}
          confirmLabel={t("receiveConfirm")}
          keepLabel={t("receiveKeep")}
          busy={busy === "receive"}
          busyLabel={t("receiving")}
          onConfirm={() => void receive()}
          onKeep={() => setDialog(null)}
        >
          <p>{t("receiveNote")}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
