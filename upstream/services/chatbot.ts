// Spec §1 chatbot, §7 chatbot/guest_token: the reference bot. It answers from the shop's own data
// with no outside service — the FAQ and policies (upstream/services/info), product suggestions
// from the catalogue search, and "where is my order" from the shopper's own orders — and hands
// over to the brand's contact channels when it cannot answer.
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import {
  CHAT_RATE,
  CHAT_TOKEN_MINUTES,
  chatIntent,
  searchTokens,
} from "../../lib/commerce/support/chatbot";
import { Codes } from "../../lib/commerce/contract/error-codes";
import type { ChatAnswer } from "../../lib/commerce/support/chatbot.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { DomainError } from "./errors";
import { listProducts, popularKeywords } from "./catalogue";
import { randomToken, sha256 } from "./crypto";
import { searchInfo } from "./info";
import { listOrders } from "./orders";
import type { Platform } from "./platforms";
import type { Shop } from "./views";

/** §7 chatbot/guest_token: a new chat token for this brand, tied to the signed-in shopper if any. */
export async function issueChatToken(db: Db, platformId: number, userId: number | null, now: Date) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + CHAT_TOKEN_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    // expired tokens of any brand are swept as new ones are issued
    await tx.delete(s.chatSessions).where(lt(s.chatSessions.expiresAt, now));
    await tx.insert(s.chatSessions).values({
      tokenHash: sha256(token),
      platformId,
      userId,
      createdAt: now,
      expiresAt,
      windowStart: now,
      windowCount: 0,
    });
  });
  return { token, expires_at: expiresAt.toISOString(), signed_in: userId !== null };
}

/**
 * Counts one message against the token's window in one conditional update: a live token of this
 * brand whose window has room (or has passed). Zero rows: an unknown or expired token (10002), or
 * too many messages (40029). Answers the shopper the token was issued to.
 */
export async function spendMessage(
  db: Db,
  platformId: number,
  token: string,
  now: Date,
): Promise<{ userId: number | null }> {
  const windowOpen = new Date(now.getTime() - CHAT_RATE.windowSeconds * 1000);
  const mine = and(
    eq(s.chatSessions.tokenHash, sha256(token)),
    eq(s.chatSessions.platformId, platformId),
    gt(s.chatSessions.expiresAt, now),
  );
  const [row] = await db
    .update(s.chatSessions)
    .set({
      windowCount: sql`case when ${s.chatSessions.windowStart} > ${windowOpen} then ${s.chatSessions.windowCount} + 1 else 1 end`,
      windowStart: sql`case when ${s.chatSessions.windowStart} > ${windowOpen} then ${s.chatSessions.windowStart} else ${now} end`,
    })
    .where(
      and(
        mine,
        or(
          lt(s.chatSessions.windowCount, CHAT_RATE.messages),
          sql`${s.chatSessions.windowStart} <= ${windowOpen}`,
        ),
      ),
    )
    .returning({ userId: s.chatSessions.userId });
  if (row) return { userId: row.userId };
  const [known] = await db.select({ id: s.chatSessions.id }).from(s.chatSessions).where(mine);
  if (known) throw new DomainError(Codes.rateLimited, "too many chat messages; wait a minute");
  throw new DomainError(Codes.tokenExpired, "chat token expired or unknown");
}

/** Products whose titles match the message: the brand's popular keywords it mentions first, then its own words. */
async function suggestProducts(db: Db, shop: Shop, text: string) {
  const lower = text.toLowerCase();
  const keywords = (await popularKeywords(db, shop))
    .map((k) => k.keyword)
    .filter((k) => k && lower.includes(k.toLowerCase()));
  const words = searchTokens(text).filter(
    (w) =>
      w.length >= 2 &&
      !/^(recommend|suggest|suggestions?|looking|want|buy|book|show|any|good|推荐|推薦|想买|想買|有没|有沒|没有|沒有|什么|什麼)$/.test(
        w,
      ),
  );
  for (const candidate of [...keywords, ...words].slice(0, 8)) {
    const page = await listProducts(db, shop, {
      filters: { text: candidate },
      bySold: true,
      paging: { page: 1, pageSize: 3 },
    });
    if (page.list.length)
      return page.list.map((p) => ({ id: p.id, title: p.title, seo_sn: p.seo_sn }));
  }
  return [];
}

/** "Where is my order": the shopper's three newest orders of this brand with their §4 labels. */
async function recentOrders(db: Db, shop: Shop, userId: number) {
  const page = await listOrders(db, shop, { userId, platformId: shop.platformId }, "all", 1);
  return page.list.slice(0, 3).map((o) => ({
    sn: o.sn,
    label: o.label,
    title: o.lines[0]?.title ?? "",
    created_at: o.created_at,
  }));
}

/** One answer to one message, in the shop's language. */
export async function answer(
  db: Db,
  shop: Shop,
  platform: Platform,
  userId: number | null,
  text: string,
): Promise<ChatAnswer> {
  const intent = chatIntent(text);
  if (intent === "order")
    return userId === null
      ? { kind: "sign_in" }
      : { kind: "orders", orders: await recentOrders(db, shop, userId) };
  if (intent === "human") return { kind: "handover" };
  const fromInfo = async (): Promise<ChatAnswer | null> => {
    const passages = await searchInfo(db, platform, shop.lang, text);
    return passages.length ? { kind: "answer", passages } : null;
  };
  const fromCatalogue = async (): Promise<ChatAnswer | null> => {
    const products = await suggestProducts(db, shop, text);
    return products.length ? { kind: "products", products } : null;
  };
  for (const step of intent === "product" ? [fromCatalogue, fromInfo] : [fromInfo, fromCatalogue]) {
    const found = await step();
    if (found) return found;
  }
  return { kind: "handover" };
}
