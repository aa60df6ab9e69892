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
 * sharing a one-letter deletion with it (readWord keeps those one edit away). The same statement
 * looks the keyword up as an exact sn (§7 products: "title in any language, or an exact sn").
 */
async function readWords(
  db: Db,
  terms: SearchTerm[],
  sn: string,
): Promise<{ terms: SearchTerm[]; snProduct: number | null }> {
  const words = terms.filter((t): t is WordTerm => t.kind === "word");
  const bySn = sql`(SELECT id FROM ${s.products} WHERE sn = ${sn})`;
  const parts = words.map((w, i) => {
    const dels = typoEligible(w.text) ? deletions(w.text) : [];
    return sql`SELECT ${i}::int AS i, ${bySn} AS sn_product,
      EXISTS (SELECT 1 FROM ${s.searchWords} WHERE word >= ${w.text} AND word < ${prefixEnd(w.text)}) AS known,
      ARRAY(SELECT word FROM ${s.searchWords}
        WHERE ${dels.length > 0}
          AND (word = ANY(${sql.param(dels)}::text[]) OR deletions && ${sql.param([...dels, w.text])}::text[])
        LIMIT 50) AS near`;
  });
  const rows = await rowsOf<{
    i: number;
    sn_product: number | null;
    known: boolean;
    near: string[];
  }>(
    db,
    parts.length
      ? sql.join(parts, sql` UNION ALL `)
      : sql`SELECT -1 AS i, ${bySn} AS sn_product, false AS known, '{}'::text[] AS near`,
  );
  const read = new Map(words.map((w, i) => [w, rows.find((r) => r.i === i)]));
  return {
    snProduct: rows[0]?.sn_product ?? null,
    terms: terms.map((t) => {
      if (t.kind === "run") return t;
      const row = read.get(t);
      return readWord(t, row?.known ?? false, row?.near ?? []);
    }),
  };
}

export type KeywordPlan = {
  /** rows matching every term in some title (tier 1 and better), or the exact sn: the list's filter */
  any: SQL;
  /** rows matching every term in the shopper's language's title (tier 0), or the exact sn */
  own: SQL;
};

/** The condition of a tier: the index query, then each CJK run as a substring of a title key. */
function tierCondition(terms: SearchTerm[], tier: SearchTier, lang: Locale): SQL | null {
  const langs = tierLanguages(tier, lang);
  const query = termsQuery(terms, tier, lang);
  if (query === null) return null;
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

/**
 * Keywords read lately, per database: the lexicon and the sn change only with the catalogue's
 * products (the seed), so a keyword read a minute ago reads the same. Shoppers repeat keywords;
 * each repeat saves the look-up's round trip.
 */
const READ_TTL_MS = 60_000;
const READ_MAX = 5000;
const readCache = new WeakMap<
  Db,
  Map<string, { at: number; read: Awaited<ReturnType<typeof readWords>> }>
>();

async function readKeyword(db: Db, keyword: string) {
  let cache = readCache.get(db);
  if (!cache) readCache.set(db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(keyword);
  if (hit && now - hit.at < READ_TTL_MS) return hit.read;
  const read = await readWords(db, parseSearch(keyword, toSimplified), keyword.toUpperCase());
  if (cache.size >= READ_MAX) cache.clear();
  cache.set(keyword, { at: now, read });
  return read;
}

/** A keyword's conditions on the listings `l`: its tiers, or its exact sn. */
export async function keywordPlan(db: Db, keyword: string, lang: Locale): Promise<KeywordPlan> {
  const { terms, snProduct } = await readKeyword(db, keyword);
  const or = (condition: SQL | null) => {
    const parts = [
      ...(condition ? [condition] : []),
      ...(snProduct !== null ? [sql`l.product_id = ${snProduct}`] : []),
    ];
    return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
  };
  return { any: or(tierCondition(terms, 1, lang)), own: or(tierCondition(terms, 0, lang)) };
}
