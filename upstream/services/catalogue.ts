// Spec §7 "Products": every catalogue read, in SQL. Callers pass the shop (platform, language,
// currency, the request's `now`) and already-parsed input; nothing here knows about HTTP. A missing
// thing is `null` — the route decides which §8 code that is.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { addDays, SHOP_OFFSET_SECONDS, shopToday } from "../../lib/commerce/time/shop-time";
import {
  LIST_MAX_PAGE_SIZE,
  LIST_PAGE_SIZE,
  type ListSort,
} from "../../lib/commerce/catalogue/list-query";
import { STARS, type ReviewSort } from "../../lib/commerce/catalogue/reviews";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import {
  couponView,
  expressRuleView,
  money,
  productDetailView,
  productSummary,
  tr,
  variantView,
  type ProductRow,
  type Shop,
} from "./views";

import { COUPON_STATUS, PRODUCT_STATUS } from "../../lib/commerce/contract/record-status";
import { STOCK_TYPE } from "../../lib/commerce/catalogue/product-types";
import { MORE_PRODUCTS_TYPE, type MoreProductsType } from "../../lib/commerce/catalogue/home";

/** Free text is matched on its first 100 characters. */
export const SEARCH_TEXT_MAX = 100;

/** Requested page and size; missing values take the call's defaults, out-of-range ones are clamped. */
export type Paging = { page?: number; pageSize?: number };

function pageOf({ page, pageSize }: Paging, defaultSize: number) {
  const p = Math.max(1, page ?? 1);
  const size = Math.min(LIST_MAX_PAGE_SIZE, Math.max(1, pageSize ?? defaultSize));
  return { page: p, pageSize: size, offset: (p - 1) * size };
}

/** Filters shared by products and products/more; absent ones do not filter. */
export type ProductFilters = {
  categoryId?: number;
  /** a node of the city tree: the filter covers its subtree */
  poiId?: number;
  tagId?: number;
  pogId?: number;
  productType?: number;
  /** title in any language, or an exact sn */
  text?: string;
  /** YYYY-MM-DD; dated products need stock on a date in [startDate, endDate] */
  startDate?: string;
  endDate?: string;
};

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Products this platform sells and has on shelf. */
const sellable = (platformId: number): SQL[] => [
  eq(s.productPlatforms.platformId, platformId),
  eq(s.products.status, PRODUCT_STATUS.onShelf),
];

/** Title contains the text in any of the three languages (a search finds 京都 and Kyoto alike). */
const titleMatches = (text: string) => {
  const like = `%${escapeLike(text)}%`;
  return sql`(${s.products.title}->>'en' ILIKE ${like} OR ${s.products.title}->>'zh-hans' ILIKE ${like} OR ${s.products.title}->>'zh-hant' ILIKE ${like})`;
};

const searchText = (text: string | undefined) => (text ?? "").trim().slice(0, SEARCH_TEXT_MAX);

async function filterConditions(db: Db, shop: Shop, f: ProductFilters): Promise<SQL[]> {
  const where: SQL[] = sellable(shop.platformId);
  if (f.categoryId !== undefined) where.push(eq(s.products.categoryId, f.categoryId));
  if (f.poiId !== undefined) where.push(inArray(s.products.cityId, await citySubtree(db, f.poiId)));
  if (f.tagId !== undefined)
    where.push(sql`${s.products.tagIds} @> ${JSON.stringify([f.tagId])}::jsonb`);
  if (f.pogId !== undefined) where.push(eq(s.productPlatforms.pogId, f.pogId));
  if (f.productType !== undefined) where.push(eq(s.products.productType, f.productType));
  const text = searchText(f.text);
  if (text) where.push(or(titleMatches(text), eq(s.products.sn, text.toUpperCase()))!);
  const start = f.startDate ?? null;
  const end = f.endDate ?? start;
  if (start && end && start <= end) where.push(bookableBetween(shop, start, end));
  return where;
}

/**
 * A dated product offers a date in [start, end] the way its booking panel will (spec §5, the rules
 * of lib/commerce/booking/calendar priceCalendar and the panel's minFor): the date is not before today, now
 * is not past its booking deadline (lead days before, at the lead time, in shop time), and a slot
 * holds at least the product's and the option's min purchase — for session products, a session
 * that has not started. Plain-stock products are not filtered by date.
 */
function bookableBetween(shop: Shop, start: string, end: string): SQL {
  const now = shop.now.getTime() / 1000;
  const offset = SHOP_OFFSET_SECONDS;
  const today = shopToday(shop.now);
  const min = sql`GREATEST(1, v.min_purchase, ${s.products.minPurchase})`;
  // epoch seconds of a shop-time date and HH:mm (timestamp without time zone reads as UTC)
  const at = (date: SQL, time: SQL) =>
    sql`(extract(epoch from (${date} + (${time})::time)) - ${offset})`;
  return sql`(${s.products.stockType} = ${STOCK_TYPE.plain} OR EXISTS (
    SELECT 1 FROM ${s.variantCalendars} vc JOIN ${s.variants} v ON v.id = vc.variant_id
    WHERE v.product_id = ${s.products.id} AND vc.date BETWEEN ${start} AND ${end} AND vc.date >= ${today}
      AND ${at(sql`vc.date`, sql`v.book_time_before_book_date`)} - v.book_n_days_before_book_date * 86400 >= ${now}
      AND CASE WHEN ${s.products.stockType} = ${STOCK_TYPE.bySession}
        THEN EXISTS (SELECT 1 FROM ${s.calendarEvents} e WHERE e.variant_id = v.id AND e.date = vc.date AND e.stock >= ${min}
          AND ${at(sql`e.date`, sql`e.time`)} > ${now})
        ELSE vc.stock >= ${min} END))`;
}

function ordering(shop: Shop, sort: ListSort | undefined, bySold: boolean): SQL[] {
  const price = sql`(${s.products.minPrice}->>${shop.currency})::int`;
  if (bySold) return [desc(s.products.sold), asc(s.products.id)];
  switch (sort) {
    case "price_asc":
      return [asc(price), asc(s.products.id)];
    case "price_desc":
      return [desc(price), asc(s.products.id)];
    case "rating":
      return [desc(s.products.rating), desc(s.products.reviewCount), asc(s.products.id)];
    case "newest":
      return [desc(s.products.createdAt), asc(s.products.id)];
    default:
      return [asc(s.productPlatforms.position)];
  }
}

async function listPage(
  db: Db,
  shop: Shop,
  where: SQL[],
  order: SQL[],
  paging: Paging,
  defaultSize: number,
) {
  const { page, pageSize, offset } = pageOf(paging, defaultSize);
  const rows = await db
    .select({ p: s.products, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(s.products)
    .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
    .where(and(...where))
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.products)
      .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
      .where(and(...where));
    count = row?.n ?? 0;
  }
  return { list: rows.map((r) => productSummary(shop, r.p)), count, page, page_size: pageSize };
}

/** GET products: the brand's products, filtered, sorted and paged (20 by default). */
export async function listProducts(
  db: Db,
  shop: Shop,
  q: { filters: ProductFilters; sort?: ListSort; bySold?: boolean; paging: Paging },
) {
  return listPage(
    db,
    shop,
    await filterConditions(db, shop, q.filters),
    ordering(shop, q.sort, q.bySold ?? false),
    q.paging,
    LIST_PAGE_SIZE,
  );
}

/** GET products/more: type 1 newest, 2 recommended (rating weighted by sales); 12 a page by default. */
export async function moreProducts(
  db: Db,
  shop: Shop,
  q: { type: MoreProductsType; filters: ProductFilters; paging: Paging },
) {
  const order =
    q.type === MORE_PRODUCTS_TYPE.newest
      ? [desc(s.products.createdAt), asc(s.products.id)]
      : [desc(sql`${s.products.rating} * ln(${s.products.sold} + 2)`), asc(s.products.id)];
  return listPage(db, shop, await filterConditions(db, shop, q.filters), order, q.paging, 12);
}

export async function popularKeywords(db: Db, shop: Shop) {
  const rows = await db
    .select()
    .from(s.searchKeywords)
    .where(eq(s.searchKeywords.platformId, shop.platformId))
    .orderBy(asc(s.searchKeywords.position));
  return rows.map((r) => ({ keyword: tr(shop, r.keyword), hot: r.hot }));
}

/** Up to 8 title suggestions, best sellers first; none for empty text. */
export async function searchSuggestions(db: Db, shop: Shop, keyword: string | undefined) {
  const text = searchText(keyword);
  if (!text) return [];
  const rows = await db
    .select({ p: s.products })
    .from(s.products)
    .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
    .where(and(...sellable(shop.platformId), titleMatches(text)))
    .orderBy(desc(s.products.sold))
    .limit(8);
  return rows.map((r) => ({ id: r.p.id, title: tr(shop, r.p.title), seo_sn: r.p.seoSn }));
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

/** Similar products: same city first, then same category; 12 a page by default. */
export async function recommendedFor(db: Db, shop: Shop, p: ProductRow, paging: Paging) {
  const where = [...sellable(shop.platformId), ne(s.products.id, p.id)];
  const order = [
    desc(
      sql`(${s.products.cityId} = ${p.cityId ?? 0})::int + (${s.products.categoryId} = ${p.categoryId ?? 0})::int`,
    ),
    desc(s.products.sold),
    asc(s.products.id),
  ];
  return listPage(db, shop, where, order, paging, 12);
}

/** Bought together: other categories in the same city (up to 6). */
export async function combinationFor(db: Db, shop: Shop, p: ProductRow) {
  const rows = await db
    .select({ p: s.products })
    .from(s.products)
    .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
    .where(
      and(
        ...sellable(shop.platformId),
        ne(s.products.id, p.id),
        p.cityId ? eq(s.products.cityId, p.cityId) : undefined,
        p.categoryId ? ne(s.products.categoryId, p.categoryId) : undefined,
      ),
    )
    .orderBy(desc(s.products.sold))
    .limit(6);
  return rows.map((r) => productSummary(shop, r.p));
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

/** Products by id, in the order of `ids`, limited to those the platform sells and on shelf. */
export async function summariesByIds(db: Db, shop: Shop, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ p: s.products })
    .from(s.products)
    .innerJoin(
      s.productPlatforms,
      and(
        eq(s.productPlatforms.productId, s.products.id),
        eq(s.productPlatforms.platformId, shop.platformId),
      ),
    )
    .where(and(inArray(s.products.id, ids), eq(s.products.status, PRODUCT_STATUS.onShelf)));
  const byId = new Map(rows.map((r) => [r.p.id, r.p]));
  return ids.flatMap((id) => (byId.has(id) ? [productSummary(shop, byId.get(id)!)] : []));
}

/** All cities under (and including) a node of the city tree: a poi filter covers its subtree. */
export async function citySubtree(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: s.cities.id, parentId: s.cities.parentId })
    .from(s.cities)
    .orderBy(asc(s.cities.id));
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId !== null && out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return [...out];
}

/** Products per page of GET products/sitemap (a sitemap holds up to 50,000 URLs). */
export const SITEMAP_PAGE_SIZE = 1000;

/**
 * GET products/sitemap: every product the brand sells, by id, with when its page last changed and
 * its gallery. Pages of SITEMAP_PAGE_SIZE; a page past the end is empty with the true count.
 */
export async function sitemapProducts(db: Db, shop: Shop, page: number) {
  const p = Math.max(1, page);
  const where = and(...sellable(shop.platformId));
  const rows = await db
    .select({
      id: s.products.id,
      seoSn: s.products.seoSn,
      updatedAt: s.products.updatedAt,
      images: s.products.images,
    })
    .from(s.products)
    .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
    .where(where)
    .orderBy(asc(s.products.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset((p - 1) * SITEMAP_PAGE_SIZE);
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(s.products)
    .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
    .where(where);
  return {
    list: rows.map((r) => ({
      id: r.id,
      seo_sn: r.seoSn,
      updated_at: r.updatedAt.toISOString(),
      images: r.images,
    })),
    count: total?.n ?? 0,
    page: p,
    page_size: SITEMAP_PAGE_SIZE,
  };
}
