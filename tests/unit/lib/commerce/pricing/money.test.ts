import {
  formatMoney,
  formatMoneyCompact,
  formatPriceRange,
  percentOffFold,
  savingPercent,
  symbolFor,
} from "@/lib/commerce/pricing/money";

// Spec §3 and §9: minor units ÷ 100 to 2 decimals with the currency_meta symbol; percent-off rule.
describe("formatMoney (spec §9 amounts in minor units)", () => {
  it.each([
    [0, "¥", "¥0.00"],
    [5, "¥", "¥0.05"],
    [100, "¥", "¥1.00"],
    [29900, "¥", "¥299.00"],
    [123456, "HK$", "HK$1,234.56"],
    [100000000, "₩", "₩1,000,000.00"],
    [-250, "US$", "-US$2.50"],
    [199.6, "€", "€2.00"],
    [Number.NaN, "£", "£0.00"],
  ])("%p with %p → %p", (amount, symbol, expected) => {
    expect(formatMoney(amount, symbol)).toBe(expected);
  });
});

describe("formatMoneyCompact (tight cells: every currency fits)", () => {
  it.each([
    [108_400, "¥", "en", "¥1,084"],
    [9_950, "¥", "en", "¥99.50"],
    [462_200, "JP¥", "en", "JP¥4,622"],
    [4_185_600, "₩", "en", "₩41,856"],
    [48_576_000, "₫", "en", "₫485,760"],
    [122_496_000, "₫", "en", "₫1.22M"],
    [122_496_000, "₫", "zh-Hans", "₫122万"],
    [122_496_000, "₫", "zh-Hant", "₫122萬"],
    [48_614_050, "Rp", "en", "Rp486K"],
    [250, "US$", "en", "US$2.50"],
    [-462_200, "JP¥", "en", "-JP¥4.62K"],
  ])("%p %p (%p) → %p", (amount, symbol, htmlLang, expected) => {
    expect(formatMoneyCompact(amount, symbol, { htmlLang })).toBe(expected);
  });

  it("never returns more than a few characters past the limit, whatever the amount", () => {
    for (const amount of [1, 99_999, 12_345_678, 9_876_543_210, 123_456_789_012]) {
      for (const symbol of ["¥", "JP¥", "₩", "₫", "Rp", "HK$", "JOD"]) {
        expect(formatMoneyCompact(amount, symbol).length).toBeLessThanOrEqual(8 + 1);
      }
    }
  });
});

describe("formatPriceRange", () => {
  it.each([
    [1000, 1000, "¥10.00"],
    [1000, 2550, "¥10.00 – ¥25.50"],
    [3000, 1000, "¥30.00"],
  ])("%p..%p → %p", (min, max, expected) => {
    expect(formatPriceRange(min, max, "¥")).toBe(expected);
  });
});

describe("symbolFor (spec §9 symbol from currency_meta)", () => {
  it.each([
    ["CNY", undefined, "¥"],
    ["JPY", [{ code: "JPY", symbol: "円" }], "円"],
    ["USD", [{ code: "JPY", symbol: "円" }], "US$"],
  ] as const)("%s with meta %p → %s", (code, meta, expected) => {
    expect(symbolFor(code, meta)).toBe(expected);
  });
});

describe("percentOffFold (spec §9 percent-off shown as (100 − amount) ÷ 10)", () => {
  it.each([
    [15, 8.5],
    [20, 8],
    [5, 9.5],
    [0, 10],
    [100, 0],
    [12.5, 8.75],
    [-10, 10],
    [150, 0],
  ])("%p %% off → %p", (percent, fold) => {
    expect(percentOffFold(percent)).toBe(fold);
  });
});

describe("savingPercent", () => {
  it.each([
    [8000, 10000, 20],
    [10000, 10000, null],
    [12000, 10000, null],
    [5000, 0, null],
  ])("%p of %p → %p", (price, original, expected) => {
    expect(savingPercent(price, original)).toBe(expected);
  });
});
