// Rows → wire shapes (lib/commerce/wire), resolved into the request's language and currency.
import type { Context } from "hono";
import { and, asc, eq, inArray } from "drizzle-orm";
import { CURRENCIES } from "../../lib/commerce/currencies";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { money, tr, type Env } from "./context";

export type ProductRow = typeof s.products.$inferSelect;
type CouponRow = typeof s.coupons.$inferSelect;

export function symbolOf(c: Context<Env>): string {
  return CURRENCIES.find((x) => x.code === c.get("currency"))!.symbol;
}

export function productSummary(c: Context<Env>, p: ProductRow) {
  const min = money(c, p.minPrice);
  return {
    id: p.id,
    sn: p.sn,
    seo_sn: p.seoSn,
    title: tr(c, p.title),
    image: p.images[0] ?? "",
    rating: p.rating,
    reviews: p.reviewCount,
    product_type: p.productType as 1 | 2 | 3,
    stock_type: p.stockType as 0 | 1 | 2,
    currency: c.get("currency"),
    symbol: symbolOf(c),
    price_amount: min,
    original_price_amount: money(c, p.originalPrice),
    min_price_amount: min,
    max_price_amount: money(c, p.maxPrice),
    list_tags: p.listTags.map((tag) => tr(c, tag)),
    sold: p.sold,
    status: p.status,
    source: p.source,
    shipping_required: p.shippingRequired,
    price_calendar_required: p.priceCalendarRequired,
  };
}

/** Products by id, in the order of `ids`, limited to those the platform sells and on shelf. */
export async function summariesByIds(c: Context<Env>, ids: number[]) {
  if (ids.length === 0) return [];
  const db = c.get("db");
  const rows = await db
    .select({ p: s.products })
    .from(s.products)
    .innerJoin(s.productPlatforms, and(eq(s.productPlatforms.productId, s.products.id), eq(s.productPlatforms.platformId, c.get("platform").id)))
    .where(and(inArray(s.products.id, ids), eq(s.products.status, 1)));
  const byId = new Map(rows.map((r) => [r.p.id, r.p]));
  return ids.flatMap((id) => (byId.has(id) ? [productSummary(c, byId.get(id)!)] : []));
}

export function couponView(c: Context<Env>, row: CouponRow) {
  const now = c.get("now");
  const live = row.status === 0 && row.startDate <= now && row.endDate > now;
  return {
    id: row.id,
    name: tr(c, row.name),
    description: tr(c, row.description),
    discount_value_type: row.discountValueType as 0 | 1,
    discount_value_amount: row.discountValueType === 0 ? money(c, row.discountValue) : 0,
    discount_percent: row.discountPercent,
    min_spent_amount: money(c, row.minSpent),
    max_discount_amount: row.maxDiscount ? money(c, row.maxDiscount) : null,
    is_membership_coupon: row.isMembershipCoupon,
    is_available: live && row.claimed < row.total,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    validity_days: row.validityDays,
    code: row.code,
    status: row.status,
  };
}

export type LinkItemData = { id: number; title: Record<string, string>; image: string; redirect_type: number; link: string };
export const linkItemView = (c: Context<Env>, item: LinkItemData) => ({
  id: item.id,
  title: tr(c, item.title),
  image: item.image,
  redirect_type: item.redirect_type,
  link: item.link,
});

/** A themed row of products (home modules 3 and 5, special promotion pages). */
export async function themeView(c: Context<Env>, theme: typeof s.themes.$inferSelect) {
  return {
    id: theme.id,
    sn: theme.sn,
    title: tr(c, theme.title),
    description: tr(c, theme.description),
    image: theme.image,
    products: await summariesByIds(c, theme.productIds),
  };
}

/** All cities under (and including) a node of the city tree: a poi filter covers its subtree. */
export async function citySubtree(db: Db, id: number): Promise<number[]> {
  const rows = await db.select({ id: s.cities.id, parentId: s.cities.parentId }).from(s.cities).orderBy(asc(s.cities.id));
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) if (r.parentId !== null && out.has(r.parentId) && !out.has(r.id)) (out.add(r.id), (grew = true));
  }
  return [...out];
}

