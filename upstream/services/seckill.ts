// Spec §4 Flash sale, §9 seckill items are buyable once: the live counts the catalogue pages
// cannot bake into their cached HTML, and whether the caller already holds each item (a row in
// seckill_purchases — released again when the order closes unpaid, is cancelled or refunded,
// see services/booking releaseOrder).
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { SeckillLive } from "../../lib/commerce/catalogue/product.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import type { Shop } from "./views";

export async function liveItems(
  db: Db,
  shop: Shop,
  userId: number | null,
  productId: number | null,
): Promise<SeckillLive> {
  const rows = await db
    .select({ i: s.activityItems })
    .from(s.activityItems)
    .innerJoin(s.activities, eq(s.activities.id, s.activityItems.activityId))
    .where(
      and(
        eq(s.activities.platformId, shop.platformId),
        gt(s.activities.endDate, shop.now),
        productId === null ? undefined : eq(s.activityItems.productId, productId),
      ),
    )
    .orderBy(asc(s.activityItems.id))
    .limit(500);
  const ids = rows.map((r) => r.i.id);
  const held =
    userId !== null && ids.length
      ? new Set(
          (
            await db
              .select({ id: s.seckillPurchases.activityItemId })
              .from(s.seckillPurchases)
              .where(
                and(
                  eq(s.seckillPurchases.userId, userId),
                  inArray(s.seckillPurchases.activityItemId, ids),
                ),
              )
          ).map((r) => r.id),
        )
      : new Set<number>();
  return {
    now: shop.now.toISOString(),
    items: rows.map(({ i }) => ({
      id: i.id,
      activity_id: i.activityId,
      product_id: i.productId,
      variant_id: i.variantId,
      stock: i.stock,
      sold: i.sold,
      bought: held.has(i.id),
    })),
  };
}
