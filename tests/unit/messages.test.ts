import en from "@/messages/en.json";
import zhHans from "@/messages/zh-hans.json";
import zhHant from "@/messages/zh-hant.json";
import { ERROR_CODES } from "@/lib/commerce/error-codes";

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const files = { en: flatten(en), "zh-hans": flatten(zhHans), "zh-hant": flatten(zhHant) };

describe("messages (every word on screen, in three languages)", () => {
  it.each(["zh-hans", "zh-hant"] as const)("%s has exactly the keys of en", (locale) => {
    expect([...files[locale].keys()].sort()).toEqual([...files.en.keys()].sort());
  });

  it.each(Object.keys(files) as (keyof typeof files)[])("%s has no empty strings", (locale) => {
    expect([...files[locale]].filter(([, v]) => v.trim() === "").map(([k]) => k)).toEqual([]);
  });

  it("Chinese files are translations, not English copies", () => {
    const copied = [...files.en].filter(([k, v]) => /[A-Za-z]{4,}/.test(v) && files["zh-hans"].get(k) === v && !/^(WhatsApp|LINE|%s · \{brand\})$/.test(v));
    expect(copied.map(([k]) => k)).toEqual([]);
  });

  it("Traditional differs from Simplified for most strings", () => {
    const same = [...files["zh-hans"]].filter(([k, v]) => files["zh-hant"].get(k) === v).length;
    expect(same / files["zh-hans"].size).toBeLessThan(0.35);
  });

  it("every §8 error code has a translated message", () => {
    for (const key of new Set(Object.values(ERROR_CODES))) expect(files.en.has(`errors.${key}`)).toBe(true);
  });

  it.each(Object.keys(files) as (keyof typeof files)[])("%s keeps ICU placeholders of en", (locale) => {
    for (const [key, value] of files.en) {
      const placeholders = (value.match(/\{\w+\}/g) ?? []).sort();
      expect([key, (files[locale].get(key)?.match(/\{\w+\}/g) ?? []).sort()]).toEqual([key, placeholders]);
    }
  });
});
