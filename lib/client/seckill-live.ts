"use client";

import useSWR from "swr";
import { fetcherFor } from "./fetcher";
import { bool, fields, int, Unreadable } from "./read";
import { useSession } from "./session";

// The flash sale's live side on cached catalogue pages (spec §4, §9): counts and "already bought"
// change by the second and per shopper, so the browser asks /api/seckill/live (uncached, personal)
// and every grab button on the page shares one SWR entry keyed by who is signed in. No zod here:
// it loads on catalogue pages; the fields used are checked by hand (lib/client/read.ts).

const SECKILL_LIVE_KEY = "/api/seckill/live";

export type LiveItem = {
  id: number;
  activity_id: number;
  product_id: number;
  variant_id: number;
  stock: number;
  sold: number;
  bought: boolean;
};

function count(value: unknown): number {
  const n = int(value);
  if (n < 0) throw new Unreadable("a negative count");
  return n;
}

function liveItem(raw: unknown): LiveItem {
  const i = fields(raw);
  return {
    id: count(i.id),
    activity_id: count(i.activity_id),
    product_id: count(i.product_id),
    variant_id: count(i.variant_id),
    stock: count(i.stock),
    sold: count(i.sold),
    bought: bool(i.bought),
  };
}

/** The items of the route's data ({ now, items }); whatever does not look like one is dropped. */
export function readLiveItems(data: unknown): LiveItem[] {
  const items = typeof data === "object" && data !== null && "items" in data ? data.items : null;
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw: unknown) => {
    try {
      return [liveItem(raw)];
    } catch {
      return [];
    }
  });
}

const fetchLive = fetcherFor({ parse: readLiveItems });

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
