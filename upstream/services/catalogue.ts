// Spec §7 "Products": every catalogue read, in SQL. Callers pass the shop (platform, language,
// currency, the request's `now`) and already-parsed input; nothing here knows about HTTP. A missing
// thing is `null` — the route decides which §8 code that is.
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { addDays, shopToday } from "../../lib/commerce/time/shop-time";
import { STARS, type ReviewSort } from "../../lib/commerce/catalogue/reviews";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import {
  couponView,
  expressRuleView,
  money,
  productDetailView,
  tr,
  variantView,
  type ProductRow,
  type Shop,
} from "./views";

import { COUPON_STATUS } from "../../lib/commerce/contract/record-status";
import { pageOf, summariesByIds, type Paging } from "./catalogue-lists";

export {
  combinationFor,
  listProducts,
  moreProducts,
  recommendedFor,
  searchSuggestions,
  sitemapProducts,
  SITEMAP_PAGE_SIZE,
  summariesByIds,
  type Paging,
  type ProductFilters,
} from "./catalogue-lists";

export async function popularKeywords(db: Db, shop: Shop) {
  const rows = await db
    .select()
    .from(s.searchKeywords)
    .where(eq(s.searchKeywords.platformId, shop.platformId))
    .orderBy(asc(s.searchKeywords.position));
  return rows.map((r) => ({ keyword: tr(shop, r.keyword), hot: r.hot }));
}

/** A product the platform sells, in any status (off-shelf products still have a page); null otherwise. */
export async function findProduct(
  db: Db,
  platformId: number,
  id: number,
): Promise<ProductRow | null> {
  const [row] = await db
    .select({ p: s.products })
    .from(s.products)
    .innerJoin(
      s.productPlatforms,
      and(
        eq(s.productPlatforms.productId, s.products.id),
        eq(s.productPlatforms.platformId, platformId),
      ),
    )
    .where(eq(s.products.id, id));
  return row?.p ?? null;
}

export async function productDetail(db: Db, shop: Shop, p: ProductRow) {
  const attributes = await db
    .select()
    .from(s.attributes)
    .where(eq(s.attributes.productId, p.id))
    .orderBy(asc(s.attributes.position));
  const values = await db
    .select({ v: s.attributeValues })
    .from(s.attributeValues)
    .innerJoin(s.attributes, eq(s.attributes.id, s.attributeValues.attributeId))
    .where(eq(s.attributes.productId, p.id))
    .orderBy(asc(s.attributeValues.position));
  const variants = await db
    .select()
    .from(s.variants)
    .where(eq(s.variants.productId, p.id))
    .orderBy(asc(s.variants.position));
  const refund = await db
    .select()
    .from(s.refundPolicyItems)
    .where(eq(s.refundPolicyItems.productId, p.id))
    .orderBy(asc(s.refundPolicyItems.id));
  return productDetailView(shop, p, {
    attributes,
    values: values.map((x) => x.v),
    variants,
    refund,
  });
}

/** Coupons usable on the product and its next seckill activity (or the one asked for). */
export async function productDiscount(db: Db, shop: Shop, p: ProductRow, activityId?: number) {
  const coupons = await db
    .select()
    .from(s.coupons)
    .where(
      and(
        eq(s.coupons.platformId, shop.platformId),
        eq(s.coupons.status, COUPON_STATUS.active),
        eq(s.coupons.isMembershipCoupon, false),
        isNull(s.coupons.pointsLevel),
        gt(s.coupons.endDate, shop.now),
        or(
          sql`${s.coupons.productIds} IS NULL`,
          sql`${s.coupons.productIds} @> ${JSON.stringify([p.id])}::jsonb`,
        ),
      ),
    )
    .orderBy(asc(s.coupons.id));
  // a live activity starts before an upcoming one, so it comes first
  const [item] = await db
    .select({ a: s.activities, i: s.activityItems, v: s.variants })
    .from(s.activityItems)
    .innerJoin(s.activities, eq(s.activities.id, s.activityItems.activityId))
    .innerJoin(s.variants, eq(s.variants.id, s.activityItems.variantId))
    .where(
      and(
        eq(s.activityItems.productId, p.id),
        eq(s.activities.platformId, shop.platformId),
        gt(s.activities.endDate, shop.now),
        activityId !== undefined ? eq(s.activities.id, activityId) : undefined,
      ),
    )
    .orderBy(asc(s.activities.startDate), asc(s.activityItems.id))
    .limit(1);
  return {
    coupons: coupons.map((row) => couponView(shop, row)),
    activity: item
      ? {
          id: item.a.id,
          title: tr(shop, item.a.title),
          start_date: item.a.startDate.toISOString(),
          end_date: item.a.endDate.toISOString(),
          variant_id: item.i.variantId,
          activity_price_amount: money(shop, item.i.activityPrice),
          original_price_amount: money(shop, item.v.price),
          stock: item.i.stock,
          sold: item.i.sold,
        }
      : null,
  };
}

/** The product's shipping rule, or null when it ships free of rules (or is not shipped). */
export async function expressRule(db: Db, shop: Shop, p: ProductRow) {
  const [rule] = await db.select().from(s.shippingRules).where(eq(s.shippingRules.productId, p.id));
  return rule ? expressRuleView(shop, rule) : null;
}

/**
 * Reviews in the given order (lib/commerce/catalogue/reviews: photos first by default, newest, or only those
 * with photos), 10 a page by default, with the summary of all the product's reviews: the count per
 * rating and with photos, in one grouped query.
 */
export async function productComments(
  db: Db,
  p: ProductRow,
  paging: Paging,
  sort: ReviewSort = "default",
) {
  const { page, pageSize, offset } = pageOf(paging, 10);
  const ofProduct = eq(s.reviews.productId, p.id);
  const withPhotos = sql`jsonb_array_length(${s.reviews.images}) > 0`;
  const newest = [desc(s.reviews.createdAt), asc(s.reviews.id)];
  const rows = await db
    .select()
    .from(s.reviews)
    .where(sort === "photos" ? and(ofProduct, withPhotos) : ofProduct)
    .orderBy(...(sort === "default" ? [desc(withPhotos), ...newest] : newest))
    .limit(pageSize)
    .offset(offset);
  const groups = await db
    .select({
      rating: s.reviews.rating,
      n: sql<number>`count(*)`.mapWith(Number),
      photos: sql<number>`count(*) filter (where ${withPhotos})`.mapWith(Number),
    })
    .from(s.reviews)
    .where(ofProduct)
    .groupBy(s.reviews.rating);
  const all = groups.reduce((a, g) => a + g.n, 0);
  const photos = groups.reduce((a, g) => a + g.photos, 0);
  return {
    list: rows.map((r) => ({
      id: r.id,
      user_name: r.userName,
      rating: r.rating,
      content: r.content,
      images: r.images,
      created_at: r.createdAt.toISOString(),
    })),
    count: sort === "photos" ? photos : all,
    page,
    page_size: pageSize,
    summary: {
      histogram: STARS.map((rating) => ({
        rating,
        count: groups.find((g) => g.rating === rating)?.n ?? 0,
      })),
      with_photos: photos,
    },
  };
}

/** Variants and 60 days of calendar from `date` (YYYY-MM-DD; today in the shop's time zone when earlier or absent). */
export async function variantCalendar(db: Db, shop: Shop, p: ProductRow, date?: string) {
  const today = shopToday(shop.now);
  const from = date && date > today ? date : today;
  const to = addDays(from, 59);
  const variants = await db
    .select()
    .from(s.variants)
    .where(eq(s.variants.productId, p.id))
    .orderBy(asc(s.variants.position));
  const ids = variants.map((v) => v.id);
  const days = ids.length
    ? await db
        .select()
        .from(s.variantCalendars)
        .where(
          and(
            inArray(s.variantCalendars.variantId, ids),
            gte(s.variantCalendars.date, from),
            lte(s.variantCalendars.date, to),
          ),
        )
        .orderBy(asc(s.variantCalendars.date), asc(s.variantCalendars.variantId))
    : [];
  const events = ids.length
    ? await db
        .select()
        .from(s.calendarEvents)
        .where(
          and(
            inArray(s.calendarEvents.variantId, ids),
            gte(s.calendarEvents.date, from),
            lte(s.calendarEvents.date, to),
          ),
        )
        .orderBy(asc(s.calendarEvents.time))
    : [];
  const eventsBy = new Map<string, typeof events>();
  for (const e of events) {
    const key = `${e.variantId}:${e.date}`;
    eventsBy.set(key, [...(eventsBy.get(key) ?? []), e]);
  }
  return {
    now: shop.now.toISOString(),
    variants: variants.map((v) => variantView(shop, v)),
    calendars: days.map((d) => ({
      variant_id: d.variantId,
      date: d.date,
      price_amount: money(shop, d.price),
      combined_price: money(shop, d.price),
      stock_num: d.stock,
      events: (eventsBy.get(`${d.variantId}:${d.date}`) ?? []).map((e) => ({
        id: e.id,
        time: e.time,
        stock_num: e.stock,
        price_amount: money(shop, e.price),
      })),
    })),
  };
}

/** Seckill activities of the brand: live, upcoming and those ended in the last three days. */
export async function seckillActivities(db: Db, shop: Shop) {
  const acts = await db
    .select()
    .from(s.activities)
    .where(
      and(
        eq(s.activities.platformId, shop.platformId),
        gt(s.activities.endDate, new Date(shop.now.getTime() - 3 * 86400_000)),
      ),
    )
    .orderBy(asc(s.activities.startDate));
  const items = acts.length
    ? await db
        .select()
        .from(s.activityItems)
        .where(
          inArray(
            s.activityItems.activityId,
            acts.map((a) => a.id),
          ),
        )
        .orderBy(asc(s.activityItems.id))
    : [];
  const summaries = new Map(
    (await summariesByIds(db, shop, [...new Set(items.map((i) => i.productId))])).map((x) => [
      x.id,
      x,
    ]),
  );
  const variants = items.length
    ? await db
        .select()
        .from(s.variants)
        .where(
          inArray(
            s.variants.id,
            items.map((i) => i.variantId),
          ),
        )
    : [];
  return {
    now: shop.now.toISOString(),
    activities: acts.map((a) => ({
      id: a.id,
      title: tr(shop, a.title),
      start_date: a.startDate.toISOString(),
      end_date: a.endDate.toISOString(),
      // an item whose product or option is gone is not on sale
      items: items.flatMap((i) => {
        const product = summaries.get(i.productId);
        const variant = variants.find((v) => v.id === i.variantId);
        if (i.activityId !== a.id || !product || !variant) return [];
        return [
          {
            product,
            variant_id: i.variantId,
            activity_price_amount: money(shop, i.activityPrice),
            original_price_amount: money(shop, variant.price),
            stock: i.stock,
            sold: i.sold,
          },
        ];
      }),
    })),
  };
}

/** Membership package of a tier (spec §9: levels 1–3), or null when the brand has none at that level. */
export async function membershipPackage(db: Db, shop: Shop, level: number) {
  const [row] = await db
    .select()
    .from(s.membershipSettings)
    .where(
      and(
        eq(s.membershipSettings.platformId, shop.platformId),
        eq(s.membershipSettings.level, level),
      ),
    );
  if (!row) return null;
  const couponIds = row.coupons.map((x) => x.couponId);
  const coupons = couponIds.length
    ? await db.select().from(s.coupons).where(inArray(s.coupons.id, couponIds))
    : [];
  return {
    id: row.id,
    level: row.level,
    price_amount: money(shop, row.price),
    valid_days: row.validDays,
    member_discount_percent: row.memberDiscountPercent,
    coupons: row.coupons.flatMap((x) => {
      const coupon = coupons.find((k) => k.id === x.couponId);
      return coupon ? [{ coupon: couponView(shop, coupon), count: x.count }] : [];
    }),
    free_products: await summariesByIds(db, shop, row.freeProductIds),
    product: row.productId ? ((await summariesByIds(db, shop, [row.productId]))[0] ?? null) : null,
  };
}
