import en from "@/messages/en.json";
import zhHans from "@/messages/zh-hans.json";
import zhHant from "@/messages/zh-hant.json";
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { ERROR_CODES } from "@/lib/commerce/contract/error-codes";

/** ICU argument names used anywhere in a message (plural/select branches included). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if ("value" in el && typeof el.value === "string" && el.type !== 0) names.add(el.value);
      if ("options" in el) for (const option of Object.values(el.options)) walk(option.value);
      if ("children" in el) walk(el.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

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
    const copied = [...files.en].filter(
      ([k, v]) =>
        /[A-Za-z]{4,}/.test(v) &&
        files["zh-hans"].get(k) === v &&
        !/^(WhatsApp|LINE|%s · \{brand\})$/.test(v),
    );
    expect(copied.map(([k]) => k)).toEqual([]);
  });

  it("Traditional differs from Simplified for most strings", () => {
    const same = [...files["zh-hans"]].filter(([k, v]) => files["zh-hant"].get(k) === v).length;
    expect(same / files["zh-hans"].size).toBeLessThan(0.35);
  });

  it("every §8 error code has a translated message", () => {
    for (const key of new Set(Object.values(ERROR_CODES)))
      expect(files.en.has(`errors.${key}`)).toBe(true);
  });

  it.each(Object.keys(files) as (keyof typeof files)[])(
    "%s keeps the ICU arguments of en and parses",
    (locale) => {
      for (const [key, value] of files.en) {
        expect([key, argumentsOf(files[locale].get(key) ?? "")]).toEqual([key, argumentsOf(value)]);
      }
    },
  );
});
