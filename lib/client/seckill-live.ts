"use client";

import useSWR from "swr";
import { useSession } from "./session";

// The flash sale's live side on cached catalogue pages (spec §4, §9): counts and "already bought"
// change by the second and per shopper, so the browser asks /api/seckill/live (uncached, personal)
// and every grab button on the page shares one SWR entry keyed by who is signed in. No zod here:
// it loads on catalogue pages; the fields used are checked by hand.

export const SECKILL_LIVE_KEY = "/api/seckill/live";

export type LiveItem = {
  id: number;
  activity_id: number;
  product_id: number;
  variant_id: number;
  stock: number;
  sold: number;
  bought: boolean;
};

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

export function readLiveItems(body: unknown): LiveItem[] {
  const data =
    typeof body === "object" && body !== null && "data" in body
      ? (body as { data: unknown }).data
      : null;
  const items =
    typeof data === "object" && data !== null && "items" in data
      ? (data as { items: unknown }).items
      : null;
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw: unknown) => {
    if (typeof raw !== "object" || raw === null) return [];
    const i = raw as Record<string, unknown>;
    if (
      ![i.id, i.activity_id, i.product_id, i.variant_id, i.stock, i.sold].every(isCount) ||
      typeof i.bought !== "boolean"
    )
      return [];
    return [i as LiveItem];
  });
}

async function fetchLive([url]: readonly [string, string]): Promise<LiveItem[]> {
  const res = await fetch(url, { credentials: "same-origin", cache: "no-store" });
  if (!res.ok) throw new Error(`seckill live ${res.status}`);
  return readLiveItems(await res.json().catch(() => null));
}

/** The live items (undefined until known); refreshed every 15 s while the page is open. */
export function useSeckillLive(enabled = true) {
  const { data: session } = useSession();
  // wait for the session so a signed-in shopper's first answer already says what they bought
  const key =
    !enabled || session === undefined
      ? null
      : ([SECKILL_LIVE_KEY, session.user ? `u${session.user.id}` : "anon"] as const);
  return useSWR(key, fetchLive, { refreshInterval: 15_000, revalidateOnFocus: true });
}

/** One activity's item for a variant. */
export function findLive(
  items: LiveItem[] | undefined,
  activityId: number,
  variantId: number,
): LiveItem | undefined {
  return items?.find((i) => i.activity_id === activityId && i.variant_id === variantId);
}
