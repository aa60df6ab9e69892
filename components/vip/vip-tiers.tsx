"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useErrorText } from "@/components/account/use-error-text";
import { goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import { bookedSchema } from "@/lib/commerce/checkout/checkout.schema";
import { navigate } from "@/lib/client/navigate";
import { Codes } from "@/lib/commerce/contract/error-codes";

export type TierView = {
  level: 1 | 2 | 3;
  /** "¥100.00" (membership is sold in CNY, §6) */
  price: string;
  /** translated coupon lines ("¥50.00 off coupon × 4") */
  coupons: string[];
  freeProducts: { id: number; title: string; href: string }[];
};

type Props = { tiers: TierView[]; defaultLevel: number; signedIn: boolean; isMember: boolean };

/**
 * Spec §2 /vip: the three tiers with what each gives, the default tier (§9: 2) selected; Buy
 * creates the membership order (POST /api/vip/booking, one key per tier so a double press makes
 * one order) and goes to /payment/confirm like any order.
 */
export function VipTiers({ tiers, defaultLevel, signedIn, isMember }: Props) {
  const t = useTranslations("vip");
  const errorText = useErrorText();
  const [level, setLevel] = useState(
    tiers.some((x) => x.level === defaultLevel) ? defaultLevel : (tiers[0]?.level ?? defaultLevel),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keys = useRef(new Map<number, string>());
  const chosen = tiers.find((x) => x.level === level);

  const buy = async () => {
    if (!chosen || busy) return;
    if (!signedIn) return goToSignIn();
    setBusy(true);
    setProblem(null);
    const key = keys.current.get(level) ?? newIdempotencyKey();
    keys.current.set(level, key);
    const result = await readApi(bookedSchema, "/api/vip/booking", {
      method: "POST",
      body: { level },
      idempotencyKey: key,
    });
    if (result.ok) {
      navigate(`/payment/confirm?sn=${encodeURIComponent(result.data.sn)}`);
      return;
    }
    if (result.code !== -1 && result.code !== Codes.internalError) keys.current.delete(level);
    setBusy(false);
    if (result.code === Codes.loginExpired) return goToSignIn();
    setProblem(errorText(result.errorKey));
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 font-semibold">{t("tiers")}</legend>
        {/* room above the cards for the "Recommended" tab on the edge of its card */}
        <div className="grid grid-cols-3 gap-2 pt-2 sm:gap-4">
          {tiers.map((tier) => (
            <label
              key={tier.level}
              className={`relative flex cursor-pointer flex-col items-center gap-1 rounded-brand p-3 text-center ring-1 sm:p-4 ${
                // the chosen tier is ringed and raised, on the same surface: the price and the
                // "Recommended" label keep their contrast (a tinted card put them at ~4.07:1)
                tier.level === level
                  ? "bg-surface shadow-md ring-2 ring-primary"
                  : "bg-surface ring-line"
              }`}
              data-testid={`vip-tier-${tier.level}`}
            >
              <input
                type="radio"
                name="vip-tier"
                value={tier.level}
                checked={tier.level === level}
                onChange={() => setLevel(tier.level)}
                className="sr-only"
              />
              {tier.level === defaultLevel ? (
                <span className="absolute -top-2.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-contrast">
                  {t("recommended")}
                </span>
              ) : null}
              <span className="font-semibold">{t("tier", { level: tier.level })}</span>
              <span
                className="text-lg font-bold text-accent"
                data-testid={`vip-price-${tier.level}`}
              >
                {tier.price}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {chosen ? (
        <section
          className="rounded-brand bg-surface p-4 ring-1 ring-line sm:p-6"
          aria-labelledby="vip-gives"
          data-testid="vip-gives"
        >
          <h2 id="vip-gives" className="mb-2 font-semibold">
            {t("gives", { level: chosen.level })}
          </h2>
          <p className="text-sm text-muted">{t("perYear", { price: chosen.price })}</p>
          <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-sm">
            {chosen.coupons.map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>{t("memberPrices")}</li>
          </ul>
          <h3 className="mt-4 text-sm font-semibold">{t("freeProducts")}</h3>
          {chosen.freeProducts.length === 0 ? (
            <p className="text-sm text-muted">{t("noFreeProducts")}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {chosen.freeProducts.map((p) => (
                <li key={p.id}>
                  <a href={p.href} className="text-primary hover:underline">
                    {p.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {problem ? (
        <p role="alert" className="text-sm text-accent" data-testid="vip-error">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        onClick={buy}
        disabled={busy || !chosen}
        aria-busy={busy}
        className="rounded-brand bg-primary px-4 py-3 font-semibold text-primary-contrast disabled:opacity-60"
        data-testid="vip-buy"
      >
        {busy
          ? t("buying")
          : !signedIn
            ? t("signInToBuy")
            : chosen
              ? t(isMember ? "renew" : "buy", { level: chosen.level, price: chosen.price })
              : ""}
      </button>
      <p className="text-xs text-muted">{t("currencyNote")}</p>
    </div>
  );
}
