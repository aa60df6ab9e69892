// Spec §3 Product minPrice / maxPrice / original_price, denormalised on the product row for lists,
// sorting and cards. They follow lib/commerce/pricing/price-display summarisePrices: the ends of a price
// range come only from options a shopper can buy, so whenever an option sells out or comes back,
// its product's prices are worked out again here.
import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import { effectiveStock } from "../../lib/commerce/booking/calendar";
import { shopToday } from "../../lib/commerce/time/shop-time";
import { summarisePrices } from "../../lib/commerce/pricing/price-display";
import { perCurrency } from "../../lib/commerce/pricing/currencies";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import type { PriceMap } from "../db/schema";
import { refreshListingStock } from "./listings";

type VariantRow = typeof s.variants.$inferSelect;

/** min / max / original per currency from variants and whether each can be bought. */
export function productPrices(
  variants: { price: PriceMap; originalPrice: PriceMap; inStock: boolean }[],
) {
  const facts = perCurrency((code) =>
    summarisePrices(
      variants.map((v) => ({
        price: v.price[code],
        original: v.originalPrice[code],
        inStock: v.inStock,
      })),
    ),
  );
  const minPrice = perCurrency((code) => facts[code].min_price_amount);
  const maxPrice = perCurrency((code) => facts[code].max_price_amount);
  const originalPrice = perCurrency((code) => facts[code].original_price_amount);
  return { minPrice, maxPrice, originalPrice, sortMinCny: minPrice.CNY };
}

/** Variants of dated products with stock on some day from today (a session's stock for stock type 2). */
async function datedInStock(
  db: Db,
  variants: VariantRow[],
  stockTypeOf: Map<number, number>,
  today: string,
): Promise<Set<number>> {
  const byDay = variants.filter((v) => stockTypeOf.get(v.productId) === 1).map((v) => v.id);
  const bySession = variants.filter((v) => stockTypeOf.get(v.productId) === 2).map((v) => v.id);
  const days = byDay.length
    ? await db
        .selectDistinct({ id: s.variantCalendars.variantId })
        .from(s.variantCalendars)
        .where(
          and(
            inArray(s.variantCalendars.variantId, byDay),
            gte(s.variantCalendars.date, today),
            gt(s.variantCalendars.stock, 0),
          ),
        )
    : [];
  const sessions = bySession.length
    ? await db
        .selectDistinct({ id: s.calendarEvents.variantId })
        .from(s.calendarEvents)
        .where(
          and(
            inArray(s.calendarEvents.variantId, bySession),
            gte(s.calendarEvents.date, today),
            gt(s.calendarEvents.stock, 0),
          ),
        )
    : [];
  return new Set([...days, ...sessions].map((r) => r.id));
}

/**
 * Works the prices of these products out again from their variants' stock, and their listings'
 * prices and bookable days. Callers inside a transaction call it after their stock updates (row
 * locks on products, then on listings, are then always taken after those on variants, each in
 * ascending order).
 */
export async function refreshProductPrices(db: Db, productIds: number[], now: Date): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  // locked before the variants are read: two bookings selling out two options of one product take
  // turns, and the second works the prices out from the first's stock
  const products = await db
    .select({ id: s.products.id, stockType: s.products.stockType })
    .from(s.products)
    .where(inArray(s.products.id, ids))
    .orderBy(asc(s.products.id))
    .for("update");
  const variants = await db
    .select()
    .from(s.variants)
    .where(inArray(s.variants.productId, ids))
    .orderBy(asc(s.variants.productId), asc(s.variants.position));
  const stockTypeOf = new Map(products.map((p) => [p.id, p.stockType]));
  const dated = await datedInStock(db, variants, stockTypeOf, shopToday(now));
  for (const id of ids) {
    const mine = variants.filter((v) => v.productId === id);
    if (mine.length === 0) continue;
    const plain = stockTypeOf.get(id) === 0;
    const prices = productPrices(
      mine.map((v) => ({
        price: v.price,
        originalPrice: v.originalPrice,
        inStock: plain ? effectiveStock(v.stock, v.minPurchase) > 0 : dated.has(v.id),
      })),
    );
    // a price the page shows changed: the page changed (the sitemap's lastmod)
    const changed = sql`(${s.products.minPrice} IS DISTINCT FROM ${JSON.stringify(prices.minPrice)}::jsonb OR ${s.products.maxPrice} IS DISTINCT FROM ${JSON.stringify(prices.maxPrice)}::jsonb OR ${s.products.originalPrice} IS DISTINCT FROM ${JSON.stringify(prices.originalPrice)}::jsonb)`;
    await db
      .update(s.products)
      .set({
        ...prices,
        updatedAt: sql`CASE WHEN ${changed} THEN ${now.toISOString()}::timestamptz ELSE ${s.products.updatedAt} END`,
      })
      .where(eq(s.products.id, id));
  }
  // the lists read prices and bookable days from the listings (upstream/services/listings)
  await refreshListingStock(db, ids);
}
