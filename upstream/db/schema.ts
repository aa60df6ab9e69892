// Reference upstream schema: the catalogue and configuration side of spec §3.
// Text that shoppers read is stored per locale ({ en, "zh-hans", "zh-hant" }); money is stored as
// per-currency maps of minor units ({ CNY: 12800, HKD: 13900, … }), as the spec's price maps are.
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import {
  CURRENCY_CODES,
  type PriceMap as CompletePriceMap,
} from "../../lib/commerce/pricing/currencies";

export type I18n = Record<string, string>;

/** A tour's facts, each text per language: lists are per language like sell points. */
export type TripFacts = {
  duration: I18n;
  included: Record<string, string[]>;
  excluded: Record<string, string[]>;
  /** in order: a time of day ("08:30") or "" and what happens then */
  itinerary: { time: string; title: I18n; detail: I18n }[];
};
/**
 * A price in every currency the shop sells in (§3 "Prices are per-currency maps"): all 17, so no
 * read of a price can fall back to 0 (lib/commerce/pricing/currencies; the seed checks what it
 * writes, upstream/services/price-maps).
 */
export type PriceMap = CompletePriceMap;
/** Amounts for the currencies where they apply, and none elsewhere (a card minimum, a points rate). */
export type CurrencyAmounts = Record<string, number>;

export const platforms = pgTable("platforms", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  vendor: text("vendor").notNull(),
  name: text("name").notNull(),
  domains: jsonb("domains").$type<string[]>().notNull(),
  mainCurrency: text("main_currency").notNull(),
  mainLanguage: text("main_language").notNull(),
  currencies: jsonb("currencies").$type<string[]>().notNull(),
  languages: jsonb("languages").$type<string[]>().notNull(),
  loginWays: jsonb("login_ways").$type<string[]>().notNull(),
  iconConfig: jsonb("icon_config").$type<Record<string, string>>().notNull(),
  enableRobot: boolean("enable_robot").notNull(),
  enterStatus: integer("enter_status").notNull(),
  isUnionSignin: boolean("is_union_signin").notNull(),
  requestAfterAuth: boolean("request_after_auth").notNull(),
  bookingFields: jsonb("booking_fields")
    .$type<Record<string, { key: string; required: boolean }[]>>()
    .notNull(),
  privacyPolicy: jsonb("privacy_policy").$type<{ name: I18n; content: I18n }>().notNull(),
  protocol: jsonb("protocol").$type<{ name: I18n; content: I18n }>().notNull(),
  pointsApiConfig: jsonb("points_api_config")
    .$type<{ pointsName: I18n; pointsRuleDesc: I18n; pointsRedemptionRule: I18n }>()
    .notNull(),
  /** §9 payment methods this brand offers (wechat, alipay, credit_card, points, quota, points_cash, quota_cash) */
  paymentMethods: jsonb("payment_methods")
    .$type<string[]>()
    .notNull()
    .default(sql`'["wechat","alipay","credit_card"]'::jsonb`),
  /** §3 Points pointLevelList: how many points buy how much money, per currency */
  pointLevels: jsonb("point_levels")
    .$type<{ points: number; exchangeMoney: { amount: CurrencyAmounts } }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** §8 20012: the smallest amount a card payment may take, per currency (minor units) */
  cardMinimum: jsonb("card_minimum")
    .$type<CurrencyAmounts>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** §5 "A loyalty-programme ID must be valid": this brand asks for one when points are exchanged */
  loyaltyIdRequired: boolean("loyalty_id_required").notNull().default(false),
});

/** Product operation groups: the catalogue sections a brand sells (GET pog, mkp/pogs). */
export const pogs = pgTable("pogs", {
  id: integer("id").primaryKey(),
  platformId: integer("platform_id")
    .notNull()
    .references(() => platforms.id),
  slug: text("slug").notNull(),
  name: jsonb("name").$type<I18n>().notNull(),
  position: integer("position").notNull(),
  /** §6 channel-restricted: only shoppers who entered through this partner channel (init?p=) see it; null = everyone */
  channel: text("channel"),
});

/** City tree: level 1 area, 2 country or region, 3 city. */
export const cities = pgTable("cities", {
  id: integer("id").primaryKey(),
  parentId: integer("parent_id"),
  level: integer("level").notNull(),
  key: text("key").notNull().unique(),
  name: jsonb("name").$type<I18n>().notNull(),
  lat: real("lat"),
  lng: real("lng"),
  position: integer("position").notNull(),
});

export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  key: text("key").notNull().unique(),
  name: jsonb("name").$type<I18n>().notNull(),
});

export const tags = pgTable("tags", {
  id: integer("id").primaryKey(),
  key: text("key").notNull().unique(),
  name: jsonb("name").$type<I18n>().notNull(),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    sn: text("sn").notNull().unique(),
    seoSn: text("seo_sn").notNull(),
    productType: integer("product_type").notNull(),
    stockType: integer("stock_type").notNull(),
    title: jsonb("title").$type<I18n>().notNull(),
    description: jsonb("description").$type<I18n>().notNull(),
    shareDescription: jsonb("share_description").$type<I18n>().notNull(),
    sellPoints: jsonb("sell_points").$type<Record<string, string[]>>().notNull(),
    priceNotice: jsonb("price_notice").$type<I18n>().notNull(),
    purchaseNotice: jsonb("purchase_notice").$type<I18n>().notNull(),
    importantNotes: jsonb("important_notes").$type<I18n>().notNull(),
    openingHours: jsonb("opening_hours").$type<I18n>().notNull(),
    listTags: jsonb("list_tags").$type<I18n[]>().notNull(),
    images: jsonb("images").$type<string[]>().notNull(),
    cityId: integer("city_id").references(() => cities.id),
    categoryId: integer("category_id").references(() => categories.id),
    tagIds: jsonb("tag_ids").$type<number[]>().notNull(),
    location: jsonb("location").$type<{ lat: number; lng: number; address: I18n } | null>(),
    /** A tour's duration, what the price includes and leaves out, and its itinerary; null when none fits */
    tripFacts: jsonb("trip_facts").$type<TripFacts | null>(),
    rating: real("rating").notNull(),
    reviewCount: integer("review_count").notNull(),
    sold: integer("sold").notNull(),
    status: integer("status").notNull(),
    source: integer("source").notNull(),
    shippingRequired: boolean("shipping_required").notNull(),
    priceCalendarRequired: boolean("price_calendar_required").notNull(),
    eventRequired: boolean("event_required").notNull(),
    needContact: boolean("need_contact").notNull(),
    contactRequired: boolean("contact_required").notNull(),
    minPurchase: integer("min_purchase").notNull(),
    limitPurchased: integer("limit_purchased").notNull(),
    limitPurchasedType: text("limit_purchased_type").notNull(),
    limitPeriod: text("limit_period").notNull(),
    mainCurrency: text("main_currency").notNull(),
    refundTag: integer("refund_tag").notNull(),
    /** §4 waiting (confirming): 0 vouchers issued at payment (instant), 1 issued after the provider confirms (on request) */
    confirmation: integer("confirmation").notNull().default(0),
    /** denormalised from variants for listing and sorting */
    minPrice: jsonb("min_price").$type<PriceMap>().notNull(),
    maxPrice: jsonb("max_price").$type<PriceMap>().notNull(),
    originalPrice: jsonb("original_price").$type<PriceMap>().notNull(),
    sortMinCny: integer("sort_min_cny").notNull(),
    availableFrom: date("available_from").notNull(),
    availableTo: date("available_to"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** the last change of what the product page shows (content or prices): the sitemap's lastmod */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("products_city_idx").on(t.cityId), index("products_category_idx").on(t.categoryId)],
);

/** Which brand sells which product, in which operation group. */
export const productPlatforms = pgTable(
  "product_platforms",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    platformId: integer("platform_id")
      .notNull()
      .references(() => platforms.id),
    pogId: integer("pog_id")
      .notNull()
      .references(() => pogs.id),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.platformId] }),
    index("pp_platform_idx").on(t.platformId),
  ],
);

export const attributes = pgTable(
  "attributes",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    position: integer("position").notNull(),
    name: jsonb("name").$type<I18n>().notNull(),
  },
  (t) => [index("attributes_product_idx").on(t.productId)],
);

export const attributeValues = pgTable(
  "attribute_values",
  {
    id: integer("id").primaryKey(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id),
    position: integer("position").notNull(),
    name: jsonb("name").$type<I18n>().notNull(),
  },
  (t) => [index("attribute_values_attribute_idx").on(t.attributeId)],
);

export const variants = pgTable(
  "variants",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    sku: text("sku").notNull().unique(),
    position: integer("position").notNull(),
    attrValueIds: jsonb("attr_value_ids").$type<number[]>().notNull(),
    price: jsonb("price").$type<PriceMap>().notNull(),
    originalPrice: jsonb("original_price").$type<PriceMap>().notNull(),
    stock: integer("stock").notNull(),
    minPurchase: integer("min_purchase").notNull(),
    limitPurchased: integer("limit_purchased").notNull(),
    bookDaysBefore: integer("book_n_days_before_book_date").notNull(),
    bookTimeBefore: text("book_time_before_book_date").notNull(),
    weightGrams: integer("weight_grams").notNull(),
  },
  (t) => [
    index("variants_product_idx").on(t.productId),
    check("variants_stock_nonnegative", sql`${t.stock} >= 0`),
  ],
);

/** Per-date price and stock of a variant (stock types 1 and 2). */
export const variantCalendars = pgTable(
  "variant_calendars",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    date: date("date").notNull(),
    price: jsonb("price").$type<PriceMap>().notNull(),
    stock: integer("stock").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.date] }),
    check("variant_calendars_stock_nonnegative", sql`${t.stock} >= 0`),
  ],
);

/** Time sessions on a date (stock type 2). */
export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    date: date("date").notNull(),
    time: text("time").notNull(),
    price: jsonb("price").$type<PriceMap>().notNull(),
    stock: integer("stock").notNull(),
  },
  (t) => [
    uniqueIndex("calendar_events_slot_idx").on(t.variantId, t.date, t.time),
    check("calendar_events_stock_nonnegative", sql`${t.stock} >= 0`),
  ],
);

export const refundPolicyItems = pgTable(
  "refund_policy_items",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    inventoryType: integer("inventory_type").notNull(),
    days: integer("days").notNull(),
    time: text("time").notNull(),
    before: boolean("before").notNull(),
    proportion: integer("proportion").notNull(),
  },
  (t) => [index("refund_policy_items_product_idx").on(t.productId)],
);

export const shippingRules = pgTable("shipping_rules", {
  id: integer("id").primaryKey(),
  productId: integer("product_id")
    .notNull()
    .unique()
    .references(() => products.id),
  ruleType: text("rule_type").notNull(),
  firstUnit: integer("first_unit").notNull(),
  firstFee: jsonb("first_fee").$type<PriceMap>().notNull(),
  additionalUnit: integer("additional_unit").notNull(),
  additionalFee: jsonb("additional_fee").$type<PriceMap>().notNull(),
  fixedFee: jsonb("fixed_fee").$type<PriceMap>().notNull(),
  freeOver: jsonb("free_over").$type<PriceMap | null>(),
  excludedRegions: jsonb("excluded_regions").$type<string[]>().notNull(),
});

/** Seckill (flash sale) activities. */
export const activities = pgTable("activities", {
  id: integer("id").primaryKey(),
  platformId: integer("platform_id")
    .notNull()
    .references(() => platforms.id),
  title: jsonb("title").$type<I18n>().notNull(),
  startDate: timestamp("start_date", { withTimezone: true }).notNull(),
  endDate: timestamp("end_date", { withTimezone: true }).notNull(),
});

export const activityItems = pgTable(
  "activity_items",
  {
    id: integer("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    activityPrice: jsonb("activity_price").$type<PriceMap>().notNull(),
    stock: integer("stock").notNull(),
    sold: integer("sold").notNull(),
  },
  (t) => [
    check("activity_items_sold_within_stock", sql`${t.sold} >= 0 AND ${t.sold} <= ${t.stock}`),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: integer("id").primaryKey(),
    platformId: integer("platform_id")
      .notNull()
      .references(() => platforms.id),
    name: jsonb("name").$type<I18n>().notNull(),
    description: jsonb("description").$type<I18n>().notNull(),
    discountValueType: integer("discount_value_type").notNull(),
    discountValue: jsonb("discount_value").$type<PriceMap>().notNull(),
    discountPercent: integer("discount_percent").notNull(),
    minSpent: jsonb("min_spent").$type<PriceMap>().notNull(),
    maxDiscount: jsonb("max_discount").$type<PriceMap | null>(),
    isMembershipCoupon: boolean("is_membership_coupon").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    validityDays: integer("validity_days"),
    validHoursAfterRedeeming: integer("valid_hours_after_redeeming"),
    code: text("code"),
    status: integer("status").notNull(),
    total: integer("total").notNull(),
    claimed: integer("claimed").notNull(),
    perUserLimit: integer("per_user_limit").notNull(),
    /** null: every product of the brand */
    productIds: jsonb("product_ids").$type<number[] | null>(),
    /** §3/§5 /vip/exchange: the pointLevelList level (points) this coupon is exchanged for; such coupons are never claimed for free */
    pointsLevel: integer("points_level"),
  },
  (t) => [
    check("coupons_claimed_within_total", sql`${t.claimed} >= 0 AND ${t.claimed} <= ${t.total}`),
  ],
);

export const membershipSettings = pgTable("membership_settings", {
  id: integer("id").primaryKey(),
  platformId: integer("platform_id")
    .notNull()
    .references(() => platforms.id),
  level: integer("level").notNull(),
  price: jsonb("price").$type<PriceMap>().notNull(),
  validDays: integer("valid_days").notNull(),
  coupons: jsonb("coupons").$type<{ couponId: number; count: number }[]>().notNull(),
  freeProductIds: jsonb("free_product_ids").$type<number[]>().notNull(),
  productId: integer("product_id").references(() => products.id),
  /** §1/§6 member prices: percent off every product (not flash-sale items) for members of this tier */
  memberDiscountPercent: integer("member_discount_percent").notNull().default(0),
});

/** Page settings (home is page_type 2) and their modules (module types 1–8). */
export const pageSettings = pgTable("page_settings", {
  id: integer("id").primaryKey(),
  platformId: integer("platform_id")
    .notNull()
    .references(() => platforms.id),
  pogId: integer("pog_id").references(() => pogs.id),
  pageType: integer("page_type").notNull(),
  homeVariant: integer("home_variant").notNull(),
  footerType: text("footer_type").notNull(),
  trustReview: jsonb("trust_review")
    .$type<{ score: number; count: number; text: I18n }>()
    .notNull(),
});

export const homeModules = pgTable("home_modules", {
  id: integer("id").primaryKey(),
  pageSettingId: integer("page_setting_id")
    .notNull()
    .references(() => pageSettings.id),
  position: integer("position").notNull(),
  moduleType: integer("module_type").notNull(),
  styleType: integer("style_type").notNull(),
  title: jsonb("title").$type<I18n>().notNull(),
  /** types 1,2,4,7: link items; 3,5: { theme_id }; 6: { type, page_size }; 8: trust items */
  data: jsonb("data").$type<unknown>().notNull(),
});

export const adConfigs = pgTable("ad_configs", {
  platformId: integer("platform_id")
    .primaryKey()
    .references(() => platforms.id),
  popup: jsonb("popup").$type<unknown>(),
  middleBanner: jsonb("middle_banner").$type<unknown>(),
  categoryTabs: jsonb("category_tabs").$type<number[]>().notNull(),
});

export const announcements = pgTable("announcements", {
  id: integer("id").primaryKey(),
  platformId: integer("platform_id")
    .notNull()
    .references(() => platforms.id),
  placement: integer("placement").notNull(),
  position: integer("position").notNull(),
  title: jsonb("title").$type<I18n>().notNull(),
  content: jsonb("content").$type<I18n>().notNull(),
});

/** Themed promotions (activity_theme, product/theme/{id}, /promotion/special/{sn}). */
export const themes = pgTable("themes", {
  id: integer("id").primaryKey(),
  platformId: integer("platform_id")
    .notNull()
    .references(() => platforms.id),
  sn: text("sn").notNull(),
  title: jsonb("title").$type<I18n>().notNull(),
  description: jsonb("description").$type<I18n>().notNull(),
  image: text("image").notNull(),
  productIds: jsonb("product_ids").$type<number[]>().notNull(),
});

/**
 * Marketing's short links (/t/{code}). The code is the key, so two links can never share one (a
 * new link retries with another random code). A link made by `ops short-link create` records when;
 * past expires_at it resolves as missing (the storefront then goes home).
 */
export const shortUrls = pgTable("short_urls", {
  code: text("code").primaryKey(),
  longUrl: text("long_url").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});

/** Opens of a short link per UTC day: one row per code and day, counted with an upsert. */
export const shortLinkClicks = pgTable(
  "short_link_clicks",
  {
    code: text("code")
      .notNull()
      .references(() => shortUrls.code, { onDelete: "cascade" }),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code, t.day] })],
);

export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    userName: text("user_name").notNull(),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    /** the reviewer's photos (media paths); the review list's "with photos" order reads them */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("reviews_product_idx").on(t.productId)],
);

export const searchKeywords = pgTable("search_keywords", {
  id: integer("id").primaryKey(),
  platformId: integer("platform_id")
    .notNull()
    .references(() => platforms.id),
  keyword: jsonb("keyword").$type<I18n>().notNull(),
  hot: boolean("hot").notNull(),
  position: integer("position").notNull(),
});

/** A full-text document (PostgreSQL tsvector), written as its lexemes. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The catalogue as lists read it (spec §7 GET products, products/more, product/search): one row per
 * product a platform sells while it is on shelf, with the sort keys and filter fields as real
 * columns, so that every list, filter, sort and search is answered from an index whatever the
 * catalogue's size. Derived from the tables above and kept by every write that changes what it
 * holds, in the same transaction (upstream/services/listings.ts).
 */
export const listings = pgTable(
  "listings",
  {
    platformId: integer("platform_id")
      .notNull()
      .references(() => platforms.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    pogId: integer("pog_id").notNull(),
    /** the brand's own order (product_platforms.position) */
    position: integer("position").notNull(),
    productType: integer("product_type").notNull(),
    stockType: integer("stock_type").notNull(),
    categoryId: integer("category_id"),
    cityId: integer("city_id"),
    tagIds: integer("tag_ids").array().notNull(),
    sold: integer("sold").notNull(),
    rating: real("rating").notNull(),
    reviewCount: integer("review_count").notNull(),
    /** products/more type 2: rating weighted by sales, rating × ln(sold + 2) */
    recommend: real("recommend").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** the "from" price per currency, in the order of lib/commerce/pricing/currencies (1-based in SQL) */
    prices: integer("prices").array().notNull(),
    /** each title folded for search (lib/commerce/catalogue/search-text titleKey) */
    keyEn: text("key_en").notNull(),
    keyHans: text("key_hans").notNull(),
    keyHant: text("key_hant").notNull(),
    /** the titles' search terms, tagged by language (lib/commerce/catalogue/search titleTerms) */
    terms: tsvector("terms").notNull(),
    /** dated products: the days some option has stock for its minimum purchase; null for plain stock */
    bookable: date("bookable").array(),
    /** dated products: the most days before a date its options stop taking bookings, plus one */
    leadDays: integer("lead_days").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.platformId, t.productId] }),
    index("listings_position_idx").on(t.platformId, t.position, t.productId),
    index("listings_sold_idx").on(t.platformId, t.sold.desc(), t.productId),
    index("listings_rating_idx").on(
      t.platformId,
      t.rating.desc(),
      t.reviewCount.desc(),
      t.productId,
    ),
    index("listings_newest_idx").on(t.platformId, t.createdAt.desc(), t.productId),
    index("listings_recommend_idx").on(t.platformId, t.recommend.desc(), t.productId),
    ...CURRENCY_CODES.map((code, i) =>
      index(`listings_price_${code.toLowerCase()}_idx`).on(
        t.platformId,
        sql`(${t.prices}[${sql.raw(String(i + 1))}])`,
        t.productId,
      ),
    ),
    index("listings_category_idx").on(t.platformId, t.categoryId, t.position),
    index("listings_city_idx").on(t.platformId, t.cityId, t.sold.desc()),
    index("listings_pog_idx").on(t.platformId, t.pogId, t.position),
    index("listings_type_idx").on(t.platformId, t.productType, t.position),
    index("listings_product_idx").on(t.productId),
    index("listings_tags_idx").using("gin", t.tagIds),
    index("listings_terms_idx").using("gin", t.terms),
  ],
);

/**
 * Every Latin word of the catalogue's titles (lib/commerce/catalogue/search titleWords), with its
 * one-letter deletions: a keyword word no title word starts with is looked up here for the words
 * one typo away (§2 search). Words are only added; one no title uses any more finds no product.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    deletions: text("deletions").array().notNull(),
  },
  (t) => [index("search_words_deletions_idx").using("gin", t.deletions)],
);

/** Seed bookkeeping: version of the seed catalogue loaded, last calendar top-up. */
export const seedMeta = pgTable("seed_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ——— Accounts (spec §3 Traveller/Address, §6 roles, §7 Account) ———————————————————————————————

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull();

/** A shopper. Guests are users too (is_guest); a refused account (status 1) cannot sign in. */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    nickname: text("nickname").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    company: text("company").notNull().default(""),
    jobTitle: text("job_title").notNull().default(""),
    isGuest: boolean("is_guest").notNull().default(false),
    /** 0 active, 1 refused ("You can't log in with this account…") */
    status: integer("status").notNull().default(0),
    passwordHash: text("password_hash"),
    points: integer("points").notNull().default(0),
    /** the platform the account was created on */
    platformId: integer("platform_id")
      .notNull()
      .references(() => platforms.id),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("users_points_nonnegative", sql`${t.points} >= 0`)],
);

/** Ways a user signs in: e-mail, phone, guest, google subject, partner user. */
export const identities = pgTable(
  "identities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** normalised: lower-case e-mail, "+86 13800138000", google `sub`, "<platform>:<partner uid>" */
    value: text("value").notNull(),
    verified: boolean("verified").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("identities_kind_value_idx").on(t.kind, t.value),
    index("identities_user_idx").on(t.userId),
  ],
);

/** Sign-in sessions: only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    platformId: integer("platform_id").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("sessions_token_idx").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
  ],
);

/** Verification codes (hashed) by channel + target + purpose. Sent rows are also the send history. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    target: text("target").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("verification_codes_target_idx").on(t.target, t.createdAt)],
);

/** Password sign-in attempts by subject (the normalised username, known or not). */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subject: text("subject").notNull(),
    /** the client's address (from the storefront, or the socket): the lock counts per (subject, address) */
    address: text("address").notNull().default(""),
    succeeded: boolean("succeeded").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_attempts_subject_idx").on(t.subject, t.at)],
);

/** Single-use password reset links (hashed token). */
export const passwordResets = pgTable("password_resets", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Proof-of-work captcha challenges already used (replay protection) until they expire. */
export const captchaSpent = pgTable("captcha_spent", {
  salt: text("salt").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** OIDC authorization requests in flight: state → PKCE verifier and nonce. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  platformId: integer("platform_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** One-time codes handed to partner apps (GET open/accounts/auth_code). */
export const authCodes = pgTable("auth_codes", {
  codeHash: text("code_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  platformId: integer("platform_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const addresses = pgTable(
  "addresses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    countryCode: text("country_code").notNull(),
    phone: text("phone").notNull(),
    region: text("region").notNull(),
    district: text("district").notNull(),
    address: text("address").notNull(),
    email: text("email").notNull(),
    isDefault: boolean("is_default").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

export const tourists = pgTable(
  "tourists",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    chineseName: text("chinese_name").notNull(),
    idType: integer("id_type").notNull(),
    idNumber: text("id_number").notNull(),
    birthday: date("birthday").notNull(),
    countryCode: text("country_code").notNull(),
    phone: text("phone").notNull(),
    isDefault: boolean("is_default").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("tourists_user_idx").on(t.userId)],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Coupons a user has claimed. status 0 active, 1 used. */
export const userCoupons = pgTable(
  "user_coupons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id),
    status: integer("status").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("user_coupons_user_idx").on(t.userId, t.status),
    index("user_coupons_coupon_idx").on(t.couponId, t.userId),
  ],
);

/** Paid membership (spec §6): one row per member; lapses at end_at. */
export const memberships = pgTable("memberships", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  level: integer("level").notNull(),
  startAt: timestamp("start_at", { withTimezone: true }).notNull(),
  endAt: timestamp("end_at", { withTimezone: true }).notNull(),
});

/** §9 membership refunds (provider ends service): one per ended membership, pro rata by whole months. */
export const membershipRefunds = pgTable(
  "membership_refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    reason: text("reason").notNull(),
    months: integer("months").notNull(),
    amount: integer("amount").notNull(),
    currencyCode: text("currency_code").notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull(),
    /** the end date the membership had before the refund ended it */
    previousEndAt: timestamp("previous_end_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("membership_refunds_user_idx").on(t.userId),
    check("membership_refunds_amount_nonnegative", sql`${t.amount} >= 0`),
  ],
);

/**
 * Every mail and SMS the upstream sends (services/outbox): written first, then delivered by whichever
 * instance holds its row lock (FOR UPDATE SKIP LOCKED) — at once by the request's instance, or by a
 * later deliverer run after a failure or a crash. Outside production the body is kept for
 * /dev/outbox; in production a delivered message's row is deleted.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    error: text("error"),
    /** delivery tries so far; the deliverer gives up after OUTBOX_MAX_ATTEMPTS */
    attempts: integer("attempts").notNull().default(0),
    /** null: nothing (more) to deliver — delivered, given up, or no transport for its channel */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
  ],
);

/**
 * Idempotency keys (services/idempotency): claimed and answered inside the work's transaction (a
 * committed row always has its answer), or — for work outside the database — claimed first and
 * taken over once stale. Purged after 24 hours by the sweep, oldest first (the created_at index).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** "u<userId>" or "ip:<…>" for calls without a user */
    owner: text("owner").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Basket, orders and payment (spec §3 Basket line, Order; §4 Order status, Unpaid orders; §7).

/** Basket lines: one per user, brand, variant, date of use and session (merged on add). */
export const basketLines = pgTable(
  "basket_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platformId: integer("platform_id")
      .notNull()
      .references(() => platforms.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    /** "" when the product has no date of use / no session */
    bookAt: text("book_at").notNull().default(""),
    bookTime: text("book_time").notNull().default(""),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("basket_lines_slot_idx").on(
      t.userId,
      t.platformId,
      t.variantId,
      t.bookAt,
      t.bookTime,
    ),
    check("basket_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** Orders. Status per §4 (0 payment pending … 5 canceled); an unpaid order closes at pay_deadline. */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sn: text("sn").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    platformId: integer("platform_id")
      .notNull()
      .references(() => platforms.id),
    status: integer("status").notNull(),
    /** 1 products; other types (membership) come with their features */
    orderType: integer("order_type").notNull().default(1),
    /** order_type 2: the membership tier bought (1–3) */
    membershipLevel: integer("membership_level"),
    /** §4 checkout type: 1 single (direct buy), 2 cart */
    checkoutType: integer("checkout_type").notNull(),
    currencyCode: text("currency_code").notNull(),
    languageCode: text("language_code").notNull(),
    productAmount: integer("product_amount").notNull(),
    promoAmount: integer("promo_amount").notNull(),
    couponDiscount: integer("coupon_discount").notNull(),
    shippingAmount: integer("shipping_amount").notNull(),
    pointsUsed: integer("points_used").notNull(),
    pointsMoney: integer("points_money").notNull(),
    /** §6/§9 quota taken for this order (quota plus cash: the part taken before the cash payment) */
    quotaUsed: integer("quota_used").notNull().default(0),
    requestedAmount: integer("requested_amount").notNull(),
    paidAmount: integer("paid_amount").notNull().default(0),
    userCouponId: integer("user_coupon_id").references(() => userCoupons.id),
    isDelivery: boolean("is_delivery").notNull(),
    contact: jsonb("contact").$type<{ name: string; phone: string; email: string }>().notNull(),
    address: jsonb("address").$type<Record<string, string> | null>(),
    /** travellers, other contact fields, custom answers */
    bookingFields: jsonb("booking_fields").$type<Record<string, unknown>>().notNull(),
    paymentMethod: text("payment_method"),
    payDeadline: timestamp("pay_deadline", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** §3 fulfillment_type: 0 instant (vouchers at payment), 1 on request (after ops confirm) */
    fulfillmentType: integer("fulfillment_type").notNull().default(0),
    /** ops confirmed an on-request order (vouchers issued) */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** the shopper confirmed receipt (or ops fulfilled a ticket order): the after-sales window starts here */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** last "remind merchant to ship" (at most once a day) */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** the status an after-sales application interrupted; restored when it is withdrawn or rejected */
    statusBeforeComplaint: integer("status_before_complaint"),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_unpaid_idx")
      .on(t.payDeadline)
      .where(sql`${t.status} = 0`),
    check(
      "orders_amounts_nonnegative",
      sql`${t.requestedAmount} >= 0 AND ${t.paidAmount} >= 0 AND ${t.pointsUsed} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    bookAt: text("book_at").notNull().default(""),
    bookTime: text("book_time").notNull().default(""),
    /** the flash-sale item the line was bought under */
    activityItemId: integer("activity_item_id").references(() => activityItems.id),
    quantity: integer("quantity").notNull(),
    unitAmount: integer("unit_amount").notNull(),
    totalAmount: integer("total_amount").notNull(),
    promoDiscount: integer("promo_discount").notNull(),
    /** product, variant, express rule and booking fields as bought */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_variant_idx").on(t.variantId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** §9 seckill items are buyable once: one row per user and flash-sale item while the order lives. */
export const seckillPurchases = pgTable(
  "seckill_purchases",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    activityItemId: integer("activity_item_id")
      .notNull()
      .references(() => activityItems.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityItemId] })],
);

/** Sandbox payments: one per attempt; the signed callback settles it once. */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ref: text("ref").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    amount: integer("amount").notNull(),
    currencyCode: text("currency_code").notNull(),
    /** 0 pending, 1 paid, 2 declined */
    status: integer("status").notNull(),
    returnUrl: text("return_url").notNull(),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

/** Every change of a user's points, with the order it belongs to. */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("points_ledger_user_idx").on(t.userId, t.createdAt),
    // points are earned once per order, however often its completion is reported
    uniqueIndex("points_ledger_earned_once_idx")
      .on(t.orderId)
      .where(sql`${t.reason} = 'earned'`),
  ],
);

/** Every step of an order's life (payment, confirmation, shipping, receipt, cancel, refunds): the trace page's history. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** who made it: shopper, ops, system, gateway */
    actor: text("actor").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** One voucher per ticket of a paid ticket line: the code the QR and the PDF carry. */
export const vouchers = pgTable(
  "vouchers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    /** 0 valid, 1 used, 2 void (refunded) */
    status: integer("status").notNull().default(0),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("vouchers_order_idx").on(t.orderId),
    check("vouchers_status_known", sql`${t.status} between 0 and 2`),
  ],
);

/** A parcel: the whole order or one line (has_multiple_shipping), with its carrier's tracking number. */
export const shipments = pgTable(
  "shipments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** null: every line of the order */
    orderLineId: integer("order_line_id").references(() => orderLines.id, { onDelete: "cascade" }),
    carrier: text("carrier").notNull(),
    tracking: text("tracking").notNull(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull(),
    /** carrier scans: [{ at, text, place }] newest last */
    events: jsonb("events")
      .$type<{ at: string; text: string; place: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index("shipments_order_idx").on(t.orderId)],
);

/** Proof images and other uploads: checked by content, re-encoded, owned by the uploader. */
export const uploads = pgTable(
  "uploads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** opaque public name, e.g. "u/3f2a….webp" */
    key: text("key").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_user_idx").on(t.userId)],
);

/** §3 Refund / §7 order complaints: an after-sales application on an order (or one line). */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** null: the whole order */
    orderLineId: integer("order_line_id").references(() => orderLines.id),
    /** §4 apply type: 0 refund only, 1 refund with return, 2 exchange */
    type: integer("type").notNull(),
    /** a paid order cancelled before fulfilment is a full refund of type 0 with this set */
    isCancel: boolean("is_cancel").notNull().default(false),
    reason: text("reason").notNull(),
    amount: integer("amount").notNull(),
    currencyCode: text("currency_code").notNull(),
    /** upload ids (the uploader's own) */
    images: jsonb("images").$type<number[]>().notNull().default([]),
    tracking: text("tracking").notNull().default(""),
    /** §4 refund status 0–7 */
    status: integer("status").notNull().default(0),
    /** ops' words on approval or rejection */
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    /** one open application per order at a time (statuses 0–3 are open) */
    uniqueIndex("refunds_open_idx")
      .on(t.orderId)
      .where(sql`${t.status} between 0 and 3`),
    index("refunds_user_idx").on(t.userId, t.createdAt),
    check("refunds_amount_nonnegative", sql`${t.amount} >= 0`),
    check("refunds_status_known", sql`${t.status} between 0 and 7`),
  ],
);

// ——— Product questions (spec §3 questions / sku_to_question, §6 only buyers answer) ———————————

/** A shopper's question about a product, or about one of its options (sku_to_question). */
export const productQuestions = pgTable(
  "product_questions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** sku_to_question: null = the whole product */
    variantId: integer("variant_id").references(() => variants.id, { onDelete: "cascade" }),
    /** null for the seed's questions (asked before this shop kept accounts) */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** the name shown (masked when read) */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    language: text("language").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_questions_product_idx").on(t.productId, t.createdAt),
    index("product_questions_user_idx").on(t.userId, t.createdAt),
    check("product_questions_body_length", sql`char_length(${t.body}) between 1 and 300`),
  ],
);

/** An answer by a buyer of the product (checked when written). */
export const productAnswers = pgTable(
  "product_answers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer("question_id")
      .notNull()
      .references(() => productQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_answers_question_idx").on(t.questionId, t.createdAt),
    check("product_answers_body_length", sql`char_length(${t.body}) between 1 and 500`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Partner apps (spec §1, §6 "Payment by points or quota applies to certain users only", §9).

/**
 * The employee-benefit app's grant: which balance methods (points, quota, points_cash, quota_cash)
 * a user may pay with, and their quota — money in one currency, spent by conditional update in
 * the payment's transaction. No row: cash methods only.
 */
export const paymentGrants = pgTable(
  "payment_grants",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    methods: jsonb("methods").$type<string[]>().notNull(),
    quotaCurrency: text("quota_currency").notNull(),
    /** minor units of quota_currency */
    quota: integer("quota").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("payment_grants_quota_nonnegative", sql`${t.quota} >= 0`)],
);

/** Every change of a user's quota, with the order it paid. */
export const quotaLedger = pgTable(
  "quota_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    currencyCode: text("currency_code").notNull(),
    reason: text("reason").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("quota_ledger_user_idx").on(t.userId, t.createdAt),
    index("quota_ledger_order_idx").on(t.orderId),
  ],
);

/** §2 FAQ entries of a brand, in display order; the chatbot searches them too. */
export const faqs = pgTable(
  "faqs",
  {
    id: integer("id").primaryKey(),
    platformId: integer("platform_id")
      .notNull()
      .references(() => platforms.id),
    position: integer("position").notNull(),
    question: jsonb("question").$type<I18n>().notNull(),
    answer: jsonb("answer").$type<I18n>().notNull(),
  },
  (t) => [index("faqs_platform_idx").on(t.platformId, t.position)],
);

/**
 * §7 chatbot/guest_token: a chat token (hashed) for a brand, tied to the signed-in shopper who asked
 * for it (none for a guest), with its own message-rate window (a conditional update counts it).
 */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    platformId: integer("platform_id")
      .notNull()
      .references(() => platforms.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowCount: integer("window_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("chat_sessions_token_idx").on(t.tokenHash),
    index("chat_sessions_expiry_idx").on(t.expiresAt),
    check("chat_sessions_count_nonnegative", sql`${t.windowCount} >= 0`),
  ],
);
