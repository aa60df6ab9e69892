import {
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  isCurrency,
  missingCurrencies,
  normaliseCurrency,
  perCurrency,
} from "@/lib/commerce/pricing/currencies";
import { symbolForCode } from "@/lib/commerce/pricing/money";

// Spec §1 "Currencies: HKD, CNY, TWD, USD, KRW, SGD, AED, JOD, GBP, EUR, AUD, JPY, THB, IDR, MYR,
// PHP, VND"; §7 every request carries a currency (default CNY).
const SPEC = "HKD CNY TWD USD KRW SGD AED JOD GBP EUR AUD JPY THB IDR MYR PHP VND".split(" ");

describe("§1 the seventeen currencies: isCurrency", () => {
  it.each(SPEC)("%s is one", (code) => expect(isCurrency(code)).toBe(true));
  it.each<[unknown, boolean]>([
    [DEFAULT_CURRENCY, true],
    ["cny", false],
    ["RMB", false],
    ["BTC", false],
    ["", false],
    [156, false],
    [null, false],
  ])("%j → %s", (value, expected) => expect(isCurrency(value)).toBe(expected));
});

describe("§1 a currency picked in any case reads as one of the seventeen: normaliseCurrency", () => {
  it.each<[string | null | undefined, string | null]>([
    ["usd", "USD"],
    [" jpy ", "JPY"],
    ["HKD", "HKD"],
    ["US$", null],
    ["XYZ", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (value, expected) => expect(normaliseCurrency(value)).toBe(expected));
});

describe("§9 a currency's symbol: the brand's currency_meta first, then the shop's own: symbolForCode", () => {
  const meta = [{ code: "USD", symbol: "$" }];
  it.each<[string, { code: string; symbol: string }[] | undefined, string]>([
    ["USD", meta, "$"],
    ["USD", undefined, "US$"],
    ["JPY", meta, "JP¥"],
    ["CNY", [], "¥"],
    ["XYZ", meta, "XYZ"],
  ])("%s with meta %j → %s", (code, m, expected) => expect(symbolForCode(code, m)).toBe(expected));
});

// §3 "Prices are per-currency maps", in every one of the 17 currencies: a gap is never a price of 0
describe("missingCurrencies and perCurrency (§3 complete price maps)", () => {
  const full = perCurrency(() => 1000);

  it("builds a map with every currency", () => {
    expect(Object.keys(full).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(missingCurrencies(full)).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    ["a map without HKD", { ...full, HKD: undefined }, ["HKD"]],
    ["a negative amount", { ...full, JPY: -1 }, ["JPY"]],
    ["a fraction of a minor unit", { ...full, USD: 10.5 }, ["USD"]],
    ["an amount as text", { ...full, EUR: "100" }, ["EUR"]],
    ["only CNY", { CNY: 100 }, CURRENCY_CODES.filter((c) => c !== "CNY")],
    ["not a map", null, [...CURRENCY_CODES]],
  ])("%s lacks %j", (_what, map, missing) => {
    expect(missingCurrencies(map)).toEqual(missing);
  });

  it("a zero price is a price (a free item priced so on purpose)", () => {
    expect(missingCurrencies({ ...full, CNY: 0 })).toEqual([]);
  });
});
