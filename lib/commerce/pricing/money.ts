import { CURRENCIES, type Currency } from "./currencies";

// Spec §3/§9: amounts are integers in minor units, divided by 100 and shown to 2 decimals with
// the currency's symbol from the platform's currency_meta.

export type CurrencyMeta = readonly { code: string; symbol: string }[];

export function symbolFor(currency: Currency, meta?: CurrencyMeta): string {
  return (
    meta?.find((m) => m.code === currency)?.symbol ??
    CURRENCIES.find((c) => c.code === currency)?.symbol ??
    currency
  );
}

/** The symbol of a currency code from the wire (an unknown code is shown as itself). */
export function symbolForCode(code: string, meta?: CurrencyMeta): string {
  return (
    meta?.find((m) => m.code === code)?.symbol ??
    CURRENCIES.find((c) => c.code === code)?.symbol ??
    code
  );
}

/** 123456 → "¥1,234.56"; -5 → "-¥0.05". Non-integers are rounded to the nearest minor unit. */
export function formatMoney(amountMinor: number, symbol: string): string {
  if (!Number.isFinite(amountMinor)) return `${symbol}0.00`;
  const rounded = Math.round(amountMinor);
  const abs = Math.abs(rounded);
  const major = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const minor = (abs % 100).toString().padStart(2, "0");
  return `${rounded < 0 ? "-" : ""}${symbol}${major}.${minor}`;
}

/**
 * A price for a tight cell (a booking-calendar day): the spec's two decimals when they fit in
 * `maxChars`, then whole units (rounded), then a locale's compact form with three significant
 * digits ("₫1.22M", "₫122万"). Show the full `formatMoney` amount nearby or as the cell's label.
 */
export function formatMoneyCompact(
  amountMinor: number,
  symbol: string,
  { maxChars = 8, htmlLang = "en" }: { maxChars?: number; htmlLang?: string } = {},
): string {
  const full = formatMoney(amountMinor, symbol);
  if (full.length <= maxChars) return full;
  const major = Math.round((Number.isFinite(amountMinor) ? amountMinor : 0) / 100);
  const whole = formatMoney(major * 100, symbol).slice(0, -3);
  if (whole.length <= maxChars) return whole;
  const compact = new Intl.NumberFormat(htmlLang, {
    notation: "compact",
    maximumSignificantDigits: 3,
  }).format(Math.abs(major));
  return `${major < 0 ? "-" : ""}${symbol}${compact}`;
}

/** A min–max price; one price when they are equal. */
export function formatPriceRange(minMinor: number, maxMinor: number, symbol: string): string {
  if (maxMinor <= minMinor) return formatMoney(minMinor, symbol);
  return `${formatMoney(minMinor, symbol)} – ${formatMoney(maxMinor, symbol)}`;
}

/**
 * Spec §9: percent-off is shown as (100 − amount) ÷ 10, i.e. the Chinese "折" figure:
 * 15 % off → 8.5, 20 % off → 8, 5 % off → 9.5. Out-of-range input is clamped to 0–100.
 */
export function percentOffFold(percentOff: number): number {
  const p = Math.min(100, Math.max(0, Number.isFinite(percentOff) ? percentOff : 0));
  return Math.round((100 - p) * 10) / 100;
}

/** Discount of a struck-through price in whole percent, or null when there is none. */
export function savingPercent(priceMinor: number, originalMinor: number): number | null {
  if (originalMinor <= 0 || priceMinor >= originalMinor) return null;
  return Math.round(((originalMinor - priceMinor) / originalMinor) * 100);
}
