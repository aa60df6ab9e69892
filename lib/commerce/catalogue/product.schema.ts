import { z } from "zod";
import { amount, currencyCode, isoDate, page } from "../contract/common.schema";
import { LIMIT_PERIODS, LIMIT_TYPES } from "../booking/limits";

// Spec §3 Product. Prices are resolved by the upstream into the request's currency (header
// `currency`), in minor units; `symbol` is that currency's symbol from currency_meta.
const productType = z.union([z.literal(1), z.literal(2), z.literal(3)]); // 1 commodity, 2 trip, 3 food
const stockType = z.union([z.literal(0), z.literal(1), z.literal(2)]); // 0 plain, 1 by date, 2 by date+session

export const productSummarySchema = z.object({
  id: z.number().int(),
  sn: z.string(),
  seo_sn: z.string(),
  title: z.string(),
  image: z.string(),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  product_type: productType,
  stock_type: stockType,
  currency: currencyCode,
  symbol: z.string(),
  /** lowest variant price */
  price_amount: amount,
  /** original (struck-through) price of the cheapest variant; 0 when none */
  original_price_amount: amount,
  min_price_amount: amount,
  max_price_amount: amount,
  list_tags: z.array(z.string()),
  sold: z.number().int().nonnegative(),
  status: z.number().int(),
  /** spec §5 price rule: promo discount is ignored when source is 1 */
  source: z.number().int(),
  shipping_required: z.boolean(),
  price_calendar_required: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** What a product card shows (the browser's "load more" pages and favourites are read as this). */
const cardProductSchema = productSummarySchema.pick({
  id: true,
  seo_sn: true,
  title: true,
  image: true,
  list_tags: true,
  min_price_amount: true,
  max_price_amount: true,
  original_price_amount: true,
  symbol: true,
  rating: true,
  reviews: true,
  product_type: true,
  shipping_required: true,
  stock_type: true,
});
export const cardPageSchema = page(cardProductSchema);

/** Spec §3 refund policy item; §4 refund tag 0 non-refundable, 2 anytime, 3 conditional. */
export const refundPolicyItemSchema = z.object({
  /** 0 relative to purchase, 1 relative to date of use, 2 relative to the session */
  inventory_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** whole days */
  date: z.number().int().nonnegative(),
  /** "HH:mm"; 23:59 is the end-of-day cutoff */
  time: z.string().regex(/^\d{2}:\d{2}$/),
  /** true: the window ends `date` days before the reference; false: after it */
  before: z.boolean(),
  /** percent of the ticket price refunded, 0–100 */
  proportion: z.number().min(0).max(100),
});
export type RefundPolicyItem = z.infer<typeof refundPolicyItemSchema>;

/** A product's refund terms: §4 tag and §3 policy items (the product page, and each checkout line). */
export const productRefundSchema = z.object({
  tag: z.union([z.literal(0), z.literal(2), z.literal(3)]),
  items: z.array(refundPolicyItemSchema),
});
export type ProductRefund = z.infer<typeof productRefundSchema>;

const attributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const variantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  attr_value_ids: z.array(z.number().int()),
  price_amount: amount,
  original_price_amount: amount,
  /** plain stock; for stock types 1 and 2 the calendar holds per-date stock */
  stock: z.number().int().nonnegative(),
  min_purchase: z.number().int().positive(),
  limit_purchased: z.number().int().nonnegative(),
  /** booking lead: at least N days before the date of use … */
  book_n_days_before_book_date: z.number().int().nonnegative(),
  /** … and no later than this time ("HH:mm") on that day */
  book_time_before_book_date: z.string().regex(/^\d{2}:\d{2}$/),
  weight_grams: z.number().int().nonnegative(),
});
export type Variant = z.infer<typeof variantSchema>;

const limitPeriod = z.enum(LIMIT_PERIODS);
const limitType = z.enum(LIMIT_TYPES);

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  sell_point: z.array(z.string()),
  share_description: z.string(),
  price_notice: z.string(),
  purchase_notice: z.string(),
  important_notes: z.string(),
  opening_hours: z.string(),
  location: z.object({ address: z.string(), lat: z.number(), lng: z.number() }).nullable(),
  /** How long a tour takes ("" when not stated) */
  duration: z.string(),
  /** what the price includes and leaves out (empty when not stated) */
  included: z.array(z.string()),
  excluded: z.array(z.string()),
  /** a tour's stops in order: a time of day ("HH:mm") or "" when it varies, a title and a line */
  itinerary: z.array(
    z.object({
      time: z.string().regex(/^(\d{2}:\d{2})?$/),
      title: z.string(),
      detail: z.string(),
    }),
  ),
  refund: productRefundSchema,
  /** §4 waiting (confirming): 0 vouchers at payment (instant), 1 after the provider confirms */
  confirmation: z.union([z.literal(0), z.literal(1)]),
  min_purchase: z.number().int().positive(),
  limit_purchased: z.number().int().nonnegative(),
  limit_purchased_type: limitType,
  limit_period: limitPeriod,
  event_required: z.boolean(),
  need_contact: z.boolean(),
  contact_required: z.boolean(),
  is_favourite: z.boolean(),
  main_currency: currencyCode,
  category_ids: z.array(z.number().int()),
  poi_id: z.number().int().nullable(),
  tag_ids: z.array(z.number().int()),
  attributes: z.array(attributeSchema),
  variants: z.array(variantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET product/{id}/variants?date=YYYY-MM-DD: variants plus a calendar from that date (about 60 days). */
const calendarDaySchema = z.object({
  variant_id: z.number().int(),
  date: isoDate,
  price_amount: amount,
  combined_price: amount,
  stock_num: z.number().int().nonnegative(),
  events: z.array(
    z.object({
      id: z.number().int(),
      time: z.string().regex(/^\d{2}:\d{2}$/),
      stock_num: z.number().int().nonnegative(),
      price_amount: amount,
    }),
  ),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;
export const variantsResponseSchema = z.object({
  now: z.string(),
  variants: z.array(variantSchema),
  calendars: z.array(calendarDaySchema),
});

/** GET product/{id}/comments?page=&sort= */
const reviewSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  /** the reviewer's photos (media paths) */
  images: z.array(z.string()),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = page(reviewSchema);

/**
 * A page of reviews in the requested order (lib/commerce/catalogue/reviews REVIEW_SORTS; `count` counts the
 * reviews that order lists) and the summary of all the product's reviews: how many gave each
 * rating (always 5 down to 1) and how many carry photos.
 */
export const reviewsPageSchema = page(reviewSchema).extend({
  summary: z.object({
    histogram: z.array(
      z.object({ rating: z.number().int().min(1).max(5), count: z.number().int().nonnegative() }),
    ),
    with_photos: z.number().int().nonnegative(),
  }),
});

/** GET product/{id}/express: spec §3 shipping fee by item count, by weight, or fixed. */
export const expressRuleSchema = z.object({
  rule_type: z.enum(["count", "weight", "fixed"]),
  first_unit: z.number().int(),
  first_fee: amount,
  additional_unit: z.number().int(),
  additional_fee: amount,
  fixed_fee: amount,
  free_over_amount: amount.nullable(),
  excluded_regions: z.array(z.string()),
});
export type ExpressRule = z.infer<typeof expressRuleSchema>;

/** Spec §3 Coupon (display side). */
export const couponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 0 fixed per currency, 1 percent */
  discount_value_type: z.union([z.literal(0), z.literal(1)]),
  /** fixed: amount in minor units of the response currency */
  discount_value_amount: amount,
  /** percent: how many percent off (e.g. 15 → 15 % off, shown in Chinese as 8.5折) */
  discount_percent: z.number().min(0).max(100),
  min_spent_amount: amount,
  max_discount_amount: amount.nullable(),
  is_membership_coupon: z.boolean(),
  is_available: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  validity_days: z.number().int().nullable(),
  code: z.string().nullable(),
  status: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;

/**
 * The product's next flash-sale item (spec §3 Activity): its activity's window as instants, the
 * sale price and the variant's own price, and the count on sale and sold (remaining = stock − sold).
 */
const productActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  variant_id: z.number().int(),
  activity_price_amount: amount,
  original_price_amount: amount,
  stock: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
});
export type ProductActivity = z.infer<typeof productActivitySchema>;

/** GET product/{id}/discount?activity_id= */
export const productDiscountSchema = z.object({
  coupons: z.array(couponSchema),
  activity: productActivitySchema.nullable(),
});

/** GET v2/activity/info: seckill (flash sale) activities with the server's now (spec §3, §4). */
const seckillItemSchema = z.object({
  product: productSummarySchema,
  variant_id: z.number().int(),
  activity_price_amount: amount,
  original_price_amount: amount,
  stock: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
});
export const activityInfoSchema = z.object({
  now: z.string(),
  activities: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      items: z.array(seckillItemSchema),
    }),
  ),
});
export type ActivityInfo = z.infer<typeof activityInfoSchema>;

/** GET product/membership/{level} (spec §3 Membership setting, §9 tiers). */
export const membershipSettingSchema = z.object({
  id: z.number().int(),
  level: z.number().int().min(1).max(3),
  price_amount: amount,
  valid_days: z.number().int(),
  /** §6 member prices: percent off products for members of this tier (0 when the tier gives none) */
  member_discount_percent: z.number().int().min(0).max(99).default(0),
  coupons: z.array(z.object({ coupon: couponSchema, count: z.number().int().positive() })),
  free_products: z.array(productSummarySchema),
  product: productSummarySchema.nullable(),
});

/**
 * GET products/sitemap: what the sitemap needs of each product the brand sells: its canonical
 * path, when its page last changed (lastmod) and its gallery (image:image).
 */
export const sitemapProductSchema = z.object({
  id: z.number().int(),
  seo_sn: z.string(),
  /** ISO 8601 instant of the last change of the product's content or prices */
  updated_at: z.iso.datetime({ offset: true }),
  images: z.array(z.string()),
});

/**
 * GET v2/activity/live: the flash-sale items of activities that have not ended, with their live
 * counts and whether the caller already holds one (§9 once per shopper). Never cached: the
 * catalogue pages fetch it from the browser.
 */
export const seckillLiveSchema = z.object({
  now: z.string(),
  items: z.array(
    z.object({
      /** the activity item: what order/booking takes as activity_item_id */
      id: z.number().int(),
      activity_id: z.number().int(),
      product_id: z.number().int(),
      variant_id: z.number().int(),
      stock: z.number().int().nonnegative(),
      sold: z.number().int().nonnegative(),
      /** the caller has a live order under this item (21002 if they try again) */
      bought: z.boolean(),
    }),
  ),
});
export type SeckillLive = z.infer<typeof seckillLiveSchema>;
