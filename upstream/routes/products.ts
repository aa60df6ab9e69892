// Spec §7 "Products": lists, search, detail and its side calls, variants and calendars, seckill.
import { Hono, type Context } from "hono";
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import * as s from "../db/schema";
import { intParam, money, notFound, send, tr, type Env } from "../http/context";
import { citySubtree, couponView, productSummary, summariesByIds, symbolOf, type ProductRow } from "../http/views";
import { shopToday } from "../../lib/commerce/calendar";

export const productRoutes = new Hono<Env>();

const PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function paging(c: Context<Env>, defaultSize = PAGE_SIZE) {
  const page = Math.max(1, intParam(c.req.query("page"), 1));
  const pageSize = Math.min(50, Math.max(1, intParam(c.req.query("page_size"), defaultSize)));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Products this platform sells and has on shelf. */
const sellable = (c: Context<Env>): SQL[] => [eq(s.productPlatforms.platformId, c.get("platform").id), eq(s.products.status, 1)];

/** Title contains the text in any of the three languages (a search finds 京都 and Kyoto alike). */
const titleMatches = (text: string) => {
  const like = `%${escapeLike(text)}%`;
  return sql`(${s.products.title}->>'en' ILIKE ${like} OR ${s.products.title}->>'zh-hans' ILIKE ${like} OR ${s.products.title}->>'zh-hant' ILIKE ${like})`;
};

/** Filters shared by products and products/more. Unknown or malformed values are ignored. */
async function filters(c: Context<Env>): Promise<SQL[]> {
  const q = c.req.query();
  const where: SQL[] = sellable(c);
  const num = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);
  const category = num(q.category_id);
  if (category !== null) where.push(eq(s.products.categoryId, category));
  const poi = num(q.poi_id);
  if (poi !== null) where.push(inArray(s.products.cityId, await citySubtree(c.get("db"), poi)));
  const tag = num(q.tag_id);
  if (tag !== null) where.push(sql`${s.products.tagIds} @> ${JSON.stringify([tag])}::jsonb`);
  const pog = num(q.pog_id);
  if (pog !== null) where.push(eq(s.productPlatforms.pogId, pog));
  const type = num(q.product_type);
  if (type !== null) where.push(eq(s.products.productType, type));
  const text = (q.keyword ?? q.title ?? "").trim().slice(0, 100);
  if (text) where.push(or(titleMatches(text), eq(s.products.sn, text.toUpperCase()))!);
  const start = q.start_date && DATE.test(q.start_date) ? q.start_date : null;
  const end = q.end_date && DATE.test(q.end_date) ? q.end_date : start;
  if (start && end && start <= end) {
    where.push(
      sql`(${s.products.stockType} = 0 OR EXISTS (SELECT 1 FROM ${s.variantCalendars} vc JOIN ${s.variants} v ON v.id = vc.variant_id
        WHERE v.product_id = ${s.products.id} AND vc.date BETWEEN ${start} AND ${end} AND vc.stock > 0))`,
    );
  }
  return where;
}

function ordering(c: Context<Env>) {
  const sort = c.req.query("sort");
  const bySold = c.req.query("sold") === "1";
  const price = sql`(${s.products.minPrice}->>${c.get("currency")})::int`;
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

async function listPage(c: Context<Env>, where: SQL[], order: SQL[], defaultSize = PAGE_SIZE) {
  const { page, pageSize, offset } = paging(c, defaultSize);
  const db = c.get("db");
  const base = db
    .select({ p: s.products, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(s.products)
    .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
    .where(and(...where))
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  const rows = await base;
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.products)
      .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
      .where(and(...where));
    count = row?.n ?? 0;
  }
  return { list: rows.map((r) => productSummary(c, r.p)), count, page, page_size: pageSize };
}

productRoutes.get("/products", async (c) => send(c, await listPage(c, await filters(c), ordering(c))));

/** products/more: type 2 recommended (page size 12 by default), 1 newest; timesite is accepted. */
productRoutes.get("/products/more", async (c) => {
  const type = c.req.query("type") === "1" ? 1 : 2;
  const order = type === 1 ? [desc(s.products.createdAt), asc(s.products.id)] : [desc(sql`${s.products.rating} * ln(${s.products.sold} + 2)`), asc(s.products.id)];
  return send(c, await listPage(c, await filters(c), order, 12));
});

productRoutes.get("/product/search/popular", async (c) => {
  const rows = await c
    .get("db")
    .select()
    .from(s.searchKeywords)
    .where(eq(s.searchKeywords.platformId, c.get("platform").id))
    .orderBy(asc(s.searchKeywords.position));
  return send(c, rows.map((r) => ({ keyword: tr(c, r.keyword), hot: r.hot })));
});

/** product/search?pre=1&keyword=: up to 8 title suggestions. */
productRoutes.get("/product/search", async (c) => {
  const keyword = (c.req.query("keyword") ?? "").trim().slice(0, 100);
  if (!keyword) return send(c, []);
  const rows = await c
    .get("db")
    .select({ p: s.products })
    .from(s.products)
    .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
    .where(and(...sellable(c), titleMatches(keyword)))
    .orderBy(desc(s.products.sold))
    .limit(8);
  return send(c, rows.map((r) => ({ id: r.p.id, title: tr(c, r.p.title), seo_sn: r.p.seoSn })));
});

/** A product the platform sells (any status: off-shelf products still have a page). */
async function productOf(c: Context<Env>): Promise<ProductRow> {
  const id = intParam(c.req.param("id"), null, "product");
  const [row] = await c
    .get("db")
    .select({ p: s.products })
    .from(s.products)
    .innerJoin(s.productPlatforms, and(eq(s.productPlatforms.productId, s.products.id), eq(s.productPlatforms.platformId, c.get("platform").id)))
    .where(eq(s.products.id, id));
  if (!row) throw notFound("product");
  return row.p;
}

function variantView(c: Context<Env>, v: typeof s.variants.$inferSelect) {
  return {
    id: v.id,
    sku: v.sku,
    attr_value_ids: v.attrValueIds,
    price_amount: money(c, v.price),
    original_price_amount: money(c, v.originalPrice),
    stock: v.stock,
    min_purchase: v.minPurchase,
    limit_purchased: v.limitPurchased,
    book_n_days_before_book_date: v.bookDaysBefore,
    book_time_before_book_date: v.bookTimeBefore,
    weight_grams: v.weightGrams,
  };
}

productRoutes.get("/product/:id{[0-9]+}", async (c) => {
  const p = await productOf(c);
  const db = c.get("db");
  const [attrs, values, variants, refund] = await Promise.all([
    db.select().from(s.attributes).where(eq(s.attributes.productId, p.id)).orderBy(asc(s.attributes.position)),
    db
      .select({ v: s.attributeValues })
      .from(s.attributeValues)
      .innerJoin(s.attributes, eq(s.attributes.id, s.attributeValues.attributeId))
      .where(eq(s.attributes.productId, p.id))
      .orderBy(asc(s.attributeValues.position)),
    db.select().from(s.variants).where(eq(s.variants.productId, p.id)).orderBy(asc(s.variants.position)),
    db.select().from(s.refundPolicyItems).where(eq(s.refundPolicyItems.productId, p.id)).orderBy(asc(s.refundPolicyItems.id)),
  ]);
  return send(c, {
    ...productSummary(c, p),
    description: tr(c, p.description),
    images: p.images,
    sell_point: p.sellPoints[c.get("lang")] ?? p.sellPoints["zh-hans"] ?? [],
    share_description: tr(c, p.shareDescription),
    price_notice: tr(c, p.priceNotice),
    purchase_notice: tr(c, p.purchaseNotice),
    important_notes: tr(c, p.importantNotes),
    opening_hours: tr(c, p.openingHours),
    location: p.location ? { address: tr(c, p.location.address), lat: p.location.lat, lng: p.location.lng } : null,
    refund: {
      tag: p.refundTag as 0 | 2 | 3,
      items: refund.map((r) => ({ inventory_type: r.inventoryType as 0 | 1 | 2, date: r.days, time: r.time, before: r.before, proportion: r.proportion })),
    },
    min_purchase: p.minPurchase,
    limit_purchased: p.limitPurchased,
    limit_purchased_type: p.limitPurchasedType,
    limit_period: p.limitPeriod,
    event_required: p.eventRequired,
    need_contact: p.needContact,
    contact_required: p.contactRequired,
    is_favourite: false,
    main_currency: p.mainCurrency,
    category_ids: p.categoryId ? [p.categoryId] : [],
    poi_id: p.cityId,
    tag_ids: p.tagIds,
    attributes: attrs.map((a) => ({
      id: a.id,
      name: tr(c, a.name),
      values: values.filter((v) => v.v.attributeId === a.id).map((v) => ({ id: v.v.id, name: tr(c, v.v.name) })),
    })),
    variants: variants.map((v) => variantView(c, v)),
  });
});

productRoutes.get("/product/:id{[0-9]+}/discount", async (c) => {
  const p = await productOf(c);
  const db = c.get("db");
  const now = c.get("now");
  const coupons = await db
    .select()
    .from(s.coupons)
    .where(
      and(
        eq(s.coupons.platformId, c.get("platform").id),
        eq(s.coupons.status, 0),
        eq(s.coupons.isMembershipCoupon, false),
        gt(s.coupons.endDate, now),
        or(sql`${s.coupons.productIds} IS NULL`, sql`${s.coupons.productIds} @> ${JSON.stringify([p.id])}::jsonb`),
      ),
    )
    .orderBy(asc(s.coupons.id));
  const activityId = c.req.query("activity_id");
  const activityFilter = activityId && /^\d{1,9}$/.test(activityId) ? eq(s.activities.id, Number(activityId)) : undefined;
  const [item] = await db
    .select({ a: s.activities, i: s.activityItems })
    .from(s.activityItems)
    .innerJoin(s.activities, eq(s.activities.id, s.activityItems.activityId))
    .where(and(eq(s.activityItems.productId, p.id), eq(s.activities.platformId, c.get("platform").id), gt(s.activities.endDate, now), activityFilter))
    .orderBy(asc(s.activities.startDate))
    .limit(1);
  return send(c, {
    coupons: coupons.map((row) => couponView(c, row)),
    activity: item
      ? { id: item.a.id, activity_price_amount: money(c, item.i.activityPrice), start_date: item.a.startDate.toISOString(), end_date: item.a.endDate.toISOString() }
      : null,
  });
});

productRoutes.get("/product/:id{[0-9]+}/express", async (c) => {
  const p = await productOf(c);
  const [rule] = await c.get("db").select().from(s.shippingRules).where(eq(s.shippingRules.productId, p.id));
  if (!rule) return send(c, null);
  return send(c, {
    rule_type: rule.ruleType as "count" | "weight" | "fixed",
    first_unit: rule.firstUnit,
    first_fee: money(c, rule.firstFee),
    additional_unit: rule.additionalUnit,
    additional_fee: money(c, rule.additionalFee),
    fixed_fee: money(c, rule.fixedFee),
    free_over_amount: rule.freeOver ? money(c, rule.freeOver) : null,
    excluded_regions: rule.excludedRegions,
  });
});

productRoutes.get("/product/:id{[0-9]+}/comments", async (c) => {
  const p = await productOf(c);
  const { page, pageSize, offset } = paging(c, 10);
  const db = c.get("db");
  const rows = await db
    .select()
    .from(s.reviews)
    .where(eq(s.reviews.productId, p.id))
    .orderBy(desc(s.reviews.createdAt), asc(s.reviews.id))
    .limit(pageSize)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(s.reviews).where(eq(s.reviews.productId, p.id));
  return send(c, {
    list: rows.map((r) => ({ id: r.id, user_name: r.userName, rating: r.rating, content: r.content, created_at: r.createdAt.toISOString() })),
    count: count?.n ?? 0,
    page,
    page_size: pageSize,
  });
});

/** Similar products: same city first, then same category; page size 12. */
productRoutes.get("/product/:id{[0-9]+}/recommend", async (c) => {
  const p = await productOf(c);
  const where = [...sellable(c), ne(s.products.id, p.id)];
  const order = [desc(sql`(${s.products.cityId} = ${p.cityId ?? 0})::int + (${s.products.categoryId} = ${p.categoryId ?? 0})::int`), desc(s.products.sold), asc(s.products.id)];
  return send(c, await listPage(c, where, order, 12));
});

/** Bought together: other categories in the same city (up to 6). */
productRoutes.get("/product/:id{[0-9]+}/combination", async (c) => {
  const p = await productOf(c);
  const rows = await c
    .get("db")
    .select({ p: s.products })
    .from(s.products)
    .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
    .where(
      and(
        ...sellable(c),
        ne(s.products.id, p.id),
        p.cityId ? eq(s.products.cityId, p.cityId) : undefined,
        p.categoryId ? ne(s.products.categoryId, p.categoryId) : undefined,
      ),
    )
    .orderBy(desc(s.products.sold))
    .limit(6);
  return send(c, rows.map((r) => productSummary(c, r.p)));
});

/** Variants and ~60 days of calendar from `date` (default: today in GMT+8). */
productRoutes.get("/product/:id{[0-9]+}/variants", async (c) => {
  const p = await productOf(c);
  const db = c.get("db");
  const now = c.get("now");
  const today = shopToday(now);
  const asked = c.req.query("date");
  const from = asked && DATE.test(asked) && asked > today ? asked : today;
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 59 * 86400_000).toISOString().slice(0, 10);
  const variants = await db.select().from(s.variants).where(eq(s.variants.productId, p.id)).orderBy(asc(s.variants.position));
  const ids = variants.map((v) => v.id);
  const [days, events] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(s.variantCalendars)
          .where(and(inArray(s.variantCalendars.variantId, ids), gte(s.variantCalendars.date, from), lte(s.variantCalendars.date, to)))
          .orderBy(asc(s.variantCalendars.date), asc(s.variantCalendars.variantId)),
        db
          .select()
          .from(s.calendarEvents)
          .where(and(inArray(s.calendarEvents.variantId, ids), gte(s.calendarEvents.date, from), lte(s.calendarEvents.date, to)))
          .orderBy(asc(s.calendarEvents.time)),
      ])
    : [[], []];
  const eventsBy = new Map<string, typeof events>();
  for (const e of events) {
    const key = `${e.variantId}:${e.date}`;
    eventsBy.set(key, [...(eventsBy.get(key) ?? []), e]);
  }
  return send(c, {
    now: now.toISOString(),
    variants: variants.map((v) => variantView(c, v)),
    calendars: days.map((d) => ({
      variant_id: d.variantId,
      date: d.date,
      price_amount: money(c, d.price),
      combined_price: money(c, d.price),
      stock_num: d.stock,
      events: (eventsBy.get(`${d.variantId}:${d.date}`) ?? []).map((e) => ({ id: e.id, time: e.time, stock_num: e.stock, price_amount: money(c, e.price) })),
    })),
  });
});

/** Seckill activities of the brand: live, upcoming and those ended in the last three days. */
productRoutes.get("/v2/activity/info", async (c) => {
  const db = c.get("db");
  const now = c.get("now");
  const acts = await db
    .select()
    .from(s.activities)
    .where(and(eq(s.activities.platformId, c.get("platform").id), gt(s.activities.endDate, new Date(now.getTime() - 3 * 86400_000))))
    .orderBy(asc(s.activities.startDate));
  const items = acts.length
    ? await db.select().from(s.activityItems).where(inArray(s.activityItems.activityId, acts.map((a) => a.id))).orderBy(asc(s.activityItems.id))
    : [];
  const summaries = new Map((await summariesByIds(c, [...new Set(items.map((i) => i.productId))])).map((x) => [x.id, x]));
  const variants = items.length ? await db.select().from(s.variants).where(inArray(s.variants.id, items.map((i) => i.variantId))) : [];
  return send(c, {
    now: now.toISOString(),
    activities: acts.map((a) => ({
      id: a.id,
      title: tr(c, a.title),
      start_date: a.startDate.toISOString(),
      end_date: a.endDate.toISOString(),
      items: items
        .filter((i) => i.activityId === a.id && summaries.has(i.productId))
        .map((i) => ({
          product: summaries.get(i.productId)!,
          variant_id: i.variantId,
          activity_price_amount: money(c, i.activityPrice),
          original_price_amount: money(c, variants.find((v) => v.id === i.variantId)?.price),
          stock: i.stock,
          sold: i.sold,
        })),
    })),
  });
});

/** Membership package of a tier (spec §9: levels 1–3). */
productRoutes.get("/product/membership/:level", async (c) => {
  const level = intParam(c.req.param("level"), null, "membership level");
  const db = c.get("db");
  const [row] = await db
    .select()
    .from(s.membershipSettings)
    .where(and(eq(s.membershipSettings.platformId, c.get("platform").id), eq(s.membershipSettings.level, level)));
  if (!row) throw notFound("membership level");
  const couponIds = row.coupons.map((x) => x.couponId);
  const coupons = couponIds.length ? await db.select().from(s.coupons).where(inArray(s.coupons.id, couponIds)) : [];
  return send(c, {
    id: row.id,
    level: row.level,
    price_amount: money(c, row.price),
    valid_days: row.validDays,
    coupons: row.coupons.flatMap((x) => {
      const coupon = coupons.find((k) => k.id === x.couponId);
      return coupon ? [{ coupon: couponView(c, coupon), count: x.count }] : [];
    }),
    free_products: await summariesByIds(c, row.freeProductIds),
    product: row.productId ? ((await summariesByIds(c, [row.productId]))[0] ?? null) : null,
  });
});

