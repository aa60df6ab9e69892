// Spec §2 product list search ("search and filter product lists", the search popup's suggestions):
// how a title and a shopper's keyword are read before they are compared. One reading for both, so
// a keyword finds a title whatever case, accents, full-width letters or Chinese script either uses:
// - Latin letters lose case and accents (Café → cafe), full-width forms become plain (ＨＫ → hk);
// - traditional Chinese is folded to simplified (香港島 → 香港岛), so a query in either script finds
//   titles in both. The tables are OpenCC's (the opencc-js package), which the caller passes in as a
//   ChineseFold: lib/commerce imports no package but zod (upstream/services/chinese-fold.ts);
// - the text splits into words (letters and digits) and runs of CJK characters (no spaces between
//   words there: a run is matched as a substring, through its character pairs).

/** Traditional Chinese (Hong Kong and Taiwan forms) to simplified; other text as it is. */
export type ChineseFold = (text: string) => string;

/** Han, kana and hangul: scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** One token: a run of CJK characters, or a run of other letters and digits. */
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[^\s\p{P}\p{S}\p{Z}\p{C}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** Case, accents (on Latin letters only: kana keep their voicing marks), width and script folded away. */
export function foldText(text: string, chinese: ChineseFold): string {
  const plain = text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    // an apostrophe joins a word ("children's" → childrens), it does not split it
    .replace(/(\p{L})['’](\p{L})/gu, "$1$2");
  return CJK.test(plain) ? chinese(plain) : plain;
}

export type Token = { cjk: boolean; text: string };

/** The words and CJK runs of already folded text, in order. */
export function tokensOf(folded: string): Token[] {
  return (folded.match(TOKEN) ?? []).map((text) => ({ cjk: CJK.test(text), text }));
}

/**
 * A title as the database compares it: its folded tokens between single spaces, with a space at
 * each end, so `% word%` is a word start and `%run%` a CJK substring.
 */
export function titleKey(title: string, chinese: ChineseFold): string {
  const tokens = tokensOf(foldText(title, chinese));
  return tokens.length ? ` ${tokens.map((t) => t.text).join(" ")} ` : " ";
}

/** Each character and each pair of neighbours of a CJK run (香港岛 → 香, 港, 岛, 香港, 港岛). */
export function cjkGrams(run: string): string[] {
  const chars = [...run];
  const out = new Set(chars);
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

/** The pairs a CJK run must contain to be a substring candidate (one character: itself). */
export function cjkQueryGrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}
