"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { useErrorText } from "@/components/account/use-error-text";
import { goToSignIn } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import { cancelResultSchema } from "@/lib/commerce/orders/orders.schema";
import { navigate } from "@/lib/client/navigate";
import { ACTION_PRIMARY, ACTION_SECONDARY } from "./styles";
import { Codes } from "@/lib/commerce/contract/error-codes";

/** /order/cancel's two answers: Confirm cancel (→ the order, with the outcome in words) or Keep order (→ the order, unchanged). */
export function CancelScreenActions({ sn }: { sn: string }) {
  const t = useTranslations("orders");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const orderHref = `/account/order/${encodeURIComponent(sn)}`;

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const result = await readApi(
      cancelResultSchema,
      `/api/orders/${encodeURIComponent(sn)}/cancel`,
      { method: "POST" },
    );
    if (result.ok || result.code === Codes.orderCancelled) {
      toast(
        result.ok
          ? result.data.cancel_status === "succeeded"
            ? t("cancelled")
            : t("cancelInProgress")
          : t("alreadyCancelled"),
        { testId: "toast" },
      );
      return navigate(orderHref);
    }
    setBusy(false);
    if (result.code === Codes.loginExpired) return goToSignIn();
    setProblem(
      result.code === Codes.notAllowed
        ? t("cancelNotAllowed")
        : `${t("cancelFailed")} ${errorText(result.errorKey)}`,
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {problem ? (
        <p role="alert" className="text-sm text-accent" data-testid="cancel-error">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <a href={orderHref} className={ACTION_SECONDARY} data-testid="cancel-keep">
          {t("cancelKeep")}
        </a>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
          className={ACTION_PRIMARY}
          data-testid="cancel-confirm"
        >
          {busy ? t("cancelling") : t("cancelConfirm")}
        </button>
      </div>
    </div>
  );
}
