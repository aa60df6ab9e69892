"use client";

import { useLocale } from "next-intl";
import { useMemo, useState, useSyncExternalStore } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/accounts/credentials";
import {
  bareOption,
  callingCodeOptions,
  optionLabel,
  regionForCode,
  type CallingCodeOption,
} from "./calling-code-options";

type Binding =
  /** A plain registered <select name=…>: the form posts it as is, so its option values are calling codes. */
  | { registration: UseFormRegisterReturn; value?: never; onChange?: never; onBlur?: never }
  /**
   * Controlled by the form's code. A controlled <select> shows the first option whose value
   * matches, so here option values are regions: Canada stays Canada though it shares +1 with the US.
   */
  | { registration?: never; value: string; onChange: (code: string) => void; onBlur?: () => void };

type Props = Binding & {
  /** built on the server (callingCodeOptions); without them the browser builds the list once hydrated */
  options?: readonly CallingCodeOption[];
  /** for a <label htmlFor>; a picker without one is named by `label` */
  id?: string;
  label?: string;
  invalid?: boolean;
  className: string;
  testId: string;
};

const noSubscription = () => () => {};

/**
 * The options to render. Without a list from the server, the server and the hydrating browser
 * render only the shown code, so region names (which depend on each side's ICU data) can never
 * differ between the two; the full list follows right after hydration.
 */
function useOptions(
  given: readonly CallingCodeOption[] | undefined,
  shownCode: string,
): readonly CallingCodeOption[] {
  const locale = useLocale();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useMemo(
    () => given ?? (hydrated ? callingCodeOptions(locale) : [bareOption(shownCode)]),
    [given, hydrated, locale, shownCode],
  );
}

/** The country-or-region → calling-code picker of every phone number the shop asks for. */
export function CallingCodeSelect({
  registration,
  value,
  onChange,
  onBlur,
  options: given,
  id,
  label,
  invalid,
  className,
  testId,
}: Props) {
  const options = useOptions(given, value ?? DEFAULT_CALLING_CODE);
  const [region, setRegion] = useState(() =>
    value === undefined ? "" : (regionForCode(options, value) ?? ""),
  );
  const common = {
    id,
    "aria-label": label,
    "aria-invalid": invalid || undefined,
    className,
    "data-testid": testId,
  };

  if (registration) {
    return (
      <select {...common} defaultValue={DEFAULT_CALLING_CODE} {...registration}>
        {options.map((o) => (
          <option key={o.region} value={o.code}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    );
  }

  const shown =
    options.find((o) => o.region === region)?.code === value
      ? region
      : (regionForCode(options, value) ?? "");
  return (
    <select
      {...common}
      value={shown}
      onBlur={onBlur}
      onChange={(e) => {
        const picked = options.find((o) => o.region === e.target.value);
        if (!picked) return;
        setRegion(picked.region);
        onChange(picked.code);
      }}
    >
      {options.map((o) => (
        <option key={o.region} value={o.region}>
          {optionLabel(o)}
        </option>
      ))}
    </select>
  );
}
