// The listings (upstream/db/schema `listings`): the catalogue as lists read it, kept by the writes.
// - rebuildListings: the rows of some products (or all) from the product tables — after the seed or
//   any change of what a product is (titles, platforms, status, position, sales, reviews), and at
//   start when the search reading rules changed (LISTINGS_VERSION);
// - refreshListingStock: a product's "from" prices and bookable days, in the same transaction as a
//   stock change that moves them (booking, release, ops set-stock; product-prices.ts).
import { eq, sql, type SQL } from "drizzle-orm";
import { titleKey } from "../../lib/commerce/catalogue/search-text";
import {
  deletions,
  titleTerms,
  titleWords,
  type Titles,
} from "../../lib/commerce/catalogue/search";
import { PRODUCT_STATUS } from "../../lib/commerce/contract/record-status";
import { STOCK_TYPE } from "../../lib/commerce/catalogue/product-types";
import { CURRENCY_CODES } from "../../lib/commerce/pricing/currencies";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { toSimplified } from "./chinese-fold";

/** Bump when what a listing row holds is read differently (search folding, terms): rows are rebuilt at start. */
export const LISTINGS_VERSION = "2026-12-01.2";

/** The listing's price array, from a products row's per-currency map (currencies' order, 1-based in SQL). */
const pricesOf = (p: SQL) =>
  sql.join(
    [
      sql`ARRAY[`,
      sql.join(
        CURRENCY_CODES.map((code) => sql`coalesce((${p}->>${sql.raw(`'${code}'`)})::int, 0)`),
        sql`, `,
      ),
      sql`]::int[]`,
    ],
    sql``,
  );

/**
 * The bookable days of these products (spec §5, the booking panel's slots), set-wise: the days on
 * which one of a dated product's options has stock for the minimum purchase — the day's stock for
 * stock type 1, a session's for type 2. The lead time and a session's start depend on the clock:
 * the list's date filter checks those itself (catalogue-lists.ts). Products without such a day are
 * missing from the result.
 */
const bookableDays = (ids: SQL) => sql`
  SELECT v.product_id AS id, array_agg(DISTINCT vc.date ORDER BY vc.date) AS days
  FROM ${s.variants} v
  JOIN ${s.products} bp ON bp.id = v.product_id
  JOIN ${s.variantCalendars} vc ON vc.variant_id = v.id
  WHERE v.product_id = ANY(${ids}) AND bp.stock_type <> 0
    AND CASE WHEN bp.stock_type = 2
      THEN EXISTS (SELECT 1 FROM ${s.calendarEvents} e WHERE e.variant_id = v.id AND e.date = vc.date
        AND e.stock >= GREATEST(1, v.min_purchase, bp.min_purchase))
      ELSE vc.stock >= GREATEST(1, v.min_purchase, bp.min_purchase) END
  GROUP BY v.product_id`;

/** The most lead days of each product's options, plus one (a day further out is before every deadline). */
const leadDays = (ids: SQL) => sql`
  SELECT v.product_id AS id, max(v.book_n_days_before_book_date) + 1 AS lead
  FROM ${s.variants} v WHERE v.product_id = ANY(${ids}) GROUP BY v.product_id`;

/** A dated product's bookable days from `bookableDays` (none: an empty list); null for plain stock. */
const bookableOf = (stockType: SQL, days: SQL) =>
  sql`CASE WHEN ${stockType} = ${STOCK_TYPE.plain} THEN NULL ELSE coalesce(${days}, '{}') END`;

type TitleRow = { id: number; title: Titles };

/** What a product's titles give its listing: the folded keys and the tagged terms (TypeScript: OpenCC). */
function searchFields(rows: TitleRow[], memo: Map<string, string[]>) {
  return rows.map(({ id, title }) => {
    const key = JSON.stringify(title);
    let fields = memo.get(key);
    if (!fields) {
      fields = [
        titleKey(title.en ?? "", toSimplified),
        titleKey(title["zh-hans"] ?? "", toSimplified),
        titleKey(title["zh-hant"] ?? "", toSimplified),
        titleTerms(title, toSimplified).join(" "),
        titleWords(title, toSimplified).join(" "),
      ];
      if (memo.size < 50_000) memo.set(key, fields);
    }
    return { id, fields };
  });
}

/** Writes the listing rows of these products: deleted, then inserted for each platform selling them on shelf. */
async function writeListings(db: Db, rows: TitleRow[], memo: Map<string, string[]>) {
  if (rows.length === 0) return;
  const items = searchFields(rows, memo);
  const col = (i: number) => items.map((x) => x.fields[i]!);
  const ids = items.map((x) => x.id);
  await db.execute(sql`DELETE FROM ${s.listings} WHERE product_id = ANY(${sql.param(ids)}::int[])`);
  const idList = sql`${sql.param(ids)}::int[]`;
  await db.execute(sql`
    WITH b AS (${bookableDays(idList)}), d AS (${leadDays(idList)})
    INSERT INTO ${s.listings} (platform_id, product_id, pog_id, position, product_type, stock_type,
      category_id, city_id, tag_ids, sold, rating, review_count, recommend, created_at, prices,
      key_en, key_hans, key_hant, terms, bookable, lead_days)
    SELECT pp.platform_id, p.id, pp.pog_id, pp.position, p.product_type, p.stock_type,
      p.category_id, p.city_id, ARRAY(SELECT jsonb_array_elements_text(p.tag_ids)::int),
      p.sold, p.rating, p.review_count, p.rating * ln(p.sold + 2), p.created_at, ${pricesOf(sql`p.min_price`)},
      t.key_en, t.key_hans, t.key_hant, array_to_tsvector(string_to_array(t.terms, ' ')),
      ${bookableOf(sql`p.stock_type`, sql`b.days`)}, coalesce(d.lead, 1)
    FROM unnest(${idList}, ${sql.param(col(0))}::text[], ${sql.param(col(1))}::text[], ${sql.param(col(2))}::text[], ${sql.param(col(3))}::text[])
      AS t(id, key_en, key_hans, key_hant, terms)
    JOIN ${s.products} p ON p.id = t.id
    JOIN ${s.productPlatforms} pp ON pp.product_id = p.id
    LEFT JOIN b ON b.id = p.id
    LEFT JOIN d ON d.id = p.id
    WHERE p.status = ${PRODUCT_STATUS.onShelf}`);
  const words = [...new Set(col(4).flatMap((w) => (w ? w.split(" ") : [])))];
  if (words.length)
    await db.execute(sql`
      INSERT INTO ${s.searchWords} (word, deletions)
      SELECT w, string_to_array(d, ' ') FROM unnest(${sql.param(words)}::text[], ${sql.param(words.map((w) => deletions(w).join(" ")))}::text[]) AS x(w, d)
      ON CONFLICT (word) DO NOTHING`);
}

/**
 * Rebuilds the listing rows of these products (all products when none are named), in batches;
 * `progress` hears how many are done. Runs in the caller's transaction when given one.
 */
export async function rebuildListings(
  db: Db,
  productIds?: number[],
  progress?: (done: number, total: number) => void,
): Promise<number> {
  const ids =
    productIds ??
    (await db.select({ id: s.products.id }).from(s.products).orderBy(s.products.id)).map(
      (r) => r.id,
    );
  const memo = new Map<string, string[]>();
  const batch = 2000;
  for (let i = 0; i < ids.length; i += batch) {
    const slice = ids.slice(i, i + batch);
    const rows = await db
      .select({ id: s.products.id, title: s.products.title })
      .from(s.products)
      .where(sql`${s.products.id} = ANY(${sql.param(slice)}::int[])`);
    await writeListings(db, rows, memo);
    progress?.(Math.min(ids.length, i + batch), ids.length);
  }
  return ids.length;
}

/** Rebuilds every listing when the stored rows were made under other reading rules (or never). */
export async function ensureListings(
  db: Db,
  progress?: (done: number, total: number) => void,
): Promise<boolean> {
  const [row] = await db.select().from(s.seedMeta).where(eq(s.seedMeta.key, "listings"));
  if (row?.value === LISTINGS_VERSION) return false;
  await db.transaction(async (tx) => {
    await rebuildListings(tx, undefined, progress);
    await tx
      .insert(s.seedMeta)
      .values({ key: "listings", value: LISTINGS_VERSION })
      .onConflictDoUpdate({ target: s.seedMeta.key, set: { value: LISTINGS_VERSION } });
  });
  return true;
}

/**
 * The "from" prices (from the products rows) and bookable days of these products' listings, after
 * a stock change that may move them, in the caller's transaction. The rows are locked first, in
 * one order, and only then worked out: two bookings that sell out two options of one day at once
 * take turns here, and the second sees the first's stock (a day is not left bookable because each
 * saw the other's option still in stock).
 */
export async function refreshListingStock(db: Db, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const idList = sql`${sql.param(ids)}::int[]`;
  await db.execute(sql`
    SELECT 1 FROM ${s.listings} WHERE product_id = ANY(${idList})
    ORDER BY product_id, platform_id FOR UPDATE`);
  await db.execute(sql`
    WITH b AS (${bookableDays(idList)})
    UPDATE ${s.listings} l SET prices = x.prices, bookable = x.bookable
    FROM (
      SELECT p.id, ${pricesOf(sql`p.min_price`)} AS prices,
        ${bookableOf(sql`p.stock_type`, sql`b.days`)} AS bookable
      FROM ${s.products} p LEFT JOIN b ON b.id = p.id WHERE p.id = ANY(${idList})
    ) x
    WHERE l.product_id = x.id
      AND (l.prices IS DISTINCT FROM x.prices OR l.bookable IS DISTINCT FROM x.bookable)`);
}

/** Every dated product's bookable days again (the calendars moved on: a top-up added and dropped days). */
export async function refreshAllBookable(db: Db): Promise<void> {
  const dated = await db
    .selectDistinct({ id: s.listings.productId })
    .from(s.listings)
    .where(sql`${s.listings.stockType} <> ${STOCK_TYPE.plain}`)
    .orderBy(s.listings.productId);
  for (let i = 0; i < dated.length; i += 5000) {
    const idList = sql`${sql.param(dated.slice(i, i + 5000).map((r) => r.id))}::int[]`;
    await db.execute(sql`
      WITH b AS (${bookableDays(idList)})
      UPDATE ${s.listings} l SET bookable = coalesce(b.days, '{}')
      FROM (SELECT unnest(${idList}) AS id) x LEFT JOIN b ON b.id = x.id
      WHERE l.product_id = x.id AND l.bookable IS DISTINCT FROM coalesce(b.days, '{}')`);
  }
}
