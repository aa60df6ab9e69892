// What every service that writes an order needs, below them all (booking, membership purchases,
// payments, fulfilment, after-sales): the order's number and its history. Kept apart so those
// services need not import one another for it (booking → checkout → membership → booking was a circle).
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { shopToday } from "../../lib/commerce/time/shop-time";

const SN_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Order numbers: shop date (GMT+8, yymmdd) + 10 random characters; unique by constraint. */
export function orderSn(now: Date): string {
  const day = shopToday(now).slice(2).replace(/-/g, "");
  const random = [...randomBytes(10)].map((b) => SN_ALPHABET[b % SN_ALPHABET.length]).join("");
  return `${day}${random}`;
}

export type Actor = "shopper" | "ops" | "system" | "gateway";

export async function recordEvent(
  db: Db,
  orderId: number,
  kind: string,
  actor: Actor,
  now: Date,
  data: Record<string, unknown> = {},
) {
  await db.insert(s.orderEvents).values({ orderId, kind, actor, data, createdAt: now });
}
