"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useSyncExternalStore } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CALLING_CODES } from "@/lib/commerce/calling-codes";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/credentials";
import { selectClass } from "./styles";

const INTL_LOCALE: Record<string, string> = { en: "en", "zh-hans": "zh-Hans", "zh-hant": "zh-Hant" };
const noSubscription = () => () => {};

type Option = { region: string; code: string; label: string };

function allOptions(locale: string): Option[] {
  const intl = INTL_LOCALE[locale] ?? "en";
  const names = new Intl.DisplayNames([intl], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(intl);
  return CALLING_CODES.map(([region, code]) => ({ region, code, label: `${names.of(region) ?? region} +${code}` })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/**
 * The calling-code picker (a plain registered <select name="country_code">): one option per region,
 * named by Intl.DisplayNames in the reader's language, its value the calling code. The server and
 * the hydrating browser render only the default code, so region names (which depend on each side's
 * ICU data) can never differ between the two; the full list follows right after hydration.
 */
export function CallingCodeSelect({
  registration,
  invalid,
  defaultValue = DEFAULT_CALLING_CODE,
}: {
  registration: UseFormRegisterReturn;
  invalid?: boolean;
  defaultValue?: string;
}) {
  const locale = useLocale();
  const t = useTranslations("auth");
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const options = useMemo<Option[]>(() => {
    if (hydrated) return allOptions(locale);
    const region = CALLING_CODES.find(([, code]) => code === defaultValue)?.[0] ?? defaultValue;
    return [{ region, code: defaultValue, label: `+${defaultValue}` }];
  }, [hydrated, locale, defaultValue]);

  return (
    <select
      aria-label={t("callingCode")}
      aria-invalid={invalid || undefined}
      defaultValue={defaultValue}
      className={selectClass}
      data-testid="calling-code"
      {...registration}
    >
      {options.map((o) => (
        <option key={o.region} value={o.code}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
