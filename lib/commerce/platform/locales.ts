// Spec §1: three languages; default zh-hans. Single source for codes, labels and matching.
export const LOCALES = [
  { code: "en", label: "English", htmlLang: "en", match: ["en"] },
  {
    code: "zh-hans",
    label: "简体中文",
    htmlLang: "zh-Hans",
    match: ["zh-cn", "zh-sg", "zh-hans", "zh"],
  },
  {
    code: "zh-hant",
    label: "繁體中文",
    htmlLang: "zh-Hant",
    match: ["zh-tw", "zh-hk", "zh-mo", "zh-hant"],
  },
] as const satisfies readonly {
  code: string;
  label: string;
  htmlLang: string;
  match: readonly string[];
}[];

export type Locale = (typeof LOCALES)[number]["code"];
export const LOCALE_CODES = LOCALES.map((l) => l.code) as readonly Locale[];
export const DEFAULT_LOCALE: Locale = "zh-hans";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);
}

/** Normalises user input such as "zh_HK", "ZH-Hant" or "en-US" to one of our locales, or null. */
export function normaliseLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const v = value.trim().toLowerCase().replace(/_/g, "-");
  if (isLocale(v)) return v;
  for (const l of LOCALES) if ((l.match as readonly string[]).includes(v)) return l.code;
  const primary = v.split("-")[0];
  if (primary === "en") return "en";
  if (primary === "zh") {
    // the script decides when named (zh-Hans-HK is simplified); else a traditional region (zh-Hant-XX, zh-HK)
    if (/(^|-)hans(-|$)/.test(v)) return "zh-hans";
    if (/(^|-)(hant|tw|hk|mo)(-|$)/.test(v)) return "zh-hant";
    return "zh-hans";
  }
  return null;
}

/** Picks the best locale from an Accept-Language header by q-weight; null when nothing matches. */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.tag && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const hit = normaliseLocale(entry.tag);
    if (hit) return hit;
  }
  return null;
}
