// Seed catalogue loader: builds rows from upstream/seed/content.ts and inserts them.
// Idempotent: a seed_meta row records the loaded version; a second run only tops up the rolling
// parts (calendars stay ~90 days ahead of today, seckill activities stay live / upcoming).
import { addDays, addHours, format } from "date-fns";
import { eq, lt, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
// brand data is data: the file the storefront reads too, not the storefront's code
import BRANDS from "../../brands/brands.json";
import { shopToday } from "../../lib/commerce/time/shop-time";
import { CURRENCIES } from "../../lib/commerce/pricing/currencies";
import { LOCALES } from "../../lib/commerce/platform/locales";
import {
  MEMBERSHIP_PRICES_CNY,
  type MembershipLevel,
} from "../../lib/commerce/membership/membership";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import type { I18n } from "../db/schema";
import {
  AREAS,
  CATEGORIES,
  CITIES,
  CONDITIONAL_POLICY,
  COUNTRIES,
  KINDS,
  QUESTION_LINES,
  REVIEWERS,
  REVIEW_LINES,
  REVIEW_WEIGHT,
  TAGS,
  t,
  withCity,
  type City,
  type Kind,
} from "./content";
import { BRAND_SEED } from "./brands";
import { FAQ, privacyPolicy, userAgreement } from "./info";
import { productPrices } from "../services/product-prices";
import { priceMapGaps } from "../services/price-maps";
import {
  LISTINGS_VERSION,
  ensureListings,
  rebuildListings,
  refreshAllBookable,
} from "../services/listings";
import { priceMap } from "./rates";

/** §6 the partner channel of the employee-benefit app (its entry link: /init?p=base64url("channel=benefit")) */
export const BENEFIT_CHANNEL = "benefit";
export const SEED_VERSION = "2026-11-26.1";
const CALENDAR_DAYS = 90;

/**
 * Deterministic pseudo-random numbers so a re-seed gives the same catalogue. The seed is mixed
 * first (a murmur3 finaliser): plain xorshift from a small seed such as a product id starts with
 * a run of tiny numbers, which once gave every product the same review count.
 */
export function rng(seed: number) {
  let x = seed >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  x = (x ^ (x >>> 16)) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

export const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");

/** A date in the shop's business time zone (lib/commerce/booking/calendar), `plusDays` from now. */
export function shopDate(now: Date, plusDays = 0): string {
  return shopToday(new Date(now.getTime() + plusDays * 86400_000));
}

export const yuan = (n: number) => Math.max(8, Math.round(n / 10) * 10 - 2);

type BuiltProduct = {
  id: number;
  city: City;
  cityIndex: number;
  kind: Kind;
  kindIndex: number;
  variants: { id: number; priceYuan: number; dated: boolean; sessions: string[] }[];
};

/** Product id from city and kind: stable across re-seeds. */
const productId = (cityIndex: number, kindIndex: number) => 1000 + cityIndex * 20 + kindIndex;

function buildProducts(): BuiltProduct[] {
  const out: BuiltProduct[] = [];
  CITIES.forEach((city, cityIndex) =>
    KINDS.forEach((kind, kindIndex) => {
      const id = productId(cityIndex, kindIndex);
      const axis = kind.attributes[0]!;
      const variants = axis.values.map((v, i) => ({
        id: id * 10 + i + 1,
        priceYuan: yuan(kind.baseCny * city.cost * v.factor),
        dated: kind.stockType !== 0,
        sessions: kind.sessions ?? [],
      }));
      out.push({ id, city, cityIndex, kind, kindIndex, variants });
    }),
  );
  return out;
}

async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
  size = 500,
) {
  for (let i = 0; i < rows.length; i += size)
    await db
      .insert(table)
      .values(rows.slice(i, i + size))
      .onConflictDoNothing();
}

function i18nFromLocales(f: (code: string) => string): I18n {
  return Object.fromEntries(LOCALES.map((l) => [l.code, f(l.code)]));
}

/** Calendar rows for the dated variants, from `from` (inclusive) to `to` (exclusive), shop dates. */
function calendarRows(products: BuiltProduct[], fromDay: string, days: number) {
  const cal: (typeof s.variantCalendars.$inferInsert)[] = [];
  const events: (typeof s.calendarEvents.$inferInsert)[] = [];
  const start = new Date(`${fromDay}T00:00:00Z`);
  for (const p of products) {
    for (const v of p.variants) {
      if (!v.dated) continue;
      for (let d = 0; d < days; d++) {
        const day = addDays(start, d);
        const date = format(day, "yyyy-MM-dd");
        const dayNumber = Math.floor(day.getTime() / 86400_000);
        const r = rng(v.id * 7919 + dayNumber)();
        const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
        const dayYuan =
          weekend && p.kind.key !== "walking-tour" ? yuan(v.priceYuan * 1.15) : v.priceYuan;
        // about 1 in 12 dates sold out, 1 in 6 with few left
        const stock = r < 0.08 ? 0 : r < 0.24 ? 1 + Math.floor(r * 20) : 20 + Math.floor(r * 60);
        cal.push({ variantId: v.id, date, price: priceMap(dayYuan), stock });
        v.sessions.forEach((time, i) => {
          const sessionStock =
            stock === 0
              ? 0
              : Math.max(0, Math.floor(stock / v.sessions.length) - (i === 0 ? 0 : 1));
          events.push({
            variantId: v.id,
            date,
            time,
            price: priceMap(
              i === v.sessions.length - 1 && v.sessions.length > 2 ? yuan(dayYuan * 1.1) : dayYuan,
            ),
            stock: sessionStock,
          });
        });
      }
    }
  }
  return { cal, events };
}

/** What the price includes; only options sold by age mention children's ages. */
export function priceNoticeOf(kind: Kind) {
  if (kind.productType === 1)
    return t(
      "Prices include taxes. Shipping is added at checkout and depends on your address.",
      "价格已含税，运费在结算时按收货地址计算。",
      "價格已含稅，運費在結算時按收貨地址計算。",
    );
  const byAge = kind.attributes.some((a) => a.values.some((v) => /3–11/.test(v.name.en)));
  return byAge
    ? t(
        "Prices include taxes and booking fees. Children's prices apply to ages 3–11.",
        "价格已含税费及预订费。儿童价适用于3–11岁。",
        "價格已含稅費及預訂費。兒童價適用於3–11歲。",
      )
    : t(
        "Prices include taxes and booking fees.",
        "价格已含税费及预订费。",
        "價格已含稅費及預訂費。",
      );
}

// titles name the sale, never its time (a rolling window makes "today only" false): the storefront
// words the time from the window (lib/commerce/catalogue/seckill flashWhen)
const ACTIVITY_TITLES = {
  live: t("Flash deals", "限时秒杀", "限時秒殺"),
  upcoming: t("Next flash sale", "秒杀预告", "秒殺預告"),
  ended: t("Earlier flash sale", "上期秒杀", "上期秒殺"),
};

function activityWindows(now: Date) {
  return {
    live: { start: addHours(now, -2), end: addHours(now, 30) },
    upcoming: { start: addHours(now, 26), end: addHours(now, 50) },
    ended: { start: addHours(now, -74), end: addHours(now, -26) },
  };
}

export type SeedResult = { seeded: boolean; version: string; products: number; ms: number };

/** Load the seed catalogue if this database does not hold this version yet; top up either way. */
export async function seedCatalogue(
  db: Db,
  options: { now?: Date; force?: boolean } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const current = await db.select().from(s.seedMeta).where(eq(s.seedMeta.key, "version"));
  const products = buildProducts();
  if (current[0]?.value === SEED_VERSION && !options.force) {
    await topUp(db, products, now);
    await ensureListings(db);
    return {
      seeded: false,
      version: SEED_VERSION,
      products: products.length,
      ms: Math.round(performance.now() - started),
    };
  }
  await db.transaction(async (tx) => {
    if (current[0]) await clearCatalogue(tx);
    await insertCatalogue(tx, products, now);
    // §3: every price in all 17 currencies, or nothing is committed (a gap would read as a price of 0)
    const gaps = await priceMapGaps(tx);
    if (gaps.length > 0) throw new Error(`seed: price maps lack currencies: ${gaps.join(", ")}`);
    await rebuildListings(tx);
    for (const [key, value] of [
      ["version", SEED_VERSION],
      ["listings", LISTINGS_VERSION],
    ] as const)
      await tx
        .insert(s.seedMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: s.seedMeta.key, set: { value } });
  });
  return {
    seeded: true,
    version: SEED_VERSION,
    products: products.length,
    ms: Math.round(performance.now() - started),
  };
}

// A new seed version replaces the catalogue, so what points into it goes first: baskets, orders
// and claimed coupons of a development database do not survive a reseed (accounts do, and so do
// the platforms they belong to: those are updated in place).
const CATALOGUE_TABLES_CHILD_FIRST = [
  s.listings,
  s.refunds,
  s.vouchers,
  s.shipments,
  s.orderEvents,
  s.payments,
  s.pointsLedger,
  s.seckillPurchases,
  s.orderLines,
  s.orders,
  s.basketLines,
  s.favorites,
  s.userCoupons,
  s.faqs,
  s.searchKeywords,
  s.productAnswers,
  s.productQuestions,
  s.reviews,
  s.shortLinkClicks,
  s.shortUrls,
  s.themes,
  s.announcements,
  s.adConfigs,
  s.homeModules,
  s.pageSettings,
  s.membershipSettings,
  s.coupons,
  s.activityItems,
  s.activities,
  s.shippingRules,
  s.refundPolicyItems,
  s.calendarEvents,
  s.variantCalendars,
  s.variants,
  s.attributeValues,
  s.attributes,
  s.productPlatforms,
  s.products,
  s.tags,
  s.categories,
  s.cities,
  s.pogs,
];

/**
 * Spec §3 product questions: two or three per product from its group's lines, each asked in the
 * asker's language and answered in the same language by a buyer some days later. The seed's
 * rows belong to no account (user_id null), so no shopper can delete them.
 */
async function seedQuestions(db: Db, products: BuiltProduct[], now: Date) {
  const rows: (typeof s.productQuestions.$inferInsert)[] = [];
  const answers = new Map<string, { authorName: string; body: string; createdAt: Date }>();
  for (const p of products) {
    const r = rng(p.id * 7 + 3);
    const lines = QUESTION_LINES[p.kind.reviews];
    const howMany = Math.min(lines.length, 2 + Math.floor(r() * 2));
    const first = Math.floor(r() * lines.length);
    for (let i = 0; i < howMany; i++) {
      const line = lines[(first + i) % lines.length]!;
      const asker = REVIEWERS[Math.floor(r() * REVIEWERS.length)]!;
      const sameLanguage = REVIEWERS.filter((x) => x.lang === asker.lang && x.name !== asker.name);
      const answerer = sameLanguage[Math.floor(r() * sameLanguage.length)] ?? asker;
      const askedAt = addDays(now, -(Math.floor(r() * 300) + 10));
      const body = line.q[asker.lang];
      rows.push({
        productId: p.id,
        authorName: asker.name,
        body,
        language: asker.lang,
        createdAt: askedAt,
      });
      answers.set(`${p.id}:${body}`, {
        authorName: answerer.name,
        body: line.a[asker.lang],
        createdAt: addDays(askedAt, 1 + Math.floor(r() * 5)),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    const made = await db
      .insert(s.productQuestions)
      .values(rows.slice(i, i + 500))
      .returning({
        id: s.productQuestions.id,
        productId: s.productQuestions.productId,
        body: s.productQuestions.body,
      });
    const answerRows = made.flatMap((q) => {
      const a = answers.get(`${q.productId}:${q.body}`);
      return a ? [{ questionId: q.id, ...a }] : [];
    });
    if (answerRows.length) await db.insert(s.productAnswers).values(answerRows);
  }
}

async function clearCatalogue(db: Db) {
  for (const table of CATALOGUE_TABLES_CHILD_FIRST) await db.delete(table);
}

async function topUp(db: Db, products: BuiltProduct[], now: Date) {
  // calendars: keep CALENDAR_DAYS ahead; drop dates older than a week
  const [row] = await db
    .select({ max: sql<string | null>`max(${s.variantCalendars.date})::text` })
    .from(s.variantCalendars);
  const horizon = shopDate(now, CALENDAR_DAYS - 1);
  const have = row?.max ?? null;
  if (!have || have < horizon) {
    const from =
      have && have >= shopDate(now)
        ? format(addDays(new Date(`${have}T00:00:00Z`), 1), "yyyy-MM-dd")
        : shopDate(now);
    const days =
      Math.round(
        (Date.parse(`${horizon}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400_000,
      ) + 1;
    const { cal, events } = calendarRows(products, from, days);
    await insertChunked(db, s.variantCalendars, cal, 1000);
    await insertChunked(db, s.calendarEvents, events, 1000);
    await db.delete(s.calendarEvents).where(lt(s.calendarEvents.date, shopDate(now, -7)));
    await db.delete(s.variantCalendars).where(lt(s.variantCalendars.date, shopDate(now, -7)));
    // the new days are bookable, the dropped ones gone: the lists' date filter reads the listings
    await refreshAllBookable(db);
  }
  // payment settings came after the first seeds: fill them in where they are still empty
  for (const p of await db
    .select({ id: s.platforms.id, slug: s.platforms.slug, levels: s.platforms.pointLevels })
    .from(s.platforms)) {
    if (p.levels.length === 0)
      await db.update(s.platforms).set(PAYMENT_SETTINGS(p.slug)).where(eq(s.platforms.id, p.id));
  }
  // seckill: the demo activities keep their roles (live, upcoming, ended) relative to now
  const windows = activityWindows(now);
  const acts = await db.select().from(s.activities);
  for (const a of acts) {
    const role = a.id % 10 === 1 ? "live" : a.id % 10 === 2 ? "upcoming" : "ended";
    const w = windows[role];
    const drift = Math.abs(a.startDate.getTime() - w.start.getTime());
    if (drift > 3600_000 * 6)
      await db
        .update(s.activities)
        .set({ startDate: w.start, endDate: w.end })
        .where(eq(s.activities.id, a.id));
    // titles seeded before they stopped naming a time ("today only") are renamed
    const title: Record<string, string> = ACTIVITY_TITLES[role];
    if (Object.keys(title).some((k) => a.title[k] !== title[k]))
      await db
        .update(s.activities)
        .set({ title: ACTIVITY_TITLES[role] })
        .where(eq(s.activities.id, a.id));
  }
}

/**
 * §9 payment methods and §3 pointLevelList per brand: 100 points = 1 yuan in every currency at the
 * seed rates; card payments from 1 yuan (§8 20012). One brand also takes points and quota; the
 * brands with a partner app (lib/shop/partner-origins) take its "gat" method through open-pay (§2 /check).
 */
const POINT_LEVELS = [100, 500, 1000, 5000];

function PAYMENT_SETTINGS(slugName: string) {
  return {
    paymentMethods:
      slugName === "jk-club"
        ? ["wechat", "alipay", "credit_card", "points", "quota", "points_cash", "quota_cash", "gat"]
        : slugName === "vistara"
          ? ["wechat", "alipay", "credit_card", "gat"]
          : ["wechat", "alipay", "credit_card"],
    pointLevels: POINT_LEVELS.map((points) => ({
      points,
      exchangeMoney: { amount: priceMap(points / 100) },
    })),
    cardMinimum: priceMap(1),
  };
}

async function insertCatalogue(db: Db, products: BuiltProduct[], now: Date) {
  const platformRows = await insertPlatforms(db);
  const ids = await insertPlaces(db);
  await insertProducts(db, products, ids, now);
  // per brand: assortment, promotions, home page, announcements, keywords
  const windows = activityWindows(now);
  for (const platform of platformRows) await insertBrand(db, platform, products, ids, now, windows);
  // short links that marketing shares (absolute long URLs, one of them hostile)
  await insertChunked(db, s.shortUrls, [
    {
      code: "summer",
      longUrl:
        "https://shop.example.com/promotion/special/top-picks?utm_source=short&utm_campaign=summer",
    },
    { code: "kyoto", longUrl: "https://shop.example.com/products?keyword=Kyoto&utm_source=short" },
    { code: "promo", longUrl: "https://shop.example.com/promotion/seckill?utm_source=short" },
    { code: "guide", longUrl: "https://travel-guide.example.org/asia?ref=shop" },
    { code: "bad", longUrl: "javascript:alert(document.cookie)" },
  ]);
}

/** One brand's platform row (§7): domains, languages, login ways, booking fields, policies, payment and points settings. */
function platformRowOf(slugName: keyof typeof BRANDS, i: number) {
  const b = BRANDS[slugName];
  return {
    id: i + 1,
    slug: b.slug,
    vendor: b.slug,
    name: b.name,
    domains: [...b.domains],
    mainCurrency: b.mainCurrency,
    mainLanguage: b.mainLanguage,
    currencies: CURRENCIES.map((c) => c.code),
    languages: LOCALES.map((l) => l.code),
    loginWays: [...b.loginWays],
    iconConfig: {
      header_logo: b.logo,
      travel_logo: b.logo,
      chatbot_icon: "/media/icon/chat.svg",
      user_offline: "/media/icon/shield.svg",
      user_online: "/media/icon/star.svg",
    },
    enableRobot: slugName !== "jk-club",
    enterStatus: 1,
    isUnionSignin: b.unionSignIn,
    requestAfterAuth: b.unionSignIn,
    bookingFields: {
      "1": [
        { key: "shipping_address", required: true },
        { key: "contact", required: true },
      ],
      "2": [
        { key: "contact", required: true },
        { key: "travelers", required: true },
        { key: "flight", required: false },
      ],
      "3": [
        { key: "contact", required: true },
        { key: "people_count", required: true },
      ],
    },
    privacyPolicy: privacyPolicy(b.name),
    protocol: userAgreement(b.name),
    ...PAYMENT_SETTINGS(slugName),
    // §5: the airline-style brand asks for its loyalty-programme ID when points are exchanged
    loyaltyIdRequired: slugName === "vistara",
    pointsApiConfig: {
      pointsName: t("Points", "积分", "積分"),
      pointsRuleDesc: t(
        "Earn 1 point for every 1 yuan spent.",
        "每消费1元获得1积分。",
        "每消費1元獲得1積分。",
      ),
      pointsRedemptionRule: t(
        "100 points = 1 yuan. Redeemed points are non-refundable.",
        "100积分抵1元，已抵扣积分不予退还。",
        "100積分抵1元，已抵扣積分不予退還。",
      ),
    },
  };
}
type PlatformRow = ReturnType<typeof platformRowOf>;

/** The brands (upserted, not cleared first: accounts, users.platform_id, outlive a reseed) and their operation groups. */
async function insertPlatforms(db: Db): Promise<PlatformRow[]> {
  const platformRows = (Object.keys(BRANDS) as (keyof typeof BRANDS)[]).map(platformRowOf);
  for (const row of platformRows)
    await db
      .insert(s.platforms)
      .values(row)
      .onConflictDoUpdate({ target: s.platforms.id, set: row });
  const pogRows = platformRows.flatMap((p) => [
    {
      id: p.id * 10 + 1,
      platformId: p.id,
      slug: "travel",
      name: t("Travel", "旅游体验", "旅遊體驗"),
      position: 1,
    },
    {
      id: p.id * 10 + 2,
      platformId: p.id,
      slug: "shop",
      name: t("Shop", "好物商城", "好物商城"),
      position: 2,
    },
    // §6 channel-restricted: the employee-benefit app's own section, open only to shoppers who came in through it (init?p=)
    {
      id: p.id * 10 + 3,
      platformId: p.id,
      slug: "benefits",
      name: t("Employee benefits", "员工福利", "員工福利"),
      position: 3,
      channel: BENEFIT_CHANNEL,
    },
  ]);
  await insertChunked(db, s.pogs, pogRows);
  return platformRows;
}

type PlaceIds = {
  cityIds: Record<string, number>;
  categoryIds: Record<string, number>;
  tagIds: Record<string, number>;
};

/** The city tree (areas, countries, cities), the categories and the tags; their ids by key. */
async function insertPlaces(db: Db): Promise<PlaceIds> {
  const areaIds = Object.fromEntries(Object.keys(AREAS).map((k, i) => [k, i + 1]));
  const countryIds = Object.fromEntries(Object.keys(COUNTRIES).map((k, i) => [k, 10 + i]));
  const cityIds = Object.fromEntries(CITIES.map((c, i) => [c.key, 100 + i]));
  await insertChunked(db, s.cities, [
    ...Object.entries(AREAS).map(([key, name], i) => ({
      id: areaIds[key]!,
      parentId: null,
      level: 1,
      key,
      name,
      lat: null,
      lng: null,
      position: i,
    })),
    ...Object.entries(COUNTRIES).map(([key, c], i) => ({
      id: countryIds[key]!,
      parentId: areaIds[c.area]!,
      level: 2,
      key: `country-${key}`,
      name: c.name,
      lat: null,
      lng: null,
      position: i,
    })),
    ...CITIES.map((c, i) => ({
      id: cityIds[c.key]!,
      parentId: countryIds[c.country]!,
      level: 3,
      key: c.key,
      name: c.name,
      lat: c.lat,
      lng: c.lng,
      position: i,
    })),
  ]);
  const categoryIds = Object.fromEntries(CATEGORIES.map((c, i) => [c.key, i + 1]));
  await insertChunked(
    db,
    s.categories,
    CATEGORIES.map((c, i) => ({ id: i + 1, key: c.key, name: c.name })),
  );
  const tagIds = Object.fromEntries(TAGS.map((c, i) => [c.key, i + 1]));
  await insertChunked(
    db,
    s.tags,
    TAGS.map((c, i) => ({ id: i + 1, key: c.key, name: c.name })),
  );
  return { cityIds, categoryIds, tagIds };
}

type ProductRows = {
  products: (typeof s.products.$inferInsert)[];
  attributes: (typeof s.attributes.$inferInsert)[];
  values: (typeof s.attributeValues.$inferInsert)[];
  variants: (typeof s.variants.$inferInsert)[];
  refunds: (typeof s.refundPolicyItems.$inferInsert)[];
  shipping: (typeof s.shippingRules.$inferInsert)[];
  reviews: (typeof s.reviews.$inferInsert)[];
};

/** The products with their options, prices, refund terms, shipping rules, reviews, questions and calendars. */
async function insertProducts(db: Db, products: BuiltProduct[], ids: PlaceIds, now: Date) {
  const rows: ProductRows = {
    products: [],
    attributes: [],
    values: [],
    variants: [],
    refunds: [],
    shipping: [],
    reviews: [],
  };
  for (const p of products) addProductRows(rows, p, ids, now);
  await insertChunked(db, s.products, rows.products, 200);
  await insertChunked(db, s.attributes, rows.attributes);
  await insertChunked(db, s.attributeValues, rows.values);
  await insertChunked(db, s.variants, rows.variants);
  await insertChunked(db, s.refundPolicyItems, rows.refunds);
  await insertChunked(db, s.shippingRules, rows.shipping);
  await insertChunked(db, s.reviews, rows.reviews);
  await seedQuestions(db, products, now);
  const { cal, events } = calendarRows(products, shopDate(now), CALENDAR_DAYS);
  await insertChunked(db, s.variantCalendars, cal, 1000);
  await insertChunked(db, s.calendarEvents, events, 1000);
}

/** A product's description: its intro and what you get, a picture, and for one merchant the markup the storefront must sanitise. */
function descriptionOf(
  p: BuiltProduct,
  title: ReturnType<Kind["title"]>,
  intro: ReturnType<Kind["intro"]>,
): I18n {
  const { kind, city } = p;
  const hostile = kind.key === "walking-tour" && city.key === "hong-kong";
  return i18nFromLocales((code) => {
    const lang = code as keyof typeof intro;
    const points = kind.points(city)[lang];
    const heading = lang === "en" ? "What you get" : lang === "zh-hans" ? "包含内容" : "包含內容";
    let html = `<p>${intro[lang]}</p><h3>${heading}</h3><ul>${points.map((x) => `<li>${x}</li>`).join("")}</ul>`;
    html += `<p><img src="/media/product/${kind.key}.${city.key}.2.svg" alt="${title[lang]}" width="800" height="600"></p>`;
    // This merchant's text arrives with markup the storefront must sanitise (spec: product HTML).
    if (hostile)
      html += `<p onmouseover="alert(1)">${kind.hours[lang]}<script>alert("xss")</script><a href="javascript:alert(1)">map</a><img src=x onerror="alert(2)"></p>`;
    return html;
  });
}

// reviews that fit the kind, as many as such a product gathers (a SIM card far fewer than a
// theme park), each in its writer's language; the happy lines go round in a shuffled order
// before any repeats, the critical last line of each group turns up about one time in sixteen
function reviewsOf(p: BuiltProduct, r: () => number, now: Date) {
  const { kind } = p;
  const reviews: ProductRows["reviews"] = [];
  const lines = REVIEW_LINES[kind.reviews];
  const happy = lines.slice(0, -1);
  const critical = lines[lines.length - 1]!;
  const order = happy
    .map((_, i) => i)
    .sort((a, b) => ((a * 7 + p.id) % happy.length) - ((b * 7 + p.id) % happy.length) || a - b);
  const reviewCount = Math.min(99, Math.floor(Math.exp(r() * 4) * REVIEW_WEIGHT[kind.reviews]));
  const firstReviewer = Math.floor(r() * REVIEWERS.length);
  let ratingSum = 0;
  for (let i = 0; i < reviewCount; i++) {
    const line = r() < 0.06 ? critical : happy[order[i % order.length]!]!;
    const reviewer = REVIEWERS[(firstReviewer + i) % REVIEWERS.length]!;
    ratingSum += line.rating;
    reviews.push({
      id: p.id * 100 + i,
      productId: p.id,
      userName: reviewer.name,
      rating: line.rating,
      content: line.text[reviewer.lang],
      // about one review in five carries the reviewer's photo (no random draw: the seed's numbers stay as they were)
      images:
        (p.id + i) % 5 === 0 ? [`/media/product/${kind.key}.${p.city.key}.${1 + (i % 3)}.svg`] : [],
      language: reviewer.lang,
      createdAt: addDays(now, -(Math.floor(r() * 720) + 1)),
    });
  }
  return { reviews, reviewCount, ratingSum };
}

/** One product's rows, in the order its random numbers are drawn (the seed is the same on every run). */
function addProductRows(rows: ProductRows, p: BuiltProduct, ids: PlaceIds, now: Date) {
  const { cityIds, categoryIds, tagIds } = ids;
  const { kind, city } = p;
  const r = rng(p.id);
  const title = kind.title(city);
  const intro = kind.intro(city);
  const place = kind.place?.(city) ?? city.landmark;
  const description = descriptionOf(p, title, intro);
  const { reviews, reviewCount, ratingSum } = reviewsOf(p, r, now);
  rows.reviews.push(...reviews);
  const stocks = p.variants.map((_, vi) =>
    kind.stockType === 0 ? (p.id % 13 === 0 && vi === 1 ? 0 : 50 + Math.floor(r() * 400)) : 0,
  );
  // every other kind, and the one-option afternoon tea, sells below a struck-through price
  const discounted = p.kindIndex % 2 === 0 || kind.key === "afternoon-tea";
  const variantPrices = p.variants.map((v, vi) => ({
    price: priceMap(v.priceYuan),
    originalPrice: discounted ? priceMap(yuan(v.priceYuan * 1.25)) : priceMap(0),
    // dated options: some day of the next 90 has stock; plain: the stock below
    inStock: kind.stockType !== 0 || stocks[vi]! >= kind.minPurchase,
  }));
  rows.products.push({
    id: p.id,
    sn: `P${p.id}`,
    seoSn: slug(title.en),
    productType: kind.productType,
    stockType: kind.stockType,
    title,
    description,
    shareDescription: intro,
    sellPoints: kind.points(city),
    priceNotice: priceNoticeOf(kind),
    purchaseNotice:
      kind.productType === 1
        ? t(
            "Fast-ship items leave within 24 hours, others within 2–5 working days. Remote regions (Xinjiang, Tibet, Qinghai) are not eligible for free shipping.",
            "快速发货商品24小时内发出，其他2–5个工作日内发货。偏远地区（新疆、西藏、青海）不享受包邮。",
            "快速發貨商品24小時內發出，其他2–5個工作天內發貨。偏遠地區（新疆、西藏、青海）不享受包郵。",
          )
        : kind.productType === 3
          ? t(
              "Show the e-voucher on your phone when you order.",
              "点餐时出示手机电子凭证即可。",
              "點餐時出示手機電子憑證即可。",
            )
          : t(
              "Show the e-voucher on your phone. Your name must match your ID.",
              "凭手机电子凭证使用，姓名须与证件一致。",
              "憑手機電子憑證使用，姓名須與證件一致。",
            ),
    importantNotes: kind.notes,
    openingHours: kind.hours,
    listTags: kind.tags.map((k) => TAGS.find((x) => x.key === k)!.name),
    images: [1, 2, 3].map((n) => `/media/product/${kind.key}.${city.key}.${n}.svg`),
    cityId: cityIds[city.key]!,
    categoryId: categoryIds[kind.category]!,
    tagIds: kind.tags.map((k) => tagIds[k]!),
    location: kind.hasLocation
      ? {
          lat: city.lat + (r() - 0.5) * 0.02,
          lng: city.lng + (r() - 0.5) * 0.02,
          address: t(
            `${place.en}, ${city.name.en}`,
            withCity(city.name["zh-hans"], place["zh-hans"]),
            withCity(city.name["zh-hant"], place["zh-hant"]),
          ),
        }
      : null,
    tripFacts: kind.trip?.(city) ?? null,
    rating: reviewCount ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0,
    reviewCount,
    sold: Math.floor(r() * 5000),
    status: 1,
    source: p.kindIndex === 5 ? 1 : 0,
    shippingRequired: kind.productType === 1,
    priceCalendarRequired: kind.stockType !== 0,
    eventRequired: kind.stockType === 2,
    needContact: kind.productType !== 1,
    contactRequired: kind.productType === 2,
    minPurchase: kind.minPurchase,
    limitPurchased: kind.limit,
    limitPurchasedType: kind.limit > 0 ? "product" : "none",
    limitPeriod: kind.productType === 1 ? "forever" : "day",
    mainCurrency: "CNY",
    refundTag: kind.refundTag,
    // §4 waiting (confirming): trips without the "instant" tag are confirmed by the provider
    confirmation: kind.productType === 2 && !kind.tags.includes("instant") ? 1 : 0,
    // §3 minPrice / maxPrice from the options that can be bought (lib/commerce/pricing/price-display)
    ...productPrices(variantPrices),
    availableFrom: shopDate(now, -30),
    availableTo: null,
    createdAt: addDays(now, -(p.id % 60)),
    // last changed some days after it was created, never after now
    updatedAt: addDays(now, -(p.id % 60) + Math.min(p.id % 7, p.id % 60)),
  });
  kind.attributes.forEach((a, ai) => {
    const attrId = p.id * 10 + ai + 1;
    rows.attributes.push({ id: attrId, productId: p.id, position: ai, name: a.name });
    a.values.forEach((v, vi) =>
      rows.values.push({
        id: attrId * 10 + vi + 1,
        attributeId: attrId,
        position: vi,
        name: v.name,
      }),
    );
  });
  p.variants.forEach((v, vi) => {
    rows.variants.push({
      id: v.id,
      productId: p.id,
      sku: `P${p.id}-${vi + 1}`,
      position: vi,
      attrValueIds: [(p.id * 10 + 1) * 10 + vi + 1],
      price: variantPrices[vi]!.price,
      originalPrice: variantPrices[vi]!.originalPrice,
      stock: stocks[vi]!,
      minPurchase: kind.minPurchase,
      limitPurchased: kind.limit,
      bookDaysBefore: kind.leadDays,
      bookTimeBefore: kind.leadTime,
      weightGrams: (kind.weight ?? 0) * (vi + 1),
    });
  });
  if (kind.refundTag === 3) {
    CONDITIONAL_POLICY[kind.stockType].forEach((item, i) =>
      rows.refunds.push({ id: p.id * 10 + i, productId: p.id, ...item }),
    );
  }
  if (kind.shipping) {
    rows.shipping.push({
      id: p.id,
      productId: p.id,
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
}

type BrandScope = {
  db: Db;
  platform: PlatformRow;
  brand: (typeof BRANDS)[keyof typeof BRANDS];
  own: (typeof BRAND_SEED)[string];
  /** the brand's products, most featured first */
  mine: BuiltProduct[];
  pick: (kindKeys: string[], n: number) => BuiltProduct[];
  pid: number;
  now: Date;
  ids: PlaceIds;
};

/** One brand: its assortment, flash sales, coupons, membership tiers, themes, home page and notices. */
async function insertBrand(
  db: Db,
  platform: PlatformRow,
  products: BuiltProduct[],
  ids: PlaceIds,
  now: Date,
  windows: ReturnType<typeof activityWindows>,
) {
  const brand = BRANDS[platform.slug as keyof typeof BRANDS];
  // the brand's own assortment (upstream/seed/brands.ts): its cities, and in each its kinds, most featured first
  const own = BRAND_SEED[platform.slug]!;
  const mine = products.filter(
    (p) => own.cities.includes(p.city.key) && own.kinds.includes(p.kind.key),
  );
  mine.sort(
    (a, b) =>
      own.cities.indexOf(a.city.key) - own.cities.indexOf(b.city.key) ||
      own.kinds.indexOf(a.kind.key) - own.kinds.indexOf(b.kind.key),
  );
  await insertChunked(
    db,
    s.productPlatforms,
    // the brand's last two products are the benefit channel's section
    mine.map((p, i) => ({
      productId: p.id,
      platformId: platform.id,
      pogId: platform.id * 10 + (i >= mine.length - 2 ? 3 : p.kind.productType === 1 ? 2 : 1),
      position: i,
    })),
  );
  const pick = (kindKeys: string[], n: number) =>
    mine.filter((p) => kindKeys.includes(p.kind.key)).slice(0, n);
  const pid = platform.id;
  const scope: BrandScope = { db, platform, brand, own, mine, pick, pid, now, ids };
  await insertFlashSales(scope, windows);
  await insertCoupons(scope);
  await insertMembershipTiers(scope);
  await insertHomePage(scope, await insertThemes(scope));
  await insertNotices(scope);
}

/** Flash sales: one live, one upcoming, one ended (topUp keeps their roles relative to now). */
async function insertFlashSales(scope: BrandScope, windows: ReturnType<typeof activityWindows>) {
  const { db, own, pick, pid } = scope;
  const acts = [
    {
      id: pid * 10 + 1,
      title: ACTIVITY_TITLES.live,
      w: windows.live,
      items: pick([...own.flashSale.live], 4),
    },
    {
      id: pid * 10 + 2,
      title: ACTIVITY_TITLES.upcoming,
      w: windows.upcoming,
      items: pick([...own.flashSale.upcoming], 2),
    },
    {
      id: pid * 10 + 3,
      title: ACTIVITY_TITLES.ended,
      w: windows.ended,
      items: pick([...own.flashSale.ended], 1),
    },
  ];
  await insertChunked(
    db,
    s.activities,
    acts.map((a) => ({
      id: a.id,
      platformId: pid,
      title: a.title,
      startDate: a.w.start,
      endDate: a.w.end,
    })),
  );
  await insertChunked(
    db,
    s.activityItems,
    acts.flatMap((a) =>
      a.items.map((p, i) => {
        const v = p.variants[0]!;
        const stock = 20 + i * 10;
        return {
          id: a.id * 10 + i,
          activityId: a.id,
          productId: p.id,
          variantId: v.id,
          activityPrice: priceMap(yuan(v.priceYuan * 0.6)),
          stock,
          sold: i === 1 && a.id % 10 === 1 ? stock : i * 7,
        };
      }),
    ),
  );
}

/** Coupons: fixed and percent, a membership coupon, one for a single product, and one per points level (§3/§5 /vip/exchange). */
async function insertCoupons(scope: BrandScope) {
  const { db, mine, pick, pid, now } = scope;
  const couponBase = pid * 100;
  const year = addDays(now, 365);
  await insertChunked(db, s.coupons, [
    {
      id: couponBase + 1,
      platformId: pid,
      name: t("Money off orders over the minimum", "满额立减券", "滿額立減券"),
      description: t("For any product of this shop.", "全店商品可用。", "全店商品可用。"),
      discountValueType: 0,
      discountValue: priceMap(20),
      discountPercent: 0,
      minSpent: priceMap(200),
      maxDiscount: null,
      isMembershipCoupon: false,
      startDate: addDays(now, -10),
      endDate: year,
      validityDays: 30,
      validHoursAfterRedeeming: null,
      code: null,
      status: 0,
      total: 1000,
      claimed: 120,
      perUserLimit: 1,
      productIds: null,
    },
    {
      id: couponBase + 2,
      platformId: pid,
      name: t("15% off experiences", "体验类85折", "體驗類85折"),
      description: t("With a cap on the discount.", "设最高优惠额。", "設最高優惠額。"),
      discountValueType: 1,
      discountValue: priceMap(0),
      discountPercent: 15,
      minSpent: priceMap(100),
      maxDiscount: priceMap(100),
      isMembershipCoupon: false,
      startDate: addDays(now, -10),
      endDate: year,
      validityDays: 14,
      validHoursAfterRedeeming: null,
      code: `SAVE15${pid}`,
      status: 0,
      total: 500,
      claimed: 42,
      perUserLimit: 2,
      productIds: mine.filter((p) => p.kind.productType !== 1).map((p) => p.id),
    },
    {
      id: couponBase + 3,
      platformId: pid,
      name: t("Members' money-off coupon", "会员专享立减券", "會員專享立減券"),
      description: t("Member coupon.", "会员优惠券。", "會員優惠券。"),
      discountValueType: 0,
      discountValue: priceMap(50),
      discountPercent: 0,
      minSpent: priceMap(300),
      maxDiscount: null,
      isMembershipCoupon: true,
      startDate: addDays(now, -10),
      endDate: year,
      validityDays: 90,
      validHoursAfterRedeeming: null,
      code: null,
      status: 0,
      total: 10000,
      claimed: 0,
      perUserLimit: 3,
      productIds: null,
    },
    {
      id: couponBase + 4,
      platformId: pid,
      name: t("Gift box: 10% off", "礼盒9折", "禮盒9折"),
      description: t("For the pastry gift box.", "限糕点礼盒使用。", "限糕點禮盒使用。"),
      discountValueType: 1,
      discountValue: priceMap(0),
      discountPercent: 10,
      minSpent: priceMap(0),
      maxDiscount: null,
      isMembershipCoupon: false,
      startDate: addDays(now, -10),
      endDate: year,
      validityDays: null,
      validHoursAfterRedeeming: 72,
      code: null,
      status: 0,
      total: 200,
      claimed: 200,
      perUserLimit: 1,
      productIds: pick(["gift-box"], 10).map((p) => p.id),
    },
  ]);
  // §3/§5 /vip/exchange: one money-off coupon per pointLevelList level, bought with points only
  await insertChunked(
    db,
    s.coupons,
    POINT_LEVELS.map((points, i) => ({
      id: couponBase + 5 + i,
      platformId: pid,
      name: t(
        `Points voucher: ${points} points`,
        `积分抵用券：${points}积分`,
        `積分抵用券：${points}積分`,
      ),
      description: t(
        "Exchanged for points; no minimum spend.",
        "积分兑换，无门槛使用。",
        "積分兌換，無門檻使用。",
      ),
      discountValueType: 0,
      discountValue: priceMap(points / 100),
      discountPercent: 0,
      minSpent: priceMap(0),
      maxDiscount: null,
      isMembershipCoupon: false,
      startDate: addDays(now, -10),
      endDate: year,
      validityDays: 90,
      validHoursAfterRedeeming: null,
      code: null,
      status: 0,
      total: 1_000_000,
      claimed: 0,
      perUserLimit: 1_000_000,
      productIds: null,
      pointsLevel: points,
    })),
  );
}

/** §5 membership tiers: price, coupons, discount, and the top tier's free product. */
async function insertMembershipTiers(scope: BrandScope) {
  const { db, pick, pid } = scope;
  const couponBase = pid * 100;
  // the top tier's free product: a SIM card where the brand sells one, else a gift box
  const freeProduct = pick(["esim"], 1)[0] ?? pick(["gift-box"], 1)[0];
  await insertChunked(
    db,
    s.membershipSettings,
    [1, 2, 3].map((level) => ({
      id: pid * 10 + level,
      platformId: pid,
      level,
      price: priceMap(MEMBERSHIP_PRICES_CNY[level as MembershipLevel] / 100),
      validDays: 365,
      coupons: [
        { couponId: couponBase + 3, count: level * 2 },
        { couponId: couponBase + 1, count: level },
      ],
      freeProductIds: level === 3 && freeProduct ? [freeProduct.id] : [],
      productId: null,
      memberDiscountPercent: [5, 10, 15][level - 1]!,
    })),
  );
}

type Themes = Awaited<ReturnType<typeof insertThemes>>;

/** Themes (activity_theme: home rows 3 and 5, the special promotion pages). */
async function insertThemes(scope: BrandScope) {
  const { db, platform, own, mine, pick, pid } = scope;
  const themeDefs = [
    {
      key: "top-picks",
      title: t("Top picks this season", "本季精选", "本季精選"),
      description: t(
        "What our travellers book most.",
        "旅客最常预订的体验。",
        "旅客最常預訂的體驗。",
      ),
      items: mine.filter((_, i) => i % 3 === 0).slice(0, 12),
    },
    {
      key: "eat-local",
      title: t("Eat like a local", "地道美食", "地道美食"),
      description: t(
        "Vouchers, buffets and tea.",
        "餐券、自助餐与下午茶。",
        "餐券、自助餐與下午茶。",
      ),
      items: pick(["food-voucher", "buffet", "afternoon-tea", "cooking-class"], 12),
    },
    {
      key: "family-fun",
      title: t("Family fun", "亲子同乐", "親子同樂"),
      description: t(
        "Days out the whole family enjoys.",
        "全家都爱的出游之选。",
        "全家都愛的出遊之選。",
      ),
      items: pick(["theme-park", "harbour-cruise", "observation-ticket"], 12),
    },
    {
      key: "take-home",
      title: t("Take a piece home", "把旅行带回家", "把旅行帶回家"),
      description: t(
        "Gifts and essentials, shipped.",
        "手信与旅行用品，送货到家。",
        "手信與旅行用品，送貨到家。",
      ),
      items: pick(["gift-box", "tea-set", "esim"], 12),
    },
  ];
  const themeRows = themeDefs.map((d, i) => ({
    id: pid * 10 + i + 1,
    platformId: pid,
    sn: d.key,
    title: d.title,
    description: d.description,
    image: `/media/theme/${platform.slug}.${d.key}.svg`,
    productIds: d.items.map((p) => p.id),
  }));
  await insertChunked(db, s.themes, themeRows);
  // home rows 3 and 5 show the brand's two chosen themes; the middle banner the first other one
  const rowTheme = (i: 0 | 1) => themeRows.find((r) => r.sn === own.rows[i])!;
  const middleTheme = themeDefs.find((d) => !own.rows.includes(d.key))!;
  return { themeRows, rowTheme, middleTheme };
}

/** The home carousel's banners (module 1): one of each redirect_type, and two that link nowhere. */
function homeBanners(scope: BrandScope) {
  const { platform, own, mine } = scope;
  const { cityIds, categoryIds, tagIds } = scope.ids;
  const city = mine[0]!.city;
  return [
    {
      id: 1,
      title: t(
        own.hero.en.replace("{city}", city.name.en),
        own.hero["zh-hans"].replace("{city}", city.name["zh-hans"]),
        own.hero["zh-hant"].replace("{city}", city.name["zh-hant"]),
      ),
      image: `/media/banner/${platform.slug}.1.svg`,
      redirect_type: 2,
      link: String(cityIds[city.key]),
    },
    {
      id: 2,
      title: t("Food and drink", "美食餐券", "美食餐券"),
      image: `/media/banner/${platform.slug}.2.svg`,
      redirect_type: 1,
      link: String(categoryIds.food),
    },
    {
      id: 3,
      title: t("Family friendly", "亲子推荐", "親子推薦"),
      image: `/media/banner/${platform.slug}.3.svg`,
      redirect_type: 3,
      link: String(tagIds.family),
    },
    {
      id: 4,
      title: t("Flash sale", "限时秒杀", "限時秒殺"),
      image: `/media/banner/${platform.slug}.4.svg`,
      redirect_type: 0,
      link: "/promotion/seckill",
    },
    {
      id: 5,
      title: t("All experiences", "全部体验", "全部體驗"),
      image: `/media/banner/${platform.slug}.5.svg`,
      redirect_type: 9,
      link: "",
    },
    {
      id: 6,
      title: t("Travel guide", "旅行指南", "旅行指南"),
      image: `/media/banner/${platform.slug}.6.svg`,
      redirect_type: 0,
      link: "https://",
    },
  ];
}

/** The home page (page_type 2) and its modules in server order, the popup and middle banner. */
async function insertHomePage(scope: BrandScope, { themeRows, rowTheme, middleTheme }: Themes) {
  const { db, platform, brand, own, mine, pid } = scope;
  const { cityIds, categoryIds, tagIds } = scope.ids;
  // home page (page_type 2) and its modules, server order
  const variant = brand.homeLayout;
  const pageId = pid;
  await insertChunked(db, s.pageSettings, [
    {
      id: pageId,
      platformId: pid,
      pogId: pid * 10 + 1,
      pageType: 2,
      homeVariant: variant,
      footerType: brand.footer,
      // the score and the count shown are worked out from the reviews (services/config); the
      // text says what the score means and claims no number of its own
      trustReview: {
        score: 0,
        count: 0,
        text: t("of reviews give 4 or 5 stars", "的评价给出4星或5星", "的評價給出4星或5星"),
      },
    },
  ]);
  const cityLabel = (c: City) => c.name;
  // menus and tabs offer only the categories this brand sells something in
  const sold = CATEGORIES.filter((c) => mine.some((p) => p.kind.category === c.key));
  const banners = homeBanners(scope);
  const menus = [
    ...sold.map((c) => ({
      id: 10 + categoryIds[c.key]!,
      title: c.name,
      image: `/media/icon/${platform.slug}.${c.key}.svg`,
      redirect_type: 1,
      link: String(categoryIds[c.key]),
    })),
    ...TAGS.slice(0, 3).map((c) => ({
      id: 20 + tagIds[c.key]!,
      title: c.name,
      image: `/media/icon/${platform.slug}.${["star", "clock", "pin"][tagIds[c.key]! - 1]}.svg`,
      redirect_type: 3,
      link: String(tagIds[c.key]),
    })),
    {
      id: 30,
      title: t("Everything", "全部商品", "全部商品"),
      image: `/media/icon/${platform.slug}.shield.svg`,
      redirect_type: 4,
      link: "",
    },
  ];
  const surroundings = own.cities
    .map((key) => CITIES.find((c) => c.key === key)!)
    .map((c) => ({
      id: 40 + cityIds[c.key]!,
      title: cityLabel(c),
      image: `/media/city/${platform.slug}.${c.key}.svg`,
      redirect_type: 2,
      link: String(cityIds[c.key]),
    }));
  const trust = own.trust.map((item, i) => ({
    id: i + 1,
    title: item.title,
    description: item.description,
    icon: `/media/trust/${platform.slug}.${item.icon}.svg`,
  }));
  const modules = [
    { moduleType: 1, title: t("Featured", "精选推荐", "精選推薦"), data: banners },
    { moduleType: 2, title: t("Browse", "分类浏览", "分類瀏覽"), data: menus },
    { moduleType: 3, title: rowTheme(0).title, data: { theme_id: rowTheme(0).id } },
    {
      moduleType: 4,
      title: t("Collections", "主题精选", "主題精選"),
      data: themeRows.map((th) => ({
        id: th.id,
        title: th.title,
        image: th.image,
        redirect_type: 0,
        link: `/promotion/special/${th.sn}`,
      })),
    },
    { moduleType: 5, title: rowTheme(1).title, data: { theme_id: rowTheme(1).id } },
    {
      moduleType: 6,
      title: t("Recommended for you", "为你推荐", "為你推薦"),
      data: { type: 2, page_size: 12 },
    },
    { moduleType: 7, title: t("Explore nearby", "周边目的地", "周邊目的地"), data: surroundings },
    {
      moduleType: 8,
      title: t("Why book with us", "为什么选择我们", "為什麼選擇我們"),
      data: trust,
    },
  ];
  await insertChunked(
    db,
    s.homeModules,
    modules.map((m, i) => ({
      id: pageId * 100 + i + 1,
      pageSettingId: pageId,
      position: i,
      moduleType: m.moduleType,
      styleType: variant,
      title: m.title,
      data: m.data,
    })),
  );
  await insertChunked(db, s.adConfigs, [
    {
      platformId: pid,
      popup: {
        id: 1,
        title: t("Flash sale on now", "限时秒杀进行中", "限時秒殺進行中"),
        image: `/media/banner/${platform.slug}.popup.svg`,
        redirect_type: 0,
        link: "/promotion/seckill",
      },
      middleBanner: {
        id: 2,
        title: middleTheme.title,
        image: `/media/banner/${platform.slug}.middle.svg`,
        redirect_type: 0,
        link: `/promotion/special/${middleTheme.key}`,
      },
      categoryTabs: sold.map((c) => categoryIds[c.key]!),
    },
  ]);
}

/** Announcements by placement, FAQ and search keywords. */
async function insertNotices(scope: BrandScope) {
  const { db, own, pid } = scope;
  await insertChunked(db, s.announcements, [
    {
      id: pid * 10 + 1,
      platformId: pid,
      placement: 1,
      position: 0,
      title: own.announcement.title,
      content: own.announcement.content,
    },
    {
      id: pid * 10 + 2,
      platformId: pid,
      placement: 2,
      position: 0,
      // placement 2 shows on every product page: tickets, trips, food and goods alike
      title: t("Before you buy", "购买须知", "購買須知"),
      content: t(
        "Each product's refund terms are on its page: tickets and tours follow their own policy, goods can be returned within 7 days of receipt.",
        "每件商品的退改规则见商品页：门票与行程按各自的退改政策，实物商品签收后7天内可申请售后。",
        "每件商品的退改規則見商品頁：門票與行程按各自的退改政策，實物商品簽收後7天內可申請售後。",
      ),
    },
    {
      id: pid * 10 + 3,
      platformId: pid,
      placement: 3,
      position: 0,
      title: t("Shipping times", "发货时间", "發貨時間"),
      content: t(
        "Fast-ship items leave within 24 hours; others within 2–5 working days.",
        "快速发货商品24小时内发出，其他2–5个工作日内发货。",
        "快速發貨商品24小時內發出，其他2–5個工作天內發貨。",
      ),
    },
    {
      id: pid * 10 + 4,
      platformId: pid,
      placement: 4,
      position: 0,
      title: t("After-sales", "售后服务", "售後服務"),
      content: t(
        "Request after-sales within 7 days of receipt; refunds reach you in 1–5 working days.",
        "收货后7天内可申请售后，退款1–5个工作日到账。",
        "收貨後7天內可申請售後，退款1–5個工作天到賬。",
      ),
    },
  ]);
  await insertChunked(
    db,
    s.faqs,
    FAQ.map((f, i) => ({
      id: pid * 100 + i,
      platformId: pid,
      position: i,
      question: f.question,
      answer: f.answer,
    })),
  );
  await insertChunked(
    db,
    s.searchKeywords,
    own.keywords.map((k, i) => ({
      id: pid * 100 + i,
      platformId: pid,
      keyword: k,
      hot: i < 3,
      position: i,
    })),
  );
}
