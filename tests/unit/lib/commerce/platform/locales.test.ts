import {
  DEFAULT_LOCALE,
  isLocale,
  matchAcceptLanguage,
  normaliseLocale,
} from "@/lib/commerce/platform/locales";

// Spec §1 "Languages: en, zh-hans, zh-hant"; §7 every request carries a language (default zh-hans).

describe("§1 three languages, en, zh-hans and zh-hant: isLocale", () => {
  it.each<[unknown, boolean]>([
    ["en", true],
    ["zh-hans", true],
    ["zh-hant", true],
    [DEFAULT_LOCALE, true],
    ["zh", false],
    ["EN", false],
    ["zh_hans", false],
    ["fr", false],
    ["", false],
    [null, false],
  ])("%j → %s", (value, expected) => expect(isLocale(value)).toBe(expected));
});

describe("§1 a language picked in any spelling reads as one of the three: normaliseLocale", () => {
  it.each<[string | null | undefined, string | null]>([
    ["en", "en"],
    ["en-US", "en"],
    [" EN_gb ", "en"],
    ["zh", "zh-hans"],
    ["zh-CN", "zh-hans"],
    ["zh_SG", "zh-hans"],
    ["ZH-Hans", "zh-hans"],
    ["zh-Hans-HK", "zh-hans"],
    ["zh-TW", "zh-hant"],
    ["zh-HK", "zh-hant"],
    ["zh-MO", "zh-hant"],
    ["zh-Hant", "zh-hant"],
    ["zh-Hant-CN", "zh-hant"],
    ["fr-FR", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (value, expected) => expect(normaliseLocale(value)).toBe(expected));
});

describe("§1 a first visit takes the browser's best language of the three: matchAcceptLanguage", () => {
  it.each<[string, string | null, string | null]>([
    ["the first listed, all weights equal", "zh-TW,en", "zh-hant"],
    ["the highest weight wins over order", "en;q=0.5,zh-CN;q=0.9", "zh-hans"],
    ["an unknown language is passed over", "fr-FR,de;q=0.9,en;q=0.8", "en"],
    ["q=0 means not wanted", "zh-HK;q=0,en;q=0.1", "en"],
    ["a bad weight counts as not wanted", "zh-HK;q=abc,en;q=0.2", "en"],
    ["a wildcard matches none of ours", "*", null],
    ["nothing known", "fr,de", null],
    ["no header", "", null],
  ])("%s: %j → %j", (_label, header, expected) => {
    expect(matchAcceptLanguage(header)).toBe(expected);
  });
});
