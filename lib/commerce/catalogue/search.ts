// Spec §2 product list search and the search popup's suggestions, §4 list ordering: which titles a
// shopper's keyword finds and in what order. The upstream's SQL is built from what this file
// returns (upstream/services/catalogue-search.ts); the rules themselves live here, once:
//
// - A keyword is read as words and CJK runs (lib/commerce/catalogue/search-text). Every one of them
//   must match (multi-word queries narrow the list): a word matches a title word that it equals or
//   starts ("hon" finds Hong Kong), a CJK run matches as a substring in either Chinese script
//   ("香港" and "香港島" alike).
// - One typo is tolerated in a Latin word that no title word starts with: it stands for the title
//   words one edit away — a letter missing, extra, wrong or two letters swapped ("hong kng" finds
//   Hong Kong). Words of fewer than TYPO_MIN_LENGTH letters are taken as typed.
// - Order (SearchTier): products whose title in the shopper's language matches every term first,
//   then those matching in the other languages, then, within each, best sellers first, then id.
import type { Locale } from "../platform/locales";
import { LOCALE_CODES } from "../platform/locales";
import { cjkGrams, cjkQueryGrams, foldText, tokensOf, type ChineseFold } from "./search-text";

/** Terms of a keyword past this many are ignored (a pasted sentence is not a search). */
const SEARCH_MAX_TERMS = 8;
/** A Latin word shorter than this is never read as a typo of another. */
const TYPO_MIN_LENGTH = 3;

/** §4: 0 — matched in the shopper's language's title; 1 — matched across the titles of other languages. */
export type SearchTier = 0 | 1;

/** The letter each language's title terms carry in the index, so a match can be told by language. */
const TITLE_TAG: Record<Locale, string> = { en: "e", "zh-hans": "s", "zh-hant": "t" };
/** Every term is indexed once more under this letter: "in any language" is one look-up, not three. */
const ANY_TAG = "a";

export type Titles = Partial<Record<Locale, string>>;

/** A word of a keyword, and what it stands for: itself as a word start, or its typo readings as whole words. */
export type WordTerm = { kind: "word"; text: string; forms: { text: string; prefix: boolean }[] };
/** A CJK run of a keyword: matched as a substring. */
type RunTerm = { kind: "run"; text: string };
export type SearchTerm = WordTerm | RunTerm;

/** The terms of a keyword (words as typed, each standing for itself as a prefix), at most SEARCH_MAX_TERMS. */
export function parseSearch(keyword: string, chinese: ChineseFold): SearchTerm[] {
  const seen = new Set<string>();
  const out: SearchTerm[] = [];
  for (const token of tokensOf(foldText(keyword, chinese))) {
    if (seen.has(token.text)) continue;
    seen.add(token.text);
    out.push(
      token.cjk
        ? { kind: "run", text: token.text }
        : { kind: "word", text: token.text, forms: [{ text: token.text, prefix: true }] },
    );
    if (out.length === SEARCH_MAX_TERMS) break;
  }
  return out;
}

/** Words that may be read as typos: Latin letters only (no digits), TYPO_MIN_LENGTH or longer. */
export function typoEligible(word: string): boolean {
  return [...word].length >= TYPO_MIN_LENGTH && /^\p{Script=Latin}+$/u.test(word);
}

/** The word with one letter taken out, each way (the lexicon stores these to find typos by index). */
export function deletions(word: string): string[] {
  const chars = [...word];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++)
    out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(""));
  out.delete("");
  return [...out];
}

/** One edit apart: a letter inserted, deleted or replaced, or two neighbours swapped (not equal). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (x.length === y.length) {
    const rest = (from: number) => x.slice(from).join("") === y.slice(from).join("");
    // replaced, or swapped with the next
    return rest(i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2));
  }
  const [long, short] = x.length > y.length ? [x, y] : [y, x];
  return long.slice(i + 1).join("") === short.slice(i).join("");
}

/**
 * A word's readings once the title words are known: `known` — some title word starts with it, so it
 * stands for itself; otherwise (and when eligible) the candidate title words one edit away.
 * No reading: the word matches nothing, and so neither does the keyword.
 */
export function readWord(term: WordTerm, known: boolean, candidates: string[]): WordTerm {
  if (known || !typoEligible(term.text)) return term;
  const forms = [...new Set(candidates)]
    .filter((c) => withinOneEdit(term.text, c))
    .sort()
    .map((text) => ({ text, prefix: false }));
  return { ...term, forms };
}

/** Index terms of a product's titles: each language's words and CJK characters and pairs, tagged by language and once for any. */
export function titleTerms(titles: Titles, chinese: ChineseFold): string[] {
  const out = new Set<string>();
  for (const lang of LOCALE_CODES) {
    const title = titles[lang];
    if (!title) continue;
    for (const token of tokensOf(foldText(title, chinese)))
      for (const tag of [TITLE_TAG[lang], ANY_TAG]) {
        if (token.cjk) for (const gram of cjkGrams(token.text)) out.add(tag + gram);
        else out.add(tag + token.text);
      }
  }
  return [...out].sort();
}

/** The Latin words of a product's titles (the lexicon typos are read against). */
export function titleWords(titles: Titles, chinese: ChineseFold): string[] {
  const out = new Set<string>();
  for (const lang of LOCALE_CODES)
    for (const token of tokensOf(foldText(titles[lang] ?? "", chinese)))
      if (!token.cjk) out.add(token.text);
  return [...out].sort();
}

const lexeme = (text: string, prefix: boolean) =>
  `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'${prefix ? ":*" : ""}`;

/**
 * The full-text query (PostgreSQL tsquery syntax) that every term matches in the title of the
 * shopper's language (tier 0) or of any language (tier 1); null when a term has no reading
 * (nothing can match). CJK runs only narrow the search to titles holding their pairs: that the run
 * is a substring is checked on the title keys.
 */
export function termsQuery(terms: SearchTerm[], tier: SearchTier, lang: Locale): string | null {
  if (terms.length === 0) return null;
  const tag = tier === 0 ? TITLE_TAG[lang] : ANY_TAG;
  const parts: string[] = [];
  for (const term of terms) {
    const options =
      term.kind === "word"
        ? term.forms.map((f) => lexeme(tag + f.text, f.prefix))
        : [
            `(${cjkQueryGrams(term.text)
              .map((g) => lexeme(tag + g, false))
              .join(" & ")})`,
          ];
    if (options.length === 0) return null;
    parts.push(`(${options.join(" | ")})`);
  }
  return parts.join(" & ");
}

/** Languages whose titles count for a tier: the shopper's own, or all of them. */
export function tierLanguages(tier: SearchTier, lang: Locale): readonly Locale[] {
  return tier === 0 ? [lang] : LOCALE_CODES;
}

/** A term against one folded title's tokens. */
function termInTitle(term: SearchTerm, title: string, chinese: ChineseFold): boolean {
  const tokens = tokensOf(foldText(title, chinese));
  if (term.kind === "run") return ` ${tokens.map((t) => t.text).join(" ")} `.includes(term.text);
  return tokens.some(
    (t) =>
      !t.cjk && term.forms.some((f) => (f.prefix ? t.text.startsWith(f.text) : t.text === f.text)),
  );
}

/**
 * §4: the tier a product's titles fall in for these terms (null: not a match). The reference the
 * upstream's SQL is tested against: tier 0 when its title in the shopper's language matches every
 * term, 1 when every term matches one of its titles.
 */
export function matchTier(
  terms: SearchTerm[],
  titles: Titles,
  lang: Locale,
  chinese: ChineseFold,
): SearchTier | null {
  if (terms.length === 0) return null;
  const matches = (langs: readonly Locale[]) =>
    terms.every((term) => langs.some((l) => termInTitle(term, titles[l] ?? "", chinese)));
  if (matches(tierLanguages(0, lang))) return 0;
  if (matches(tierLanguages(1, lang))) return 1;
  return null;
}

export type Ranked = { id: number; tier: SearchTier; sold: number };

/** §4 search order: tier, then best sellers, then id. */
export function searchOrder(a: Ranked, b: Ranked): number {
  return a.tier - b.tier || b.sold - a.sold || a.id - b.id;
}
