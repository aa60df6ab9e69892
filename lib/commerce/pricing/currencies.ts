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

/** A value for every currency: how a complete price map is built. */
export function perCurrency<T>(value: (code: Currency) => T): Record<Currency, T> {
  return Object.fromEntries(CURRENCY_CODES.map((code) => [code, value(code)])) as Record<
    Currency,
    T
  >;
}

/**
 * §3 "Prices are per-currency maps": the currencies a stored map lacks (or holds as anything but a
 * whole, non-negative amount). A gap is never read as 0 — that would sell an item free or drop a
 * coupon's minimum spend — so a map with gaps is refused where it is written and where it is read.
 */
export function missingCurrencies(map: unknown): Currency[] {
  const amounts = new Map(typeof map === "object" && map !== null ? Object.entries(map) : []);
  return CURRENCY_CODES.filter((code) => {
    const amount: unknown = amounts.get(code);
    return typeof amount !== "number" || !Number.isInteger(amount) || amount < 0;
  });
}
