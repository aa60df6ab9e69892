// A catalogue of many products for the default brand, on top of the seed (`npm run seed --
// --products 100000`): what a large shop of this kind holds, for the bench and for EXPLAIN tests.
// Repeatable (a seeded PRNG per product: the same N gives the same catalogue), varied (each
// product a seed kind in a seed city, with qualifiers in three languages: tens of thousands of
// distinct titles), priced in every currency, with options, dated stock and sessions for the
// dated kinds (a share of the products), reviews and sales spread out (most products sell a few,
// some sell a lot). Rows go in with bulk inserts, batch by batch, with progress on stderr.
import { addDays } from "date-fns";
import { eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { rebuildListings } from "../services/listings";
import { productPrices } from "../services/product-prices";
import { bulkInsert } from "./bulk";
import {
  CATEGORIES,
  CITIES,
  CONDITIONAL_POLICY,
  KINDS,
  REVIEWERS,
  REVIEW_LINES,
  TAGS,
  t,
  type Kind,
  type Text,
} from "./content";
import { priceNoticeOf, rng, shopDate, slug, yuan } from "./index";
import { priceMap } from "./rates";

/** Scale products' ids start here (the seed's own are 1000–1199). */
const SCALE_FIRST_ID = 2_000_000;
/** Dated scale products get calendars this many days ahead. */
const SCALE_DAYS = 21;
const BATCH = 2000;
const PLATFORM = 1;

/** Qualifiers before the kind's title, in the three languages. */
const BEFORE: Text[] = [
  t("", "", ""),
  t("Private", "私人", "私人"),
  t("Premium", "尊享", "尊享"),
  t("Family", "亲子", "親子"),
  t("Sunset", "日落", "日落"),
  t("Express", "快线", "快線"),
  t("Classic", "经典", "經典"),
  t("Deluxe", "豪华", "豪華"),
  t("Weekend", "周末", "周末"),
  t("Morning", "早场", "早場"),
  t("Evening", "晚场", "晚場"),
  t("VIP", "贵宾", "貴賓"),
  t("Eco", "环保", "環保"),
  t("Budget", "超值", "超值"),
  t("Festival", "节庆", "節慶"),
  t("Heritage", "古迹", "古蹟"),
];
/** …and after it. */
const AFTER: Text[] = [
  t("", "", ""),
  t("with Hotel Pick-up", "含酒店接送", "含酒店接送"),
  t("(Skip the Line)", "（免排队）", "（免排隊）"),
  t("+ Lunch", "含午餐", "含午餐"),
  t("for Two", "双人套餐", "雙人套餐"),
  t("Mandarin-speaking Guide", "中文导游", "中文導遊"),
  t("Gift Edition", "礼品版", "禮品版"),
  t("Early Bird", "早鸟优惠", "早鳥優惠"),
  t("Group of 4", "四人同行", "四人同行"),
  t("Photo Package", "含摄影", "含攝影"),
  t("Open Date", "不限日期", "不限日期"),
  t("Limited", "限量", "限量"),
];

const join = (a: string, b: string, c: string, space: boolean) =>
  [a, b, c].filter(Boolean).join(space ? " " : "");

function titleOf(kind: Kind, cityIndex: number, r: () => number): Text {
  const base = kind.title(CITIES[cityIndex]!);
  const before = BEFORE[Math.floor(r() * BEFORE.length)]!;
  const after = AFTER[Math.floor(r() * AFTER.length)]!;
  return {
    en: join(before.en, base.en, after.en, true),
    "zh-hans": join(before["zh-hans"], base["zh-hans"], after["zh-hans"], false),
    "zh-hant": join(before["zh-hant"], base["zh-hant"], after["zh-hant"], false),
  };
}

/** Plain-stock kinds are drawn six times as often as dated ones: dated stock for about a quarter. */
const WEIGHTED = KINDS.flatMap((k, i) => Array<number>(k.stockType === 0 ? 6 : 1).fill(i));

type Rows = {
  products: (typeof s.products.$inferInsert)[];
  platforms: (typeof s.productPlatforms.$inferInsert)[];
  attributes: (typeof s.attributes.$inferInsert)[];
  values: (typeof s.attributeValues.$inferInsert)[];
  variants: (typeof s.variants.$inferInsert)[];
  calendars: (typeof s.variantCalendars.$inferInsert)[];
  events: (typeof s.calendarEvents.$inferInsert)[];
  refunds: (typeof s.refundPolicyItems.$inferInsert)[];
  shipping: (typeof s.shippingRules.$inferInsert)[];
  reviews: (typeof s.reviews.$inferInsert)[];
};

const empty = (): Rows => ({
  products: [],
  platforms: [],
  attributes: [],
  values: [],
  variants: [],
  calendars: [],
  events: [],
  refunds: [],
  shipping: [],
  reviews: [],
});

type Ids = { cities: number[]; categories: Record<string, number>; tags: Record<string, number> };

/** The rows of scale product number `n` (0-based); the same n gives the same rows on every run. */
function addProduct(rows: Rows, n: number, ids: Ids, now: Date) {
  const id = SCALE_FIRST_ID + n;
  const r = rng(id);
  const kindIndex = WEIGHTED[Math.floor(r() * WEIGHTED.length)]!;
  const kind = KINDS[kindIndex]!;
  const cityIndex = Math.floor(r() * CITIES.length);
  const city = CITIES[cityIndex]!;
  const title = titleOf(kind, cityIndex, r);
  const factor = 0.6 + r() * 1.4;
  const dated = kind.stockType !== 0;
  const variants = kind.attributes[0]!.values.map((v, i) => ({
    id: id * 10 + i + 1,
    yuan: yuan(kind.baseCny * city.cost * factor * v.factor),
    stock: dated ? 0 : r() < 0.03 ? 0 : 20 + Math.floor(r() * 480),
  }));
  // most products sell a few, some a lot
  const sold = Math.floor(20_000 * r() ** 4);
  const reviewCount = Math.floor(40 * r() ** 3);
  const reviewLines = REVIEW_LINES[kind.reviews];
  let ratingSum = 0;
  const firstReviewer = Math.floor(r() * REVIEWERS.length);
  for (let i = 0; i < reviewCount; i++) {
    const line = reviewLines[Math.floor(r() * reviewLines.length)]!;
    const reviewer = REVIEWERS[(firstReviewer + i) % REVIEWERS.length]!;
    ratingSum += line.rating;
    rows.reviews.push({
      id: id * 100 + i,
      productId: id,
      userName: reviewer.name,
      rating: line.rating,
      content: line.text[reviewer.lang],
      images: [],
      language: reviewer.lang,
      createdAt: addDays(now, -(1 + Math.floor(r() * 720))),
    });
  }
  const discounted = r() < 0.5;
  const prices = variants.map((v) => ({
    price: priceMap(v.yuan),
    originalPrice: discounted ? priceMap(yuan(v.yuan * 1.25)) : priceMap(0),
    inStock: dated || v.stock >= kind.minPurchase,
  }));
  const created = addDays(now, -Math.floor(r() * 720));
  rows.products.push({
    id,
    sn: `P${id}`,
    seoSn: slug(title.en),
    productType: kind.productType,
    stockType: kind.stockType,
    title,
    description: {
      en: `<p>${kind.intro(city).en}</p>`,
      "zh-hans": `<p>${kind.intro(city)["zh-hans"]}</p>`,
      "zh-hant": `<p>${kind.intro(city)["zh-hant"]}</p>`,
    },
    shareDescription: kind.intro(city),
    sellPoints: kind.points(city),
    priceNotice: priceNoticeOf(kind),
    purchaseNotice: t(
      "Show the e-voucher on your phone.",
      "凭手机电子凭证使用。",
      "憑手機電子憑證使用。",
    ),
    importantNotes: kind.notes,
    openingHours: kind.hours,
    listTags: kind.tags.map((k) => TAGS.find((x) => x.key === k)!.name),
    images: [1, 2, 3].map((i) => `/media/product/${kind.key}.${city.key}.${i}.svg`),
    cityId: ids.cities[cityIndex]!,
    categoryId: ids.categories[kind.category]!,
    tagIds: kind.tags.map((k) => ids.tags[k]!),
    location: kind.hasLocation
      ? { lat: city.lat, lng: city.lng, address: kind.place?.(city) ?? city.landmark }
      : null,
    tripFacts: null,
    rating: reviewCount ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0,
    reviewCount,
    sold,
    status: 1,
    source: 0,
    shippingRequired: kind.productType === 1,
    priceCalendarRequired: dated,
    eventRequired: kind.stockType === 2,
    needContact: kind.productType !== 1,
    contactRequired: kind.productType === 2,
    minPurchase: kind.minPurchase,
    limitPurchased: kind.limit,
    limitPurchasedType: kind.limit > 0 ? "product" : "none",
    limitPeriod: kind.productType === 1 ? "forever" : "day",
    mainCurrency: "CNY",
    refundTag: kind.refundTag,
    confirmation: kind.productType === 2 && !kind.tags.includes("instant") ? 1 : 0,
    ...productPrices(prices),
    availableFrom: shopDate(now, -30),
    availableTo: null,
    createdAt: created,
    updatedAt: created,
  });
  rows.platforms.push({
    productId: id,
    platformId: PLATFORM,
    pogId: PLATFORM * 10 + (kind.productType === 1 ? 2 : 1),
    position: 1000 + n,
  });
  kind.attributes.forEach((a, ai) => {
    const attrId = id * 10 + ai + 1;
    rows.attributes.push({ id: attrId, productId: id, position: ai, name: a.name });
    a.values.forEach((v, vi) =>
      rows.values.push({
        id: attrId * 10 + vi + 1,
        attributeId: attrId,
        position: vi,
        name: v.name,
      }),
    );
  });
  variants.forEach((v, vi) => {
    rows.variants.push({
      id: v.id,
      productId: id,
      sku: `P${id}-${vi + 1}`,
      position: vi,
      attrValueIds: [(id * 10 + 1) * 10 + vi + 1],
      price: prices[vi]!.price,
      originalPrice: prices[vi]!.originalPrice,
      stock: v.stock,
      minPurchase: kind.minPurchase,
      limitPurchased: kind.limit,
      bookDaysBefore: kind.leadDays,
      bookTimeBefore: kind.leadTime,
      weightGrams: (kind.weight ?? 0) * (vi + 1),
    });
    if (!dated) return;
    for (let d = 0; d < SCALE_DAYS; d++) {
      const date = shopDate(now, d);
      const x = r();
      // about 1 date in 12 sold out, 1 in 6 with few left
      const stock = x < 0.08 ? 0 : x < 0.24 ? 1 + Math.floor(x * 20) : 20 + Math.floor(x * 60);
      const price = priceMap(v.yuan);
      rows.calendars.push({ variantId: v.id, date, price, stock });
      for (const time of kind.sessions ?? [])
        rows.events.push({
          variantId: v.id,
          date,
          time,
          price,
          stock: Math.floor(stock / (kind.sessions?.length ?? 1)),
        });
    }
  });
  if (kind.refundTag === 3)
    CONDITIONAL_POLICY[kind.stockType].forEach((item, i) =>
      rows.refunds.push({ id: id * 10 + i, productId: id, ...item }),
    );
  if (kind.shipping)
    rows.shipping.push({
      id,
      productId: id,
      ruleType: kind.shipping,
      firstUnit: kind.shipping === "weight" ? 1000 : 1,
      firstFee: priceMap(kind.shipping === "fixed" ? 0 : 18),
      additionalUnit: kind.shipping === "weight" ? 500 : 1,
      additionalFee: priceMap(kind.shipping === "fixed" ? 0 : 6),
      fixedFee: priceMap(kind.shipping === "fixed" ? 10 : 0),
      freeOver: kind.shipping === "count" ? priceMap(300) : null,
      excludedRegions: ["Xinjiang", "Tibet", "Qinghai"],
    });
}

/** The scale products' rows, children first. */
const SCALE_TABLES_CHILD_FIRST = [
  s.listings,
  s.reviews,
  s.calendarEvents,
  s.variantCalendars,
  s.variants,
  s.refundPolicyItems,
  s.shippingRules,
  s.productPlatforms,
] as const;

async function clearScale(db: Db) {
  for (const table of SCALE_TABLES_CHILD_FIRST) {
    if (table === s.calendarEvents || table === s.variantCalendars)
      await db.execute(sql`DELETE FROM ${table} WHERE variant_id >= ${SCALE_FIRST_ID * 10}`);
    else await db.execute(sql`DELETE FROM ${table} WHERE product_id >= ${SCALE_FIRST_ID}`);
  }
  await db.execute(sql`DELETE FROM ${s.attributeValues} WHERE id >= ${SCALE_FIRST_ID * 100}`);
  await db.delete(s.attributes).where(gte(s.attributes.productId, SCALE_FIRST_ID));
  await db.delete(s.products).where(gte(s.products.id, SCALE_FIRST_ID));
}

export type ScaleResult = { products: number; seeded: boolean; ms: number };

/**
 * Adds `count` scale products to the default brand (the seed must be loaded). Seeded once per
 * count and shop day (seed_meta "scale"): the same call again finds it done; another count or a
 * later day (its calendars start today) replaces them.
 */
export async function seedScale(
  db: Db,
  count: number,
  options: { now?: Date; log?: (line: string) => void } = {},
): Promise<ScaleResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const mark = `${count}@${shopDate(now)}`;
  const [meta] = await db.select().from(s.seedMeta).where(eq(s.seedMeta.key, "scale"));
  if (meta?.value === mark) return { products: count, seeded: false, ms: 0 };
  const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
  log(`scale: clearing earlier scale products`);
  await clearScale(db);
  const cityRows = await db.select().from(s.cities).where(eq(s.cities.level, 3));
  const ids: Ids = {
    cities: CITIES.map((c) => cityRows.find((x) => x.key === c.key)!.id),
    categories: Object.fromEntries(
      (await db.select().from(s.categories)).map((c) => [c.key, c.id]),
    ),
    tags: Object.fromEntries((await db.select().from(s.tags)).map((c) => [c.key, c.id])),
  };
  if (
    ids.cities.some((id) => id === undefined) ||
    !CATEGORIES.every((c) => c.key in ids.categories)
  )
    throw new Error(
      "load the seed first (npm run seed): the scale seed adds to its brands and cities",
    );
  for (let from = 0; from < count; from += BATCH) {
    const rows = empty();
    for (let n = from; n < Math.min(count, from + BATCH); n++) addProduct(rows, n, ids, now);
    await bulkInsert(db, s.products, rows.products, 1000);
    await bulkInsert(db, s.productPlatforms, rows.platforms);
    await bulkInsert(db, s.attributes, rows.attributes);
    await bulkInsert(db, s.attributeValues, rows.values);
    await bulkInsert(db, s.variants, rows.variants);
    await bulkInsert(db, s.variantCalendars, rows.calendars, 10_000);
    await bulkInsert(db, s.calendarEvents, rows.events, 10_000);
    await bulkInsert(db, s.refundPolicyItems, rows.refunds);
    await bulkInsert(db, s.shippingRules, rows.shipping);
    await bulkInsert(db, s.reviews, rows.reviews, 10_000);
    const done = Math.min(count, from + BATCH);
    if (done % 10_000 === 0 || done === count)
      log(`scale: ${done}/${count} products (${elapsed()})`);
  }
  // statistics first: the listings' bookable days are read per product through the calendars' indexes
  log(`scale: analyzing (${elapsed()})`);
  await db.execute(sql`ANALYZE`);
  const scaleIds = Array.from({ length: count }, (_, n) => SCALE_FIRST_ID + n);
  await rebuildListings(db, scaleIds, (done, total) => {
    if (done % 20_000 === 0 || done === total)
      log(`scale: ${done}/${total} listings (${elapsed()})`);
  });
  // vacuumed too: the visibility map lets counts read indexes alone (not inside a transaction)
  log(`scale: vacuuming and analyzing (${elapsed()})`);
  await db.execute(sql`VACUUM ANALYZE`);
  await db
    .insert(s.seedMeta)
    .values({ key: "scale", value: mark })
    .onConflictDoUpdate({ target: s.seedMeta.key, set: { value: mark } });
  return { products: count, seeded: true, ms: Math.round(performance.now() - started) };
}
