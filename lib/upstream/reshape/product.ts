import "server-only";
import {
  calendarPriceRange,
  effectiveStock,
  epochDay,
  nextOpening,
  priceCalendar,
} from "@/lib/commerce/booking/calendar";
import type { CalendarDay, ProductRefund } from "@/lib/commerce/catalogue/product.schema";
import type {
  getAnnouncements,
  getProduct,
  getProductComments,
  getProductDiscount,
  getProductRecommend,
  getProductVariants,
} from "../catalogue";
import { isDated, STOCK_TYPE } from "@/lib/commerce/catalogue/product-types";

// The product page's upstream answers turned into what its screen and booking panel draw: option
// names, what can be bought now, the panel's props with its calendar packed. The rules used here
// (stock, bookable dates) stay in lib/commerce.

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export type ProductView = Answer<typeof getProduct>;
type VariantsAnswer = Answer<typeof getProductVariants>;

/**
 * Calendars travel from the server page to the booking panel as tuples, the date as a day number
 * (lib/commerce/booking/calendar epochDay) and the sessions only where a date has some: about a fifth of
 * the bytes of the objects (they are embedded in every product page's HTML payload, 60 days ×
 * each option). The panel unpacks them (components/product/booking-state unpackCalendar).
 */
type PackedEvent = [id: number, time: string, stock: number, price: number];
export type PackedDay =
  | [variantId: number, day: number, price: number, stock: number]
  | [variantId: number, day: number, price: number, stock: number, events: PackedEvent[]];

export function packCalendar(days: CalendarDay[]): PackedDay[] {
  return days.map((d): PackedDay => {
    const day = [d.variant_id, epochDay(d.date), d.price_amount, d.stock_num] as const;
    return d.events.length
      ? [...day, d.events.map((e): PackedEvent => [e.id, e.time, e.stock_num, e.price_amount])]
      : [...day];
  });
}

/** The booking panel's data (components/product/booking-panel). */
type BookingView = {
  now: string;
  variants: VariantsAnswer["variants"];
  /** attribute value id → name, to label options */
  valueNames: Record<number, string>;
  calendar: PackedDay[];
  productMin: number;
  /** the product's purchase limit; 0 when it has none */
  productLimit: number;
  /** §4 refund tag and §3 policy items: the cancellation terms beside the price (lib/commerce/refunds/refund-terms) */
  refund: ProductRefund;
};

export type ProductPageView = {
  product: ProductView;
  announcements: Answer<typeof getAnnouncements> | null;
  discount: Answer<typeof getProductDiscount> | null;
  reviews: Answer<typeof getProductComments> | null;
  recommended: Answer<typeof getProductRecommend> | null;
  /** null when the options could not be read: the page then says booking is unavailable */
  booking: BookingView | null;
  /** variant id → its attribute values' names ("Adult · Morning"); absent when it has none */
  optionNames: Record<number, string>;
  /** how many options can be bought right now (the offer count of the JSON-LD) */
  buyable: number;
  /** a date or session is chosen in the booking panel: a flash sale of such a product is grabbed there (§4) */
  dated: boolean;
  /**
   * A dated product's true price range over its bookable calendar (lib/commerce/booking/calendar
   * calendarPriceRange): the headline shows it instead of the row's range from base prices. null
   * for plain products, or when the calendar could not be read or has nothing bookable.
   */
  calendarRange: { low: number; high: number } | null;
  /**
   * A dated product's next bookable date (and session time), with its lowest price then
   * (lib/commerce/booking/calendar nextOpening): the start of its structured data's Event. null for plain
   * products, or when the calendar could not be read or has nothing bookable.
   */
  nextOpening: { date: string; time: string | null; price: number } | null;
  /** when the calendar was read (the upstream's now), or null when it could not be */
  readAt: string | null;
};

export function reshapeProductPage(
  product: ProductView,
  answers: Pick<ProductPageView, "announcements" | "discount" | "reviews" | "recommended"> & {
    variants: VariantsAnswer | null;
  },
): ProductPageView {
  const { variants, ...rest } = answers;
  const valueNames: Record<number, string> = Object.fromEntries(
    product.attributes.flatMap((a) => a.values.map((v) => [v.id, v.name])),
  );
  const optionNames: Record<number, string> = {};
  for (const v of product.variants) {
    const name = v.attr_value_ids
      .map((id) => valueNames[id])
      .filter(Boolean)
      .join(" · ");
    if (name) optionNames[v.id] = name;
  }
  // what can be bought right now: plain stock per option, or a bookable date with stock
  const buyable = variants
    ? product.stock_type === STOCK_TYPE.plain
      ? variants.variants.filter((v) => effectiveStock(v.stock, v.min_purchase) > 0).length
      : priceCalendar(variants.calendars, variants.variants, variants.now).length > 0
        ? variants.variants.length
        : 0
    : product.variants.length;
  return {
    ...rest,
    product,
    booking: variants
      ? {
          now: variants.now,
          variants: variants.variants,
          valueNames,
          calendar: packCalendar(variants.calendars),
          productMin: product.min_purchase,
          productLimit: product.limit_purchased_type === "none" ? 0 : product.limit_purchased,
          refund: product.refund,
        }
      : null,
    optionNames,
    buyable,
    dated: isDated(product.stock_type) || product.price_calendar_required,
    calendarRange:
      variants && isDated(product.stock_type)
        ? calendarPriceRange(variants.calendars, variants.variants, variants.now)
        : null,
    nextOpening:
      variants && isDated(product.stock_type)
        ? nextOpening(variants.calendars, variants.variants, variants.now)
        : null,
    readAt: variants?.now ?? null,
  };
}
