import { perCurrency, type Currency } from "../../lib/commerce/pricing/currencies";
import type { PriceMap } from "../db/schema";

/** Units of each currency for one yuan: fixed reference rates for the seed catalogue. */
const RATES: Record<Currency, number> = {
  CNY: 1,
  HKD: 1.08,
  TWD: 4.45,
  USD: 0.14,
  KRW: 192,
  SGD: 0.186,
  AED: 0.51,
  JOD: 0.098,
  GBP: 0.11,
  EUR: 0.129,
  AUD: 0.213,
  JPY: 21.2,
  THB: 4.9,
  IDR: 2230,
  MYR: 0.64,
  PHP: 8.1,
  VND: 3520,
};

/** A yuan amount as a per-currency map of minor units, rounded the way price lists are. */
export function priceMap(yuan: number): PriceMap {
  return perCurrency((code) => {
    const major = yuan * RATES[code];
    // large-unit currencies get whole prices; the others keep cents (rounded to 10 cents)
    return RATES[code] >= 4 ? Math.round(major) * 100 : Math.round(major * 10) * 10;
  });
}
