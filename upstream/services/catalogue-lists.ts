// Spec §7 Products, the lists: products, products/more, search suggestions, a product's
// recommendations and bought-together, the sitemap. All read the listings (upstream/db/schema), one
// row per product a brand sells, so that each is answered from an index whatever the catalogue's
// size (docs/decisions/catalogue-scale.md):
// - the count is exact up to LIST_COUNT_BOUND and a lower bound past it (lib/commerce/catalogue/list-query);
// - a page is read in the order of an index over the sort key (walking it and filtering) when many
//   products match, and by the filters' indexes and a sort of the matches when few do — the
//   bounded count, read first in the same statement, says which, so neither plan ever walks the
//   whole catalogue looking for matches that are not there;
// - a keyword orders by relevance (catalogue-search.ts) unless a sort is asked for.
import { sql, type SQL } from "drizzle-orm";
import {
  LIST_COUNT_BOUND,
  LIST_MAX_PAGE_SIZE,
  LIST_PAGE_SIZE,
  listCount,
  type ListSort,
} from "../../lib/commerce/catalogue/list-query";
import { CURRENCY_CODES } from "../../lib/commerce/pricing/currencies";
import { MORE_PRODUCTS_TYPE, type MoreProductsType } from "../../lib/commerce/catalogue/home";
import { SHOP_OFFSET_SECONDS, shopToday } from "../../lib/commerce/time/shop-time";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import * as s from "../db/schema";
import { keywordPlan } from "./catalogue-search";
import { productSummary, tr, type ProductRow, type Shop } from "./views";

/** Free text is matched on its first 100 characters. */
const SEARCH_TEXT_MAX = 100;

/** Requested page and size; missing values take the call's defaults, out-of-range ones are clamped. */
export type Paging = { page?: number; pageSize?: number };

export function pageOf({ page, pageSize }: Paging, defaultSize: number) {
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

const searchText = (text: string | undefined) => (text ?? "").trim().slice(0, SEARCH_TEXT_MAX);

/**
 * An order over the listings `l` two ways: `keys` exactly as one of their indexes holds them (a walk
 * in that index reads rows in order), and `sorted`, the same order in a form no index matches (the
 * planner then reads the matches by the filters' indexes and sorts them).
 */
type Order = { keys: SQL; sorted: SQL };

/** By `first` (`dir`), then `rest`; `zero` is the first key type's zero, added to hide it from index matching. */
const order = (first: string, dir: string, rest: string, zero = "0"): Order => ({
  keys: sql.raw(`${first} ${dir}, ${rest}`),
  sorted: sql.raw(`(${first} + ${zero}) ${dir}, ${rest}`),
});

/** §4 best sellers first (the order within a search tier too). */
const BEST_SELLERS = order("l.sold", "DESC NULLS LAST", "l.product_id");

function listOrder(shop: Shop, sort: ListSort | undefined, bySold: boolean): Order {
  const price = `(l.prices[${CURRENCY_CODES.indexOf(shop.currency) + 1}])`;
  if (bySold) return BEST_SELLERS;
  switch (sort) {
    case "price_asc":
      return order(price, "", "l.product_id");
    case "price_desc":
      // one index serves both directions: read backwards, ties come by id descending
      return order(price, "DESC", "l.product_id DESC");
    case "rating":
      return order("l.rating", "DESC NULLS LAST", "l.review_count DESC NULLS LAST, l.product_id");
    case "newest":
      return order("l.created_at", "DESC NULLS LAST", "l.product_id", "interval '0 s'");
    default:
      return order("l.position", "", "l.product_id");
  }
}

/** Cities under (and including) a node of the city tree: a poi filter covers its subtree. */
async function citySubtree(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: s.cities.id, parentId: s.cities.parentId })
    .from(s.cities)
    .orderBy(s.cities.id);
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

/**
 * A dated product offers a date in [start, end] the way its booking panel will (spec §5, the rules
 * of lib/commerce/booking/calendar priceCalendar and the panel's minFor): the date is not before
 * today, now is not past its booking deadline (lead days before, at the lead time, in shop time),
 * and a slot holds at least the product's and the option's min purchase — for session products, a
 * session that has not started. Plain-stock products are not filtered by date.
 *
 * The listing's bookable days hold the stock part; a day beyond the product's lead days from today
 * is then bookable outright (its deadline is still ahead, its sessions too). Only the days nearer
 * are checked against the clock, on the calendar rows.
 */
function bookableBetween(shop: Shop, start: string, end: string): SQL {
  const now = shop.now.getTime() / 1000;
  const offset = SHOP_OFFSET_SECONDS;
  const today = shopToday(shop.now);
  // epoch seconds of a shop-time date and HH:mm (timestamp without time zone reads as UTC)
  const at = (date: SQL, time: SQL) =>
    sql`(extract(epoch from (${date} + (${time})::time)) - ${offset})`;
  const min = sql`GREATEST(1, v.min_purchase, p.min_purchase)`;
  const onTime = sql`EXISTS (
    SELECT 1 FROM ${s.products} p JOIN ${s.variants} v ON v.product_id = p.id
      JOIN ${s.variantCalendars} vc ON vc.variant_id = v.id AND vc.date = d
    WHERE p.id = l.product_id
      AND ${at(sql`vc.date`, sql`v.book_time_before_book_date`)} - v.book_n_days_before_book_date * 86400 >= ${now}
      AND CASE WHEN p.stock_type = 2
        THEN EXISTS (SELECT 1 FROM ${s.calendarEvents} e WHERE e.variant_id = v.id AND e.date = vc.date AND e.stock >= ${min}
          AND ${at(sql`e.date`, sql`e.time`)} > ${now})
        ELSE vc.stock >= ${min} END)`;
  const from = start > today ? start : today;
  // a far day in the listing is enough (read in the row); the near ones are looked up only when none is
  return sql`(l.stock_type = 0
    OR EXISTS (SELECT 1 FROM unnest(l.bookable) d
      WHERE d BETWEEN GREATEST(${from}::date, ${today}::date + l.lead_days + 1) AND ${end}::date)
    OR EXISTS (SELECT 1 FROM unnest(l.bookable) d
      WHERE d BETWEEN ${from}::date AND LEAST(${end}::date, ${today}::date + l.lead_days) AND ${onTime}))`;
}

/** The conditions on the listings `l` of a filtered list (the keyword apart). */
async function filterConditions(db: Db, shop: Shop, f: ProductFilters): Promise<SQL[]> {
  const where: SQL[] = [sql`l.platform_id = ${shop.platformId}`];
  if (f.categoryId !== undefined) where.push(sql`l.category_id = ${f.categoryId}`);
  if (f.poiId !== undefined)
    where.push(sql`l.city_id = ANY(${sql.param(await citySubtree(db, f.poiId))}::int[])`);
  if (f.tagId !== undefined) where.push(sql`l.tag_ids @> ARRAY[${f.tagId}]::int[]`);
  if (f.pogId !== undefined) where.push(sql`l.pog_id = ${f.pogId}`);
  if (f.productType !== undefined) where.push(sql`l.product_type = ${f.productType}`);
  const start = f.startDate ?? null;
  const end = f.endDate ?? start;
  if (start && end && start <= end) where.push(bookableBetween(shop, start, end));
  return where;
}

/** The product columns a summary card shows (the long texts stay in the database). */
const summaryColumns = {
  id: s.products.id,
  sn: s.products.sn,
  seoSn: s.products.seoSn,
  title: s.products.title,
  images: s.products.images,
  rating: s.products.rating,
  reviewCount: s.products.reviewCount,
  productType: s.products.productType,
  stockType: s.products.stockType,
  minPrice: s.products.minPrice,
  maxPrice: s.products.maxPrice,
  originalPrice: s.products.originalPrice,
  listTags: s.products.listTags,
  sold: s.products.sold,
  status: s.products.status,
  source: s.products.source,
  shippingRequired: s.products.shippingRequired,
  priceCalendarRequired: s.products.priceCalendarRequired,
};
export type SummaryRow = Pick<ProductRow, keyof typeof summaryColumns>;

/** Summary rows of these products, in the order of `ids`. */
async function summaryRows(db: Db, ids: number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(s.products)
    .where(sql`${s.products.id} = ANY(${sql.param(ids)}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

const and = (where: SQL[]) => sql.join(where, sql` AND `);

/** How a page's ids are read: a plain order, or the keyword's two tiers (best first). */
type PageOrder = { kind: "plain"; order: Order } | { kind: "tiers"; own: SQL; then: Order };

/**
 * The first `reach` ids of a list in an order, read by walking the order's index and filtering —
 * which stops as soon as the page is full when matches are many, but would read the whole index
 * when they lie far down it (a filter the order puts last: cheap goods, dearest first). So the walk
 * reads at most WALK_CAP(reach) rows; when they did not fill the page, the matches are read by the
 * filters' indexes and sorted instead (they are then sparse in the order, so not many).
 */
function walkSql(platformId: number, where: SQL[], by: Order, reach: number): SQL {
  const cap = Math.max(2000, 20 * reach);
  // (OFFSET 0 keeps the walk a subquery of its own: read once, though named twice)
  return sql`(SELECT CASE WHEN cardinality(w.ids) >= ${reach} THEN w.ids ELSE ARRAY(
      SELECT l.product_id FROM ${s.listings} l WHERE ${and(where)} ORDER BY ${by.sorted} LIMIT ${reach}) END
    FROM (SELECT ARRAY(SELECT l.product_id FROM (
      SELECT * FROM ${s.listings} l WHERE l.platform_id = ${platformId} ORDER BY ${by.keys} LIMIT ${cap}) l
      WHERE ${and(where)} LIMIT ${reach}) AS ids OFFSET 0) w)`;
}

/**
 * A page's ids when more than the bound match: read by walking the order's index (walkSql), as far
 * as the page reaches; a keyword walks each tier best-first in the best sellers' index, the
 * products of tier 1 not in tier 0 following those of tier 0 (every tier-0 product is in tier 1,
 * so none is missed).
 */
function manySql(
  platformId: number,
  where: SQL[],
  how: PageOrder,
  limit: number,
  offset: number,
  ownSeen: boolean,
) {
  const reach = limit + offset;
  // tier 0 none of the first matches were in (an English word searched from a Chinese page): its
  // few products are read by the index and sorted, not looked for along the best sellers' walk
  const t0 = (then: Order, own: SQL) =>
    ownSeen
      ? walkSql(platformId, [...where, own], then, reach)
      : sql`ARRAY(SELECT l.product_id FROM ${s.listings} l WHERE ${and([...where, own])}
          ORDER BY ${then.sorted} LIMIT ${reach})`;
  const ids =
    how.kind === "plain"
      ? walkSql(platformId, where, how.order, reach)
      : sql`(SELECT CASE WHEN cardinality(a.t0) >= ${reach} THEN a.t0 ELSE array_cat(a.t0, ARRAY(
          SELECT u.x FROM unnest(${walkSql(platformId, where, how.then, reach)}) WITH ORDINALITY AS u(x, i)
          WHERE u.x <> ALL(a.t0) ORDER BY u.i)) END
        FROM (SELECT ${t0(how.then, how.own)} AS t0 OFFSET 0) a)`;
  return sql`SELECT (${ids})[${offset + 1}:${reach}] AS ids`;
}

/** Rows of a brand read first, in any order, to tell a list of many matches from one of few. */
const COUNT_SAMPLE = 5000;

/**
 * A page of a list: its matches read first, up to one past `bound` (by the filters' indexes when
 * they are few, by any walk that stops early when many), counted, and — when there are no more
 * than `bound` — sorted into the page there and then; past the bound, the page is read by manySql.
 */
async function boundedPage(
  db: Db,
  platformId: number,
  where: SQL[],
  how: PageOrder,
  limit: number,
  offset: number,
  bound: number,
): Promise<{ n: number; ids: number[] }> {
  const own = how.kind === "tiers" ? sql`, (${how.own}) AS own` : sql``;
  const few =
    how.kind === "plain"
      ? how.order.keys
      : sql`(CASE WHEN l.own THEN 0 ELSE 1 END), ${how.then.keys}`;
  const matchesFrom = (from: SQL) => sql`WITH m AS MATERIALIZED (
        SELECT l.product_id, l.position, l.sold, l.rating, l.review_count, l.created_at, l.recommend, l.prices${own}
        FROM ${from} l WHERE ${and(where)} LIMIT ${bound + 1})
      SELECT (SELECT count(*)::int FROM m) AS n,
        ${how.kind === "tiers" ? sql`(SELECT count(*)::int FROM m WHERE m.own)` : sql`0`} AS own_n,
        ARRAY(SELECT l.product_id FROM m l ORDER BY ${few} LIMIT ${limit} OFFSET ${offset}) AS ids`;
  type Counted = { n: number; own_n: number; ids: number[] };
  // first a capped read: at most COUNT_SAMPLE rows of the brand, in any order, as far as the
  // bound's matches — enough matches there settle it (many)
  const [sampled] = await rowsOf<Counted>(
    db,
    matchesFrom(
      sql`(SELECT * FROM ${s.listings} l WHERE l.platform_id = ${platformId} LIMIT ${COUNT_SAMPLE})`,
    ),
  );
  let counted: Counted | undefined = sampled;
  if (sampled && sampled.n <= bound) {
    // fewer matches than the bound among the rows read: sparse. They are counted by the filters'
    // indexes alone — the planner may take no sequential scan and no index walk here, which
    // would read the brand whole when its estimate of the matches is too high (two frequent
    // words never found together) — so the cost is the indexes' matching entries, not the table
    counted = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexscan = off`);
      const [row] = await rowsOf<Counted>(tx, matchesFrom(sql`${s.listings}`));
      return row;
    });
  }
  const n = counted?.n ?? 0;
  if (n <= bound) return { n, ids: counted?.ids ?? [] };
  const [read] = await rowsOf<{ ids: number[] | null }>(
    db,
    manySql(platformId, where, how, limit, offset, (counted?.own_n ?? 0) > 0),
  );
  return { n, ids: read?.ids ?? [] };
}

/**
 * One page of a list: the bounded count and the page's ids in one statement (the count picks the
 * plan), then the products' summaries. Past the bound the count says how far the list surely goes:
 * more than LIST_COUNT_BOUND, and more than the products up to this page while another follows.
 */
async function listPage(
  db: Db,
  shop: Shop,
  where: SQL[],
  how: PageOrder,
  paging: Paging,
  defaultSize: number,
) {
  const { page, pageSize, offset } = pageOf(paging, defaultSize);
  // one row more than the page: whether another follows
  const limit = pageSize + 1;
  const row = await boundedPage(db, shop.platformId, where, how, limit, offset, LIST_COUNT_BOUND);
  const ids = row?.ids ?? [];
  const rows = await summaryRows(db, ids.slice(0, pageSize));
  return {
    list: rows.map((r) => productSummary(shop, r)),
    count: listCount(row?.n ?? 0, offset, rows.length, ids.length > pageSize),
    page,
    page_size: pageSize,
  };
}

/** A keyword's condition on the listings (its tiers, or its exact sn), and its tier-0 condition. */
async function keywordOf(db: Db, shop: Shop, text: string) {
  const plan = await keywordPlan(db, text, shop.lang);
  return { match: plan.any, own: plan.own };
}

/** GET products: the brand's products, filtered, sorted and paged (20 by default). */
export async function listProducts(
  db: Db,
  shop: Shop,
  q: { filters: ProductFilters; sort?: ListSort; bySold?: boolean; paging: Paging },
) {
  const where = await filterConditions(db, shop, q.filters);
  const text = searchText(q.filters.text);
  const explicit = q.bySold || (q.sort !== undefined && q.sort !== "default");
  let how: PageOrder = { kind: "plain", order: listOrder(shop, q.sort, q.bySold ?? false) };
  if (text) {
    const keyword = await keywordOf(db, shop, text);
    where.push(keyword.match);
    // §4: a keyword lists by relevance, unless the shopper picked a sort
    if (!explicit) how = { kind: "tiers", own: keyword.own, then: BEST_SELLERS };
  }
  return listPage(db, shop, where, how, q.paging, LIST_PAGE_SIZE);
}

/** GET products/more: type 1 newest, 2 recommended (rating weighted by sales); 12 a page by default. */
export async function moreProducts(
  db: Db,
  shop: Shop,
  q: { type: MoreProductsType; filters: ProductFilters; paging: Paging },
) {
  const where = await filterConditions(db, shop, q.filters);
  const text = searchText(q.filters.text);
  if (text) where.push((await keywordOf(db, shop, text)).match);
  const how: PageOrder = {
    kind: "plain",
    order:
      q.type === MORE_PRODUCTS_TYPE.newest
        ? order("l.created_at", "DESC NULLS LAST", "l.product_id", "interval '0 s'")
        : order("l.recommend", "DESC NULLS LAST", "l.product_id"),
  };
  return listPage(db, shop, where, how, q.paging, 12);
}

/** Up to 8 title suggestions, ranked as the list ranks a keyword (§4); none for empty text. */
export async function searchSuggestions(db: Db, shop: Shop, keyword: string | undefined) {
  const text = searchText(keyword);
  if (!text) return [];
  const k = await keywordOf(db, shop, text);
  const where = [sql`l.platform_id = ${shop.platformId}`, k.match];
  const how: PageOrder = { kind: "tiers", own: k.own, then: BEST_SELLERS };
  // the list's plan (few matches: sorted; many: each tier best-first), eight of them
  const row = await boundedPage(db, shop.platformId, where, how, 8, 0, LIST_COUNT_BOUND);
  const rows = await db
    .select({ id: s.products.id, title: s.products.title, seoSn: s.products.seoSn })
    .from(s.products)
    .where(sql`${s.products.id} = ANY(${sql.param(row?.ids ?? [])}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (row?.ids ?? []).flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ id: p.id, title: tr(shop, p.title), seo_sn: p.seoSn }] : [];
  });
}

/** Similar products: same city and category first, then same city or category, then the rest; best sellers first in each; 12 a page by default. */
export async function recommendedFor(db: Db, shop: Shop, p: ProductRow, paging: Paging) {
  const { page, pageSize, offset } = pageOf(paging, 12);
  const reach = offset + pageSize + 1;
  const base = [sql`l.platform_id = ${shop.platformId}`, sql`l.product_id <> ${p.id}`];
  const city = sql`l.city_id = ${p.cityId ?? 0}`;
  const category = sql`l.category_id = ${p.categoryId ?? 0}`;
  // each group read best-first in an index (city, category, everything), as far as the page reaches
  const group = (n: number, cond: SQL[]) =>
    sql`(SELECT l.product_id, ${n}::int AS grp, l.sold FROM ${s.listings} l WHERE ${and([...base, ...cond])}
      ORDER BY ${BEST_SELLERS.keys} LIMIT ${reach})`;
  const [row] = await rowsOf<{ n: number; ids: number[] }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM (SELECT 1 FROM ${s.listings} l WHERE ${and(base)} LIMIT ${LIST_COUNT_BOUND + 1}) x) AS n,
      ARRAY(SELECT u.product_id FROM (
        ${group(0, [city, category])} UNION ALL ${group(1, [city])} UNION ALL ${group(1, [category])} UNION ALL ${group(2, [])}
      ) u GROUP BY u.product_id, u.sold ORDER BY min(u.grp), u.sold DESC, u.product_id
      LIMIT ${pageSize + 1} OFFSET ${offset}) AS ids`,
  );
  const ids = row?.ids ?? [];
  const rows = await summaryRows(db, ids.slice(0, pageSize));
  return {
    list: rows.map((r) => productSummary(shop, r)),
    count: listCount(row?.n ?? 0, offset, rows.length, ids.length > pageSize),
    page,
    page_size: pageSize,
  };
}

/** Bought together: other categories in the same city, best sellers first (up to 6). */
export async function combinationFor(db: Db, shop: Shop, p: ProductRow) {
  const where = [sql`l.platform_id = ${shop.platformId}`, sql`l.product_id <> ${p.id}`];
  if (p.cityId) where.push(sql`l.city_id = ${p.cityId}`);
  if (p.categoryId) where.push(sql`l.category_id IS DISTINCT FROM ${p.categoryId}`);
  const ids = await rowsOf<{ product_id: number }>(
    db,
    sql`SELECT l.product_id FROM ${s.listings} l WHERE ${and(where)} ORDER BY ${BEST_SELLERS.keys} LIMIT 6`,
  );
  const rows = await summaryRows(
    db,
    ids.map((r) => r.product_id),
  );
  return rows.map((r) => productSummary(shop, r));
}

/** Products per page of GET products/sitemap (a sitemap holds up to 50,000 URLs). */
export const SITEMAP_PAGE_SIZE = 1000;

/**
 * GET products/sitemap: every product the brand sells, by id, with when its page last changed and
 * its gallery. Pages of SITEMAP_PAGE_SIZE; a page past the end is empty with the true count (a
 * sitemap index needs it: the one count that is never capped, read from the listings' primary key).
 */
export async function sitemapProducts(db: Db, shop: Shop, page: number) {
  const p = Math.max(1, page);
  const rows = await db
    .select({
      id: s.products.id,
      seoSn: s.products.seoSn,
      updatedAt: s.products.updatedAt,
      images: s.products.images,
    })
    .from(s.listings)
    .innerJoin(s.products, sql`${s.products.id} = ${s.listings.productId}`)
    .where(sql`${s.listings.platformId} = ${shop.platformId}`)
    .orderBy(s.listings.productId)
    .limit(SITEMAP_PAGE_SIZE)
    .offset((p - 1) * SITEMAP_PAGE_SIZE);
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${s.listings} WHERE platform_id = ${shop.platformId}`,
  );
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

/** Products by id, in the order of `ids`, limited to those the platform sells and on shelf. */
export async function summariesByIds(db: Db, shop: Shop, ids: number[]) {
  if (ids.length === 0) return [];
  const listed = await rowsOf<{ product_id: number }>(
    db,
    sql`SELECT product_id FROM ${s.listings} WHERE platform_id = ${shop.platformId} AND product_id = ANY(${sql.param(ids)}::int[])`,
  );
  const on = new Set(listed.map((r) => r.product_id));
  const rows = await summaryRows(
    db,
    ids.filter((id) => on.has(id)),
  );
  return rows.map((r) => productSummary(shop, r));
}
