// Spec §2 FAQ and agreements: the brand's FAQ entries, and a full-text index (MiniSearch) over
// them and the platform's privacy policy and user agreement, built per brand + language on first
// use and kept in memory for the chatbot.
import MiniSearch from "minisearch";
import { asc, eq } from "drizzle-orm";
import { confidentMatch, searchTokens } from "../../lib/commerce/support/chatbot";
import type { Locale } from "../../lib/commerce/platform/locales";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import type { Platform } from "./platforms";
import { tr, type Shop } from "./views";

export async function faqEntries(db: Db, shop: Shop) {
  const rows = await db
    .select()
    .from(s.faqs)
    .where(eq(s.faqs.platformId, shop.platformId))
    .orderBy(asc(s.faqs.position), asc(s.faqs.id));
  return rows.map((f) => ({
    id: f.id,
    question: tr(shop, f.question),
    answer: tr(shop, f.answer),
  }));
}

export type Passage = {
  source: "faq" | "privacy_policy" | "protocol";
  title: string;
  text: string;
};
type Doc = Passage & { id: string };

/** A policy text as passages: its sections are separated by blank lines and start with a heading line. */
function policyPassages(
  source: "privacy_policy" | "protocol",
  name: string,
  content: string,
): Passage[] {
  return content
    .split(/\n\s*\n/)
    .map((section) => section.trim())
    .filter(Boolean)
    .map((section) => {
      const [first = "", ...rest] = section.split("\n");
      return rest.length
        ? { source, title: first.trim(), text: rest.join("\n").trim() }
        : { source, title: name, text: first.trim() };
    });
}

const INDEX_TTL_MS = 10 * 60_000;
type Built = { at: number; index: MiniSearch<Doc> };
/** per database (tests open several), then per "platform:language" */
const indexes = new WeakMap<Db, Map<string, Built>>();

async function buildIndex(db: Db, platform: Platform, lang: Locale): Promise<MiniSearch<Doc>> {
  const shop: Shop = { platformId: platform.id, lang, currency: "CNY", now: new Date(0) };
  const faq = await faqEntries(db, shop);
  const docs: Doc[] = [
    ...faq.map((f) => ({
      id: `faq:${f.id}`,
      source: "faq" as const,
      title: f.question,
      text: f.answer,
    })),
    ...policyPassages(
      "privacy_policy",
      tr(shop, platform.privacyPolicy.name),
      tr(shop, platform.privacyPolicy.content),
    ).map((p, i) => ({
      ...p,
      id: `privacy:${i}`,
    })),
    ...policyPassages(
      "protocol",
      tr(shop, platform.protocol.name),
      tr(shop, platform.protocol.content),
    ).map((p, i) => ({ ...p, id: `protocol:${i}` })),
  ];
  const index = new MiniSearch<Doc>({
    fields: ["title", "text"],
    storeFields: ["source", "title", "text"],
    tokenize: searchTokens,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 2 },
      // Latin words tolerate a typo and match a word's start; Chinese character pairs must match exactly
      fuzzy: (term) => (/^[a-z]{5,}$/.test(term) ? 0.2 : false),
      prefix: (term) => /^[a-z]{4,}$/.test(term),
    },
  });
  index.addAll(docs);
  return index;
}

async function indexFor(db: Db, platform: Platform, lang: Locale, now: number) {
  let byKey = indexes.get(db);
  if (!byKey) indexes.set(db, (byKey = new Map()));
  const key = `${platform.id}:${lang}`;
  const cached = byKey.get(key);
  if (cached && now - cached.at < INDEX_TTL_MS) return cached.index;
  const index = await buildIndex(db, platform, lang);
  byKey.set(key, { at: now, index });
  return index;
}

/**
 * The passages that answer a question, best first (at most 2), or none when the best hit does not
 * cover enough of the question's words (lib/commerce/support/chatbot confidentMatch).
 */
export async function searchInfo(
  db: Db,
  platform: Platform,
  lang: Locale,
  question: string,
): Promise<Passage[]> {
  const tokens = [...new Set(searchTokens(question))];
  if (tokens.length === 0) return [];
  const index = await indexFor(db, platform, lang, Date.now());
  const hits = index.search(question);
  const best = hits[0];
  if (!best || !confidentMatch(best.queryTerms.length, tokens.length)) return [];
  return hits
    .filter(
      (h) => h.score >= best.score * 0.6 && confidentMatch(h.queryTerms.length, tokens.length),
    )
    .slice(0, 2)
    .map((h) => ({
      source: h.source as Passage["source"],
      title: h.title as string,
      text: h.text as string,
    }));
}
