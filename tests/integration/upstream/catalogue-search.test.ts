/** @jest-environment node */
// Spec §2 product list search and suggestions, §4 order — on PGlite and PostgreSQL: what GET products
// and GET product/search answer for a keyword is what lib/commerce/catalogue/search says, product
// for product and in order (its tiers, then best sellers, then id), for words, word starts, a typo,
// several words and Chinese in either script, in each of the three languages.
import { eq } from "drizzle-orm";
import {
  matchTier,
  parseSearch,
  readWord,
  searchOrder,
  titleWords,
  type Ranked,
  type Titles,
} from "../../../lib/commerce/catalogue/search";
import type { Locale } from "../../../lib/commerce/platform/locales";
import * as s from "../../../upstream/db/schema";
import { toSimplified } from "../../../upstream/services/chinese-fold";
import { DATABASES, openHarness, type Harness } from "./databases";

jest.setTimeout(120_000);

const KEYWORDS = [
  "hong",
  "Hong Kong",
  "hon",
  "hong kng", // one typo
  "kyto",
  "tea set",
  "TEA",
  "香港",
  "香港機場", // traditional, the titles' simplified and traditional alike
  "机场",
  "港 tour", // a CJK run and a word
  "zzqx",
  "%_",
];
const LANGS: Locale[] = ["en", "zh-hans", "zh-hant"];

describe.each(DATABASES)("catalogue search on %s", (kind) => {
  let h: Harness;
  let products: { id: number; title: Titles; sold: number }[];
  let lexicon: string[];
  beforeAll(async () => {
    h = await openHarness(kind);
    const db = h.database.db;
    const all = await db
      .select({ id: s.products.id, title: s.products.title, sold: s.products.sold })
      .from(s.products);
    lexicon = [...new Set(all.flatMap((p) => titleWords(p.title, toSimplified)))];
    const listed = await db
      .select({ id: s.listings.productId })
      .from(s.listings)
      .where(eq(s.listings.platformId, 1));
    const ids = new Set(listed.map((r) => r.id));
    products = all.filter((p) => ids.has(p.id));
  });
  afterAll(async () => {
    await h?.close();
  });

  /** The rule's answer: every product of the brand in its tier, ordered. */
  function expected(keyword: string, lang: Locale): number[] {
    const terms = parseSearch(keyword, toSimplified).map((t) =>
      t.kind === "run"
        ? t
        : readWord(
            t,
            lexicon.some((w) => w.startsWith(t.text)),
            lexicon,
          ),
    );
    const ranked: Ranked[] = [];
    for (const p of products) {
      const tier = matchTier(terms, p.title, lang, toSimplified);
      if (tier !== null) ranked.push({ id: p.id, tier, sold: p.sold });
    }
    return ranked.sort(searchOrder).map((r) => r.id);
  }

  async function listed(keyword: string, lang: Locale): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await h.get(
        `/products?page_size=50&page=${page}&keyword=${encodeURIComponent(keyword)}`,
        { language: lang },
      );
      expect(res.body.code).toBe(10000);
      const data = res.body.data as { list: { id: number }[]; count: number };
      ids.push(...data.list.map((p) => p.id));
      if (data.list.length === 0 || ids.length >= data.count) return ids;
    }
  }

  it.each(KEYWORDS.flatMap((k) => LANGS.map((l) => [k, l] as const)))(
    "%j in %s lists what the rule finds, in its order",
    async (keyword, lang) => {
      expect(await listed(keyword, lang)).toEqual(expected(keyword, lang));
    },
  );

  it.each(KEYWORDS.flatMap((k) => LANGS.map((l) => [k, l] as const)))(
    "%j in %s suggests the first eight of the same order",
    async (keyword, lang) => {
      const res = await h.get(`/product/search?pre=1&keyword=${encodeURIComponent(keyword)}`, {
        language: lang,
      });
      expect(res.body.code).toBe(10000);
      expect((res.body.data as { id: number }[]).map((x) => x.id)).toEqual(
        expected(keyword, lang).slice(0, 8),
      );
    },
  );

  it("finds what it should: a typo, both Chinese scripts, the shopper's language first", async () => {
    // the fixed points the rule's table above rests on
    expect(expected("hong kng", "en").length).toBeGreaterThan(5);
    expect(expected("hong kng", "en")).toEqual(expected("hong kong", "en"));
    expect(expected("香港機場", "zh-hans").length).toBeGreaterThan(0);
    expect(expected("香港機場", "zh-hans")).toEqual(expected("香港机场", "zh-hans"));
    // an English word found from a Chinese page comes through the English titles (tier 1)
    expect(expected("hong", "zh-hans")).toEqual(expected("hong", "en"));
    expect(expected("zzqx", "en")).toEqual([]);
    // an exact sn finds its product
    const res = await h.get("/products?keyword=p1000");
    expect(res.body.data.list.map((p: { id: number }) => p.id)).toEqual([1000]);
  });
});
