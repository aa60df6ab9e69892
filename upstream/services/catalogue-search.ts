// A shopper's keyword as SQL over the listings (spec §2 search, §4 order; the rules are
// lib/commerce/catalogue/search's): its terms, each word read against the title words (a typo when
// no title word starts with it), and the conditions of the two tiers — every term in the shopper's
// language's title, every term in some title. Both conditions are answered by the listings' GIN
// index over their tagged title terms (listings_terms_idx); CJK runs are then checked as
// substrings of the folded title keys.
import { sql, type SQL } from "drizzle-orm";
import {
  deletions,
  parseSearch,
  readWord,
  termsQuery,
  tierLanguages,
  typoEligible,
  type SearchTerm,
  type SearchTier,
  type WordTerm,
} from "../../lib/commerce/catalogue/search";
import type { Locale } from "../../lib/commerce/platform/locales";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import * as s from "../db/schema";
import { toSimplified } from "./chinese-fold";

/** The folded title key of each language (listings columns). */
const KEY: Record<Locale, SQL> = {
  en: sql`l.key_en`,
  "zh-hans": sql`l.key_hans`,
  "zh-hant": sql`l.key_hant`,
};

/** The next string after every string starting with `prefix` (code point order, as the C.UTF-8 collation sorts). */
function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!;
  return chars.join("") + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/**
 * Reads each word of the terms against the lexicon of title words (search_words), in one statement:
 * whether a title word starts with it, and if not — for words a typo may hide in — the title words
 * sharing a one-letter deletion with it (readWord keeps those one edit away).
 */
async function readWords(db: Db, terms: SearchTerm[]): Promise<SearchTerm[]> {
  const words = terms.filter((t): t is WordTerm => t.kind === "word");
  if (words.length === 0) return terms;
  const parts = words.map((w, i) => {
    const dels = typoEligible(w.text) ? deletions(w.text) : [];
    return sql`SELECT ${i}::int AS i,
      EXISTS (SELECT 1 FROM ${s.searchWords} WHERE word >= ${w.text} AND word < ${prefixEnd(w.text)}) AS known,
      ARRAY(SELECT word FROM ${s.searchWords}
        WHERE ${dels.length > 0}
          AND (word = ANY(${sql.param(dels)}::text[]) OR deletions && ${sql.param([...dels, w.text])}::text[])
        LIMIT 50) AS near`;
  });
  const rows = await rowsOf<{ i: number; known: boolean; near: string[] }>(
    db,
    sql.join(parts, sql` UNION ALL `),
  );
  const read = new Map(words.map((w, i) => [w, rows.find((r) => r.i === i)]));
  return terms.map((t) => {
    if (t.kind === "run") return t;
    const row = read.get(t);
    return readWord(t, row?.known ?? false, row?.near ?? []);
  });
}

export type KeywordPlan = {
  /** rows matching every term in some title (tier 1 and better): the list's filter */
  any: SQL;
  /** rows matching every term in the shopper's language's title (tier 0) */
  own: SQL;
};

/** The condition of a tier: the index query, then each CJK run as a substring of a title key. */
function tierCondition(terms: SearchTerm[], tier: SearchTier, lang: Locale): SQL {
  const langs = tierLanguages(tier, lang);
  const query = termsQuery(terms, tier, lang);
  if (query === null) return sql`false`;
  const runs = terms.filter((t) => t.kind === "run");
  const substrings = runs.map(
    (r) =>
      sql`(${sql.join(
        langs.map((l) => sql`${KEY[l]} LIKE ${`%${r.text}%`}`),
        sql` OR `,
      )})`,
  );
  return sql.join([sql`l.terms @@ ${query}::tsquery`, ...substrings], sql` AND `);
}

/** A keyword's tier conditions; null when it holds nothing to search for (punctuation only). */
export async function keywordPlan(
  db: Db,
  keyword: string,
  lang: Locale,
): Promise<KeywordPlan | null> {
  const parsed = parseSearch(keyword, toSimplified);
  if (parsed.length === 0) return null;
  const terms = await readWords(db, parsed);
  return { any: tierCondition(terms, 1, lang), own: tierCondition(terms, 0, lang) };
}
