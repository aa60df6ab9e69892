"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useErrorText } from "@/components/account/use-error-text";
import { goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import { pointsExchangeSchema } from "@/lib/commerce/membership/membership.schema";
import { Codes } from "@/lib/commerce/contract/error-codes";

export type ExchangeOption = { points: number; money: string; affordable: boolean };

/**
 * Spec §2 /vip/exchange: exchange points for a coupon of a pointLevelList level (§3). One key per
 * level press, reused on a network retry, so a double press exchanges once; the upstream never
 * spends more than the balance, and a refusal reads as "membership exchange failed" (§8).
 */
export function PointsExchange({
  options,
  loyaltyRequired,
}: {
  options: ExchangeOption[];
  loyaltyRequired: boolean;
}) {
  const t = useTranslations("points");
  const tv = useTranslations("validation");
  const [loyaltyId, setLoyaltyId] = useState("");
  const [loyaltyError, setLoyaltyError] = useState<string | null>(null);
  const errorText = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const keys = useRef(new Map<number, string>());

  const exchange = async (option: ExchangeOption) => {
    if (busy !== null) return;
    setBusy(option.points);
    setOutcome(null);
    setLoyaltyError(null);
    const key = keys.current.get(option.points) ?? newIdempotencyKey();
    keys.current.set(option.points, key);
    const result = await readApi(pointsExchangeSchema, "/api/vip/exchange", {
      method: "POST",
      body: { points: option.points, ...(loyaltyRequired ? { loyalty_id: loyaltyId } : {}) },
      idempotencyKey: key,
    });
    // a settled answer (success or refusal) ends this press; only a lost connection keeps its key
    if (result.ok || (result.code !== -1 && result.code !== Codes.internalError))
      keys.current.delete(option.points);
    setBusy(null);
    if (result.ok) {
      setOutcome({ ok: true, text: t("done", { points: option.points, money: option.money }) });
      router.refresh();
      return;
    }
    if (result.code === Codes.loginExpired) return goToSignIn();
    const field = result.fields.loyalty_id;
    if (field)
      return setLoyaltyError(
        tv.has(field as Parameters<typeof tv>[0])
          ? tv(field as Parameters<typeof tv>[0])
          : errorText(result.errorKey),
      );
    setOutcome({ ok: false, text: errorText(result.errorKey) });
  };

  return (
    <div className="flex flex-col gap-3">
      {loyaltyRequired ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="loyalty-id" className="text-sm font-medium">
            {t("loyaltyId")}
          </label>
          <input
            id="loyalty-id"
            value={loyaltyId}
            onChange={(e) => setLoyaltyId(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            aria-invalid={loyaltyError ? true : undefined}
            aria-describedby="loyalty-id-hint"
            className="rounded-brand bg-surface px-3 py-2 ring-1 ring-line"
            data-testid="loyalty-id"
          />
          <p id="loyalty-id-hint" className="text-xs text-muted">
            {t("loyaltyIdHint")}
          </p>
          {loyaltyError ? (
            <p role="alert" className="text-sm text-accent" data-testid="loyalty-id-error">
              {loyaltyError}
            </p>
          ) : null}
        </div>
      ) : null}
      {options.length === 0 ? <p className="text-sm text-muted">{t("noLevels")}</p> : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <li
            key={o.points}
            className="flex items-center justify-between gap-2 rounded-brand bg-surface p-3 ring-1 ring-line"
            data-testid={`exchange-${o.points}`}
          >
            <span className="text-sm">{t("option", { points: o.points, money: o.money })}</span>
            <button
              type="button"
              onClick={() => exchange(o)}
              disabled={busy !== null}
              aria-busy={busy === o.points}
              className="shrink-0 rounded-brand bg-primary px-3 py-1.5 text-sm font-semibold text-primary-contrast disabled:opacity-60"
              title={o.affordable ? undefined : t("notEnough")}
            >
              {busy === o.points ? t("exchanging") : t("exchange")}
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {outcome ? (
          <p
            role={outcome.ok ? "status" : "alert"}
            className={`text-sm ${outcome.ok ? "text-primary" : "text-accent"}`}
            data-testid="exchange-outcome"
          >
            {outcome.text}
            {outcome.ok ? (
              <>
                {" "}
                <a href="/account/coupons" className="underline">
                  {t("myCoupons")}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
