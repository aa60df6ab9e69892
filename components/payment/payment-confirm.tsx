"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useErrorText } from "@/components/account/use-error-text";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { payUrlSchema } from "@/lib/commerce/checkout/checkout.schema";
import { type PaymentMethod } from "@/lib/commerce/checkout/payment";
import { goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import { navigate } from "@/lib/client/navigate";
import { ClosedNotice } from "./closed-notice";
import { clockText, useSecondsLeft } from "./use-seconds-left";
import { Codes } from "@/lib/commerce/contract/error-codes";

/** The brand strip's card images beside the methods they stand for (decorative: the name is the label). */
const METHOD_CARDS: Partial<Record<PaymentMethod, string[]>> = {
  wechat: ["wechatpay"],
  alipay: ["alipay"],
  credit_card: ["visa", "mastercard", "unionpay"],
};

type Props = {
  sn: string;
  amount: number;
  symbol: string;
  deadline: string;
  methods: PaymentMethod[];
  /** §6 the balances behind the points and quota methods (quota in the order's currency), for granted users */
  balances?: { quota: number | null; points: number } | null;
};

/**
 * Spec §2 /payment/confirm: the amount, the pay-by countdown (§4 Unpaid orders), the brand's
 * payment methods (§9); Pay opens the gateway's page (accounts/order/confirm). One key per method
 * and order, so a double press opens one payment.
 */
export function PaymentConfirm({ sn, amount, symbol, deadline, methods, balances = null }: Props) {
  const t = useTranslations("payment");
  const errorText = useErrorText();
  const left = useSecondsLeft(deadline);
  const [method, setMethod] = useState<PaymentMethod | null>(methods[0] ?? null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const keys = useRef(new Map<PaymentMethod, string>());

  if (closed || left === 0) return <ClosedNotice />;

  const pay = async () => {
    if (!method || busy) return;
    setBusy(true);
    setProblem(null);
    const key = keys.current.get(method) ?? newIdempotencyKey();
    keys.current.set(method, key);
    const result = await readApi(payUrlSchema, "/api/orders/pay", {
      method: "POST",
      body: { sn, payment_method: method },
      idempotencyKey: key,
    });
    if (result.ok) {
      // the gateway's page (the sandbox), or straight to the result when nothing is left to pay
      navigate(
        result.data.paid
          ? `/payment/result?sn=${encodeURIComponent(sn)}&result=paid`
          : result.data.url,
      );
      return;
    }
    if (result.code !== -1 && result.code !== Codes.internalError) keys.current.delete(method);
    setBusy(false);
    if (result.code === Codes.loginExpired) return goToSignIn();
    if (result.code === Codes.orderCancelled) return setClosed(true);
    setProblem(errorText(result.errorKey));
  };

  const amountText = formatMoney(amount, symbol);
  return (
    <div className="flex flex-col gap-4">
      <section
        className="rounded-brand bg-surface p-5 text-center ring-1 ring-line"
        data-testid="payment-order"
      >
        <p className="text-sm text-muted">{t("amount")}</p>
        <p className="mt-1 text-3xl font-bold text-accent" data-testid="payment-amount">
          {amountText}
        </p>
        <p className="mt-3 text-sm text-muted">
          {t("orderSn")} <span className="font-mono text-ink">{sn}</span>
        </p>
        <p className="mt-3 text-sm">
          {t("payWithin")}{" "}
          <span
            role="timer"
            aria-live="off"
            className="font-mono text-base font-semibold text-accent"
            data-testid="payment-countdown"
          >
            {left === null ? "--:--:--" : clockText(left)}
          </span>
        </p>
        <p className="mt-1 text-xs text-muted">{t("deadlineNote")}</p>
      </section>

      <section
        className="rounded-brand bg-surface p-5 ring-1 ring-line"
        aria-labelledby="payment-methods-title"
      >
        <h2 id="payment-methods-title" className="mb-3 text-base font-semibold">
          {t("methods")}
        </h2>
        {methods.length === 0 ? (
          <p className="text-sm text-muted">{t("noMethods")}</p>
        ) : (
          <div
            className="flex flex-col gap-2"
            role="radiogroup"
            aria-labelledby="payment-methods-title"
          >
            {methods.map((m) => (
              <div key={m}>
                <label
                  className={`flex cursor-pointer items-center gap-3 rounded-brand p-3 text-sm ring-1 ${method === m ? "bg-primary/5 ring-primary" : "ring-line hover:ring-primary"}`}
                  data-testid={`payment-method-${m}`}
                >
                  <input
                    type="radio"
                    name="payment-method"
                    value={m}
                    className="h-4 w-4 accent-primary"
                    checked={method === m}
                    onChange={() => {
                      setMethod(m);
                      setProblem(null);
                    }}
                  />
                  <span className="flex-1 font-medium">
                    {t(`method.${m}`)}
                    {balances &&
                    (m === "quota" || m === "quota_cash") &&
                    balances.quota !== null ? (
                      <span
                        className="block text-xs font-normal text-muted"
                        data-testid="payment-quota-balance"
                      >
                        {t("quotaBalance", { amount: formatMoney(balances.quota, symbol) })}
                      </span>
                    ) : null}
                    {balances && (m === "points" || m === "points_cash") ? (
                      <span className="block text-xs font-normal text-muted">
                        {t("pointsBalance", { points: balances.points })}
                      </span>
                    ) : null}
                  </span>
                  {METHOD_CARDS[m]?.map((card) => (
                    <Image
                      key={card}
                      src={`/cards/${card}.svg`}
                      alt=""
                      width={40}
                      height={25}
                      unoptimized
                      className="h-[25px] w-10"
                    />
                  ))}
                </label>
              </div>
            ))}
          </div>
        )}
        {problem ? (
          <p role="alert" className="mt-3 text-sm text-accent" data-testid="payment-error">
            {problem}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void pay()}
          disabled={!method || busy || left === null}
          aria-busy={busy}
          className="mt-4 w-full rounded-brand bg-primary px-6 py-3 text-base font-semibold text-primary-contrast disabled:cursor-not-allowed disabled:opacity-50"
          data-testid="payment-pay"
        >
          {busy ? t("redirecting") : t("pay", { amount: amountText })}
        </button>
      </section>
    </div>
  );
}
