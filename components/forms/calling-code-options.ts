import { CALLING_CODES } from "@/lib/commerce/accounts/calling-codes";
import type { Locale } from "@/lib/commerce/platform/locales";

export type CallingCodeOption = { region: string; code: string; name: string };

/** Where several regions share a code, the one a saved number with that code is shown under. */
const MAIN_REGION: Record<string, string> = {
  "1": "US",
  "7": "RU",
  "39": "IT",
  "44": "GB",
  "47": "NO",
  "61": "AU",
  "212": "MA",
  "262": "RE",
  "290": "SH",
  "358": "FI",
  "590": "GP",
  "599": "CW",
};
/** Shown first: the shop's home markets. */
const FIRST = ["CN", "HK", "MO", "TW"];

/**
 * The calling-code picker's options, named in the reader's language (Intl.DisplayNames) and
 * sorted by that name after the home markets. Region names depend on the ICU data of whoever
 * computes them, so a list rendered on the server is either passed down from it or built in the
 * browser only after hydration (see CallingCodeSelect).
 */
export function callingCodeOptions(locale: Locale): CallingCodeOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    names = null;
  }
  const options = CALLING_CODES.map(([region, code]) => ({
    region,
    code,
    name: names?.of(region) ?? region,
  }));
  const collator = new Intl.Collator(locale);
  const rank = (o: CallingCodeOption) => {
    const i = FIRST.indexOf(o.region);
    return i === -1 ? FIRST.length : i;
  };
  return options.sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name));
}

/** The one option shown before region names are known: the bare code, under its main region. */
export function bareOption(code: string): CallingCodeOption {
  const region = MAIN_REGION[code] ?? CALLING_CODES.find(([, c]) => c === code)?.[0] ?? code;
  return { region, code, name: "" };
}

/** "+852 Hong Kong SAR China" (the code first, so a narrow picker still shows it), or "+852" before the name is known. */
export function optionLabel(option: CallingCodeOption): string {
  return option.name ? `+${option.code} ${option.name}` : `+${option.code}`;
}

/** The region a saved calling code is shown under. */
export function regionForCode(
  options: readonly CallingCodeOption[],
  code: string,
): string | undefined {
  const main = MAIN_REGION[code];
  if (main && options.some((o) => o.region === main)) return main;
  return options.find((o) => o.code === code)?.region;
}
