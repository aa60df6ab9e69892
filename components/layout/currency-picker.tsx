"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { isCheckoutPath } from "@/lib/commerce/accounts/access";
import { CURRENCIES, type Currency } from "@/lib/commerce/pricing/currencies";
import { PreferenceLink } from "./preference-link";

/** Spec §2: not offered on Checkout — tapping it there says the currency cannot change. */
export function CurrencyPicker({ currency }: { currency: Currency }) {
  const t = useTranslations("header");
  const pathname = usePathname();
  const symbol = CURRENCIES.find((c) => c.code === currency)?.symbol;

  if (isCheckoutPath(pathname)) {
    return (
      <button
        type="button"
        data-testid="currency-picker"
        onClick={() => toast(t("currencyLocked"), { testId: "toast" })}
        className="flex h-9 items-center gap-1 rounded-brand px-2 text-sm opacity-80 hover:bg-black/10"
      >
        <span className="sr-only">{t("currency")} </span>
        {currency}
      </button>
    );
  }

  return (
    <details name="header-preference" className="md:relative" data-testid="currency-picker">
      <summary className="hdr-btn">
        <span className="sr-only">{t("currency")} </span>
        <span aria-hidden="true">{symbol}</span>
        <span data-testid="current-currency">{currency}</span>
      </summary>
      <div
        data-testid="currency-panel"
        className="hdr-panel grid grid-cols-3 gap-1 md:w-64 md:grid-cols-2"
      >
        <p className="col-span-full px-2 pb-1 text-xs text-muted">{t("currency")}</p>
        {CURRENCIES.map((c) => (
          <PreferenceLink
            key={c.code}
            name="currency"
            value={c.code}
            current={c.code === currency}
            testId={`currency-${c.code}`}
          >
            <span className="pref-sym">{c.symbol}</span>
            {c.code}
          </PreferenceLink>
        ))}
      </div>
    </details>
  );
}
