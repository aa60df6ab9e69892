// Rows → wire shapes (the wire schemas, lib/commerce/*/*.schema.ts), resolved into the request's language and currency.
// Pure: no database access here (the services read the rows and hand them over).
import { CURRENCIES, type Currency } from "../../lib/commerce/pricing/currencies";
import { LOCALES, DEFAULT_LOCALE, type Locale } from "../../lib/commerce/platform/locales";
import type * as s from "../db/schema";
import type { PriceMap } from "../db/schema";
import { Codes, type ErrorCode } from "../../lib/commerce/contract/error-codes";
import { DomainError } from "./errors";
import { COUPON_STATUS } from "../../lib/commerce/contract/record-status";
import { DISCOUNT_TYPE } from "../../lib/commerce/coupons/coupons";

export type ProductRow = typeof s.products.$inferSelect;
export type PlatformRow = typeof s.platforms.$inferSelect;
type CouponRow = typeof s.coupons.$inferSelect;

/** What turning a row into its wire shape needs: the request's language, currency and clock. */
export type Reader = { lang: Locale; currency: Currency; now: Date };

/** A reader of one platform's catalogue: what every catalogue and config service takes. */
export type Shop = Reader & { platformId: number };

/** A stored { en, zh-hans, zh-hant } map in the reader's language. */
export function tr(
  r: Pick<Reader, "lang">,
  text: Record<string, string> | null | undefined,
): string {
  if (!text) return "";
  return text[r.lang] ?? text[DEFAULT_LOCALE] ?? text.en ?? "";
}

/** A stored per-language list in the reader's language (as sell points fall back: zh-hans, then en). */
function listIn(
  r: Pick<Reader, "lang">,
  lists: Record<string, string[]> | null | undefined,
): string[] {
  if (!lists) return [];
  return lists[r.lang] ?? lists[DEFAULT_LOCALE] ?? lists.en ?? [];
}

/**
 * A stored per-currency price map in the reader's currency (minor units). Price maps hold every
 * currency (PriceMap; the seed checks what it writes: services/price-maps), so a gap is data gone
 * wrong — never read as 0, which would sell an item free or drop a coupon's minimum spend. It is
 * refused with `refusal`: a sale (checkout's unit prices, its coupons) says the item is not on sale
 * in that currency (§8 20006); a catalogue read, whose data is checked complete, fails as the
 * broken invariant it is (50000).
 */
export function money(
  r: Pick<Reader, "currency">,
  map: PriceMap,
  refusal: ErrorCode = Codes.internalError,
): number {
  const amount: unknown = map[r.currency];
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 0)
    throw new DomainError(refusal, `no ${r.currency} price in the stored price map`, {
      currency: r.currency,
    });
  return amount;
}

export function symbolOf(r: Pick<Reader, "currency">): string {
  return CURRENCIES.find((x) => x.code === r.currency)!.symbol;
}

export function platformView(r: Reader, p: PlatformRow) {
  const i18n = (x: Record<string, string>) => tr(r, x);
  return {
    id: p.id,
    slug: p.slug,
    vendor: p.vendor,
    main_currency: p.mainCurrency,
    main_language: p.mainLanguage,
    currency_meta: CURRENCIES.filter((x) => p.currencies.includes(x.code)).map((x) => ({
      code: x.code,
      symbol: x.symbol,
    })),
    language_meta: LOCALES.filter((l) => p.languages.includes(l.code)).map((l) => ({
      code: l.code,
      name: l.label,
    })),
    login_ways: p.loginWays as ("guest" | "google" | "email" | "phone")[],
    icon_config: p.iconConfig as {
      header_logo: string;
      travel_logo: string;
      chatbot_icon: string;
      user_offline: string;
      user_online: string;
    },
    enable_robot: p.enableRobot,
    enter_status: p.enterStatus,
    is_union_signin: p.isUnionSignin,
    request_after_auth: p.requestAfterAuth,
    booking_fields: p.bookingFields,
    privacy_policy: { name: i18n(p.privacyPolicy.name), content: i18n(p.privacyPolicy.content) },
    protocol: { name: i18n(p.protocol.name), content: i18n(p.protocol.content) },
    points_api_config: {
      pointsName: i18n(p.pointsApiConfig.pointsName),
      pointsRuleDesc: i18n(p.pointsApiConfig.pointsRuleDesc),
      pointsRedemptionRule: i18n(p.pointsApiConfig.pointsRedemptionRule),
    },
    payment_methods: p.paymentMethods,
  };
}

export const pogView = (r: Reader, p: typeof s.pogs.$inferSelect) => ({
  id: p.id,
  name: tr(r, p.name),
  slug: p.slug,
  channel: p.channel,
});

/** The product columns a summary card shows. */
export type SummarySource = Pick<
  ProductRow,
  | "id"
  | "sn"
  | "seoSn"
  | "title"
  | "images"
  | "rating"
  | "reviewCount"
  | "productType"
  | "stockType"
  | "minPrice"
  | "maxPrice"
  | "originalPrice"
  | "listTags"
  | "sold"
  | "status"
  | "source"
  | "shippingRequired"
  | "priceCalendarRequired"
>;

export function productSummary(r: Reader, p: SummarySource) {
  const min = money(r, p.minPrice);
  return {
    id: p.id,
    sn: p.sn,
    seo_sn: p.seoSn,
    title: tr(r, p.title),
    image: p.images[0] ?? "",
    rating: p.rating,
    reviews: p.reviewCount,
    product_type: p.productType as 1 | 2 | 3,
    stock_type: p.stockType as 0 | 1 | 2,
    currency: r.currency,
    symbol: symbolOf(r),
    price_amount: min,
    original_price_amount: money(r, p.originalPrice),
    min_price_amount: min,
    max_price_amount: money(r, p.maxPrice),
    list_tags: p.listTags.map((tag) => tr(r, tag)),
    sold: p.sold,
    status: p.status,
    source: p.source,
    shipping_required: p.shippingRequired,
    price_calendar_required: p.priceCalendarRequired,
  };
}
export type ProductSummaryView = ReturnType<typeof productSummary>;

export function variantView(r: Reader, v: typeof s.variants.$inferSelect) {
  return {
    id: v.id,
    sku: v.sku,
    attr_value_ids: v.attrValueIds,
    price_amount: money(r, v.price),
    original_price_amount: money(r, v.originalPrice),
    stock: v.stock,
    min_purchase: v.minPurchase,
    limit_purchased: v.limitPurchased,
    book_n_days_before_book_date: v.bookDaysBefore,
    book_time_before_book_date: v.bookTimeBefore,
    weight_grams: v.weightGrams,
  };
}

/** The product page: the summary plus texts, refund policy, limits, attributes and variants. */
export function productDetailView(
  r: Reader,
  p: ProductRow,
  parts: {
    attributes: (typeof s.attributes.$inferSelect)[];
    values: (typeof s.attributeValues.$inferSelect)[];
    variants: (typeof s.variants.$inferSelect)[];
    refund: (typeof s.refundPolicyItems.$inferSelect)[];
  },
) {
  return {
    ...productSummary(r, p),
    description: tr(r, p.description),
    images: p.images,
    sell_point: p.sellPoints[r.lang] ?? p.sellPoints["zh-hans"] ?? [],
    share_description: tr(r, p.shareDescription),
    price_notice: tr(r, p.priceNotice),
    purchase_notice: tr(r, p.purchaseNotice),
    important_notes: tr(r, p.importantNotes),
    opening_hours: tr(r, p.openingHours),
    location: p.location
      ? { address: tr(r, p.location.address), lat: p.location.lat, lng: p.location.lng }
      : null,
    duration: tr(r, p.tripFacts?.duration),
    included: listIn(r, p.tripFacts?.included),
    excluded: listIn(r, p.tripFacts?.excluded),
    itinerary: (p.tripFacts?.itinerary ?? []).map((stop) => ({
      time: stop.time,
      title: tr(r, stop.title),
      detail: tr(r, stop.detail),
    })),
    refund: {
      tag: p.refundTag as 0 | 2 | 3,
      items: parts.refund.map((x) => ({
        inventory_type: x.inventoryType as 0 | 1 | 2,
        date: x.days,
        time: x.time,
        before: x.before,
        proportion: x.proportion,
      })),
    },
    confirmation: p.confirmation === 1 ? (1 as const) : (0 as const),
    min_purchase: p.minPurchase,
    limit_purchased: p.limitPurchased,
    limit_purchased_type: p.limitPurchasedType as "none" | "product" | "sku",
    limit_period: p.limitPeriod as
      "day" | "week" | "month" | "year" | "period" | "calendar" | "forever",
    event_required: p.eventRequired,
    need_contact: p.needContact,
    contact_required: p.contactRequired,
    is_favourite: false,
    main_currency: p.mainCurrency,
    category_ids: p.categoryId ? [p.categoryId] : [],
    poi_id: p.cityId,
    tag_ids: p.tagIds,
    attributes: parts.attributes.map((a) => ({
      id: a.id,
      name: tr(r, a.name),
      values: parts.values
        .filter((v) => v.attributeId === a.id)
        .map((v) => ({ id: v.id, name: tr(r, v.name) })),
    })),
    variants: parts.variants.map((v) => variantView(r, v)),
  };
}

export function couponView(r: Reader, row: CouponRow) {
  const live = row.status === COUPON_STATUS.active && row.startDate <= r.now && row.endDate > r.now;
  return {
    id: row.id,
    name: tr(r, row.name),
    description: tr(r, row.description),
    discount_value_type: row.discountValueType as 0 | 1,
    discount_value_amount:
      row.discountValueType === DISCOUNT_TYPE.fixed ? money(r, row.discountValue) : 0,
    discount_percent: row.discountPercent,
    min_spent_amount: money(r, row.minSpent),
    max_discount_amount: row.maxDiscount ? money(r, row.maxDiscount) : null,
    is_membership_coupon: row.isMembershipCoupon,
    is_available: live && row.claimed < row.total,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    validity_days: row.validityDays,
    code: row.code,
    status: row.status,
  };
}

export type LinkItemData = {
  id: number;
  title: Record<string, string>;
  image: string;
  redirect_type: number;
  link: string;
};
export const linkItemView = (r: Reader, item: LinkItemData) => ({
  id: item.id,
  title: tr(r, item.title),
  image: item.image,
  redirect_type: item.redirect_type,
  link: item.link,
});

/** A themed row of products (home modules 3 and 5, special promotion pages). */
export function themeView(
  r: Reader,
  theme: typeof s.themes.$inferSelect,
  products: ProductSummaryView[],
) {
  return { ...themeSummary(r, theme), products };
}

export const themeSummary = (r: Reader, th: typeof s.themes.$inferSelect) => ({
  id: th.id,
  sn: th.sn,
  title: tr(r, th.title),
  description: tr(r, th.description),
  image: th.image,
});

/** §3 Shipping fee rule in the reader's currency (GET product/{id}/express, checkout/fee). */
export function expressRuleView(
  r: Pick<Reader, "currency">,
  rule: typeof s.shippingRules.$inferSelect,
) {
  return {
    rule_type: rule.ruleType as "count" | "weight" | "fixed",
    first_unit: rule.firstUnit,
    first_fee: money(r, rule.firstFee),
    additional_unit: rule.additionalUnit,
    additional_fee: money(r, rule.additionalFee),
    fixed_fee: money(r, rule.fixedFee),
    free_over_amount: rule.freeOver ? money(r, rule.freeOver) : null,
    excluded_regions: rule.excludedRegions,
  };
}
