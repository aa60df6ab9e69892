// Spec §1 and §9: seventeen currencies; amounts are integers in minor units (÷ 100 for display).
export const CURRENCIES = [
  { code: "HKD", symbol: "HK$" },
  { code: "CNY", symbol: "¥" },
  { code: "TWD", symbol: "NT$" },
  { code: "USD", symbol: "US$" },
  { code: "KRW", symbol: "₩" },
  { code: "SGD", symbol: "S$" },
  { code: "AED", symbol: "AED" },
  { code: "JOD", symbol: "JOD" },
  { code: "GBP", symbol: "£" },
  { code: "EUR", symbol: "€" },
  { code: "AUD", symbol: "A$" },
  { code: "JPY", symbol: "JP¥" },
  { code: "THB", symbol: "฿" },
  { code: "IDR", symbol: "Rp" },
  { code: "MYR", symbol: "RM" },
  { code: "PHP", symbol: "₱" },
  { code: "VND", symbol: "₫" },
] as const satisfies readonly { code: string; symbol: string }[];

export type Currency = (typeof CURRENCIES)[number]["code"];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as readonly Currency[];
export const DEFAULT_CURRENCY: Currency = "CNY";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
}

export function normaliseCurrency(value: string | null | undefined): Currency | null {
  if (!value) return null;
  const v = value.trim().toUpperCase();
  return isCurrency(v) ? v : null;
}

/** A per-currency price map as the upstream stores it: every currency, minor units. */
export type PriceMap = Record<Currency, number>;
