// Spec §1 chatbot, §7 chatbot/guest_token: how much a shopper may send, and how the reference bot
// decides what a message asks for. The upstream answers with these; the storefront pre-checks the
// length with the same schema (./chatbot.schema).

/** Longest message the bot reads (characters). */
export const CHAT_MESSAGE_MAX = 300;
/** Messages one chat token may send per window. */
export const CHAT_RATE = { messages: 20, windowSeconds: 60 } as const;
/** A guest token lives this long; the widget asks for a new one after. */
export const CHAT_TOKEN_MINUTES = 60;
/** Chat tokens are 43 base64url characters (32 random bytes). */
export const CHAT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type ChatIntent = "order" | "human" | "product" | "question";

// Order status: "where is my order", "track", "订单到哪了", "我的訂單", "物流".
const ORDER =
  /\b(my orders?|where('| i)?s my|order status|track(ing)?|deliver(y|ed)|shipp(ed|ing)|parcel)\b|订单|訂單|物流|快递|快遞|发货|發貨|到哪/i;
// A person: "talk to a human", "agent", "客服", "人工".
const HUMAN =
  /\b(human|agent|real person|customer service|representative|call me|complain(t)?)\b|人工|客服|真人|投诉|投訴/i;
// Things to buy: "recommend", "suggest", "looking for", "推荐", "想买".
const PRODUCT =
  /\b(recommend|suggest(ion)?s?|looking for|want to (buy|book)|any (good )?(tours?|tickets?|deals?)|show me)\b|推荐|推薦|想买|想買|想订|想訂|有什么好|有什麼好|有没有|有沒有/i;

/**
 * Which kind of answer a message asks for. Order questions come first (they need the shopper's
 * own data), then a request for a person, then shopping; everything else is a question for the
 * FAQ and the policies (which may still fall back to a product search, then to the contact channels).
 */
export function chatIntent(text: string): ChatIntent {
  if (ORDER.test(text)) return "order";
  if (HUMAN.test(text)) return "human";
  if (PRODUCT.test(text)) return "product";
  return "question";
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const STOP = new Set([
  "the",
  "a",
  "an",
  "is",
  "are",
  "do",
  "does",
  "i",
  "you",
  "my",
  "me",
  "to",
  "of",
  "for",
  "in",
  "on",
  "can",
  "how",
  "what",
  "when",
  "where",
  "it",
  "be",
  "and",
  "or",
  "with",
  "your",
  "please",
  "there",
  "have",
  "has",
  "will",
  "would",
  "about",
  "get",
]);

/**
 * Words for the full-text index: Latin words lower-cased (stop words dropped), and Chinese text as
 * overlapping character pairs (Chinese has no spaces; pairs match words of two or more characters
 * well enough for FAQ entries) plus single characters for one-character queries.
 */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const run of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!run) continue;
    if (!CJK.test(run)) {
      if (!STOP.has(run)) tokens.push(run);
      continue;
    }
    // split a mixed run into its CJK and non-CJK pieces
    for (const piece of run.match(
      /[\u3400-\u9fff\uf900-\ufaff]+|[^\u3400-\u9fff\uf900-\ufaff]+/g,
    ) ?? []) {
      if (!CJK.test(piece)) {
        if (!STOP.has(piece)) tokens.push(piece);
        continue;
      }
      const chars = [...piece];
      if (chars.length === 1) tokens.push(piece);
      for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
    }
  }
  return tokens;
}

/**
 * Is a full-text hit good enough to answer with? The best passage must contain at least a third of
 * the message's search words (and at least one); otherwise the bot tries products, then hands over.
 */
export function confidentMatch(matchedTokens: number, queryTokens: number): boolean {
  if (queryTokens <= 0 || matchedTokens <= 0) return false;
  return matchedTokens >= Math.ceil(queryTokens / 3);
}
