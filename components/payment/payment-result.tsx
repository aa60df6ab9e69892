"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import useSWR from "swr";
import { formatMoney, symbolForCode } from "@/lib/commerce/pricing/money";
import { isSettled, paymentOutcome } from "@/lib/commerce/checkout/payment";
import { orderStatusSchema, type OrderStatus } from "@/lib/commerce/checkout/checkout.schema";
import { goToSignIn, type ApiResult } from "@/lib/client/api";
import { resultFetcherFor } from "@/lib/client/fetcher";
import { ClosedNotice } from "./closed-notice";
import { Codes } from "@/lib/commerce/contract/error-codes";

/** How often the page asks again while the gateway has not answered. */
export const POLL_MS = 2000;

const fetchStatus = resultFetcherFor(orderStatusSchema);

function Mark({ kind }: { kind: "ok" | "fail" | "wait" }) {
  if (kind === "wait")
    return (
      <span
        aria-hidden="true"
        className="mx-auto block h-12 w-12 animate-spin rounded-full border-4 border-line border-t-primary motion-reduce:animate-none"
      />
    );
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 48 48"
      className={`mx-auto h-12 w-12 ${kind === "ok" ? "text-primary" : "text-accent"}`}
    >
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      {kind === "ok" ? (
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M17 17l14 14M31 17L17 31"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * Spec §2 /payment/result: asks order/status every two seconds until the outcome is settled —
 * paid (View order, View vouchers once issued, and home), still waiting, failed (Try again → /payment/confirm) or closed ('The order is
 * invalid, please order again'). The gateway's ?result= is only a hint; the order status decides.
 */
export function PaymentResult({ sn, initial }: { sn: string; initial: OrderStatus }) {
  const t = useTranslations("payment");
  const { data } = useSWR<ApiResult<OrderStatus>>(
    `/api/orders/${encodeURIComponent(sn)}/status`,
    fetchStatus,
    {
      fallbackData: { ok: true, data: initial },
      revalidateOnMount: !isSettled(paymentOutcome(initial)),
      // before the first answer SWR passes no data (the fallback is not in its cache): the server's status decides
      refreshInterval: (latest = { ok: true, data: initial }) =>
        latest.ok && isSettled(paymentOutcome(latest.data)) ? 0 : POLL_MS,
      revalidateOnFocus: false,
    },
  );
  const expired = data !== undefined && !data.ok && data.code === Codes.loginExpired;
  useEffect(() => {
    if (expired) goToSignIn();
  }, [expired]);
  const order = data?.ok ? data.data : initial;
  const outcome = paymentOutcome(order);
  const failedToLoad = data !== undefined && !data.ok;

  if (outcome === "closed") return <ClosedNotice />;
  const amount = formatMoney(
    order.paid_amount || order.requested_amount,
    symbolForCode(order.currency_code),
  );
  return (
    <section
      aria-live="polite"
      className="rounded-brand bg-surface p-6 text-center ring-1 ring-line"
      data-testid="payment-result"
      data-outcome={outcome}
    >
      <Mark kind={outcome === "paid" ? "ok" : outcome === "failed" ? "fail" : "wait"} />
      <h2 className="mt-4 text-xl font-bold">
        {outcome === "paid" ? t("paid") : outcome === "failed" ? t("failed") : t("pending")}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {outcome === "paid"
          ? t("paidNote", { sn: order.sn, amount })
          : outcome === "failed"
            ? t("failedNote")
            : t("pendingNote")}
      </p>
      {failedToLoad ? (
        <p role="alert" className="mt-2 text-sm text-accent">
          {t("loadFailed")}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row sm:flex-wrap">
        <a
          href="/"
          className={
            outcome === "pending"
              ? "rounded-brand bg-primary px-6 py-2.5 text-sm font-semibold text-primary-contrast"
              : "rounded-brand px-6 py-2.5 text-sm ring-1 ring-line hover:ring-primary"
          }
          data-testid="payment-home"
        >
          {t("home")}
        </a>
        {outcome === "paid" ? (
          // the next step after paying: the order, and its vouchers once issued (instant
          // confirmation)
          <>
            <a
              href={`/account/order/${encodeURIComponent(order.sn)}`}
              className={
                order.vouchers > 0
                  ? "rounded-brand px-6 py-2.5 text-sm font-semibold text-primary ring-2 ring-primary hover:bg-primary/10"
                  : "rounded-brand bg-primary px-6 py-2.5 text-sm font-semibold text-primary-contrast"
              }
              data-testid="payment-view-order"
            >
              {t("viewOrder")}
            </a>
            {order.vouchers > 0 ? (
              <a
                href={`/account/order/${encodeURIComponent(order.sn)}/vouchers`}
                className="rounded-brand bg-primary px-6 py-2.5 text-sm font-semibold text-primary-contrast"
                data-testid="payment-view-vouchers"
              >
                {t("viewVouchers")}
              </a>
            ) : null}
          </>
        ) : null}
        {outcome === "failed" ? (
          <a
            href={`/payment/confirm?sn=${encodeURIComponent(order.sn)}`}
            className="rounded-brand bg-primary px-6 py-2.5 text-sm font-semibold text-primary-contrast"
            data-testid="payment-try-again"
          >
            {t("tryAgain")}
          </a>
        ) : null}
      </div>
    </section>
  );
}
