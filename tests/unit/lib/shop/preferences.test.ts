import { resolvePreferences, type PreferenceInput } from "@/lib/shop/preferences";

// Spec §1 language/currency selection order and defaults; brand by host (§1 brands, ARCHITECTURE request flow).
function input(
  over: Partial<Omit<PreferenceInput, "query">> & { query?: string } = {},
): PreferenceInput {
  return {
    host: over.host ?? "localhost:3000",
    query: new URLSearchParams(over.query ?? ""),
    cookies: over.cookies ?? {},
    acceptLanguage: over.acceptLanguage ?? null,
    production: over.production ?? false,
  };
}

describe("locale resolution (spec §1: query → stored → browser → zh-hans)", () => {
  it.each([
    ["nothing at all", input(), "zh-hans"],
    ["?locale=en", input({ query: "locale=en" }), "en"],
    ["?lang=zh-hant", input({ query: "lang=zh-hant" }), "zh-hant"],
    ["?locale wins over ?lang", input({ query: "locale=en&lang=zh-hant" }), "en"],
    ["?locale=zh_TW normalised", input({ query: "locale=zh_TW" }), "zh-hant"],
    ["query beats cookie", input({ query: "locale=en", cookies: { locale: "zh-hant" } }), "en"],
    [
      "cookie beats Accept-Language",
      input({ cookies: { locale: "zh-hant" }, acceptLanguage: "en-US,en;q=0.9" }),
      "zh-hant",
    ],
    ["Accept-Language en-GB", input({ acceptLanguage: "en-GB,en;q=0.8" }), "en"],
    ["Accept-Language zh-HK", input({ acceptLanguage: "zh-HK,zh;q=0.9" }), "zh-hant"],
    ["Accept-Language by weight", input({ acceptLanguage: "fr;q=1, zh-TW;q=0.4, en;q=0.6" }), "en"],
    [
      "unknown query falls back to cookie",
      input({ query: "locale=xx", cookies: { locale: "en" } }),
      "en",
    ],
    [
      "bad cookie falls back to browser",
      input({ cookies: { locale: "<script>" }, acceptLanguage: "zh-CN" }),
      "zh-hans",
    ],
    [
      "unsupported browser language → default",
      input({ acceptLanguage: "fr-FR,de;q=0.5" }),
      "zh-hans",
    ],
    ["garbage Accept-Language → default", input({ acceptLanguage: ";;;q=abc,,," }), "zh-hans"],
  ])("%s", (_name, given, expected) => {
    expect(resolvePreferences(given).locale).toBe(expected);
  });
});

describe("currency resolution (spec §1/§9: query → tf_currency → brand main → CNY)", () => {
  it.each([
    ["default brand main currency", input(), "CNY"],
    ["?currency=usd normalised", input({ query: "currency=usd" }), "USD"],
    ["cookie", input({ cookies: { currency: "JPY" } }), "JPY"],
    ["query beats cookie", input({ query: "currency=EUR", cookies: { currency: "JPY" } }), "EUR"],
    [
      "unknown query → cookie",
      input({ query: "currency=XXX", cookies: { currency: "GBP" } }),
      "GBP",
    ],
    [
      "unknown cookie → brand main",
      input({ host: "kraft.example.com", cookies: { currency: "BTC" } }),
      "TWD",
    ],
    ["brand main currency (www → HKD)", input({ host: "www.example.com" }), "HKD"],
  ])("%s", (_name, given, expected) => {
    expect(resolvePreferences(given).currency).toBe(expected);
  });
});

describe("brand resolution (host → brand; ?brand= only outside production)", () => {
  it.each([
    ["localhost → default", input(), "default"],
    ["known host with port", input({ host: "jk.example.com:443" }), "jk-club"],
    ["unknown host → default", input({ host: "evil.example.net" }), "default"],
    ["?brand= outside production", input({ query: "brand=rutwa" }), "rutwa"],
    ["brand cookie outside production", input({ cookies: { brand: "vistara" } }), "vistara"],
    ["?brand= ignored in production", input({ query: "brand=rutwa", production: true }), "default"],
    [
      "brand cookie ignored in production",
      input({ cookies: { brand: "vistara" }, production: true, host: "kraft.example.com" }),
      "kraft",
    ],
    ["unknown ?brand= → host", input({ query: "brand=nope", host: "www.example.com" }), "www"],
  ])("%s", (_name, given, expected) => {
    expect(resolvePreferences(given).brand).toBe(expected);
  });
});

describe("persistence: explicit choices are written to cookies", () => {
  it.each([
    ["nothing chosen", input({ acceptLanguage: "en" }), {}],
    ["locale chosen", input({ query: "locale=en" }), { locale: "en" }],
    ["same as cookie → no rewrite", input({ query: "locale=en", cookies: { locale: "en" } }), {}],
    ["currency chosen", input({ query: "currency=JPY" }), { currency: "JPY" }],
    ["brand chosen", input({ query: "brand=kraft" }), { brand: "kraft" }],
    ["brand not persisted in production", input({ query: "brand=kraft", production: true }), {}],
    ["bad values not persisted", input({ query: "locale=xx&currency=zzz&brand=../" }), {}],
  ])("%s", (_name, given, expected) => {
    expect(resolvePreferences(given).persist).toEqual(expected);
  });
});
