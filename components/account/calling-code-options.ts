import { CALLING_CODES } from "@/lib/commerce/calling-codes";
import type { Locale } from "@/lib/commerce/locales";

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
 * sorted by that name. Computed on the server and passed to the form, so the browser's own
 * region names can never differ from the server-rendered ones.
 */
export function callingCodeOptions(locale: Locale): CallingCodeOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    names = null;
  }
  const options = CALLING_CODES.map(([region, code]) => ({ region, code, name: names?.of(region) ?? region }));
  const collator = new Intl.Collator(locale);
  const rank = (o: CallingCodeOption) => {
    const i = FIRST.indexOf(o.region);
    return i === -1 ? FIRST.length : i;
  };
  return options.sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name));
}

/** The region a saved calling code is shown under. */
export function regionForCode(options: readonly CallingCodeOption[], code: string): string | undefined {
  const main = MAIN_REGION[code];
  if (main && options.some((o) => o.region === main)) return main;
  return options.find((o) => o.code === code)?.region;
}
