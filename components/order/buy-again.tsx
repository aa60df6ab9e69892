"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useErrorText } from "@/components/account/use-error-text";
import { repurchaseResultSchema, type RepurchaseResult } from "@/lib/commerce/orders/orders.schema";
import { goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import { ACTION_SECONDARY } from "./styles";
import { Codes } from "@/lib/commerce/contract/error-codes";

type Outcome = { kind: "done"; result: RepurchaseResult } | { kind: "failed"; text: string };

/**
 * §4 buy again: the order's lines go back into the basket; the outcome in words — how many were
 * added, each line that was not and why (§8 buy-again failures: removed, sold out, expired) — with
 * a way to the basket. One Idempotency-Key per attempt, kept when the answer never came.
 */
export function BuyAgainButton({ sn }: { sn: string }) {
  const t = useTranslations("orders");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = useRef<string | null>(null);

  async function run() {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    key.current ??= newIdempotencyKey();
    const result = await readApi(
      repurchaseResultSchema,
      `/api/orders/${encodeURIComponent(sn)}/repurchase`,
      { method: "POST", idempotencyKey: key.current },
    );
    setBusy(false);
    if (result.ok || result.code !== -1) key.current = null;
    if (result.ok) return setOutcome({ kind: "done", result: result.data });
    if (result.code === Codes.loginExpired) return goToSignIn();
    setOutcome({ kind: "failed", text: `${t("buyAgainFailed")} ${errorText(result.errorKey)}` });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy || undefined}
        className={ACTION_SECONDARY}
        data-testid="order-action-buyAgain"
      >
        {busy ? t("buyAgainBusy") : t("action.buyAgain")}
      </button>
      {outcome ? (
        <div
          role="status"
          className="basis-full rounded-brand bg-bg p-3 text-sm ring-1 ring-line"
          data-testid="buy-again-outcome"
        >
          {outcome.kind === "failed" ? (
            <p className="text-accent">{outcome.text}</p>
          ) : (
            <>
              <p className="font-medium">{t("buyAgainAdded", { count: outcome.result.added })}</p>
              {outcome.result.skipped.length ? (
                <>
                  <p className="mt-2 text-muted">{t("buyAgainSkipped")}</p>
                  <ul className="mt-1 list-disc pl-5" data-testid="buy-again-skipped">
                    {outcome.result.skipped.map((s, i) => (
                      <li key={i} className="break-words">
                        {t(`skipped.${s.reason}`, { title: s.title })}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {outcome.result.added > 0 ? (
                <a
                  href="/cart"
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline"
                  data-testid="buy-again-cart"
                >
                  {t("viewCart")}
                </a>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </>
  );
}
