// Spec §5: calendar dates and events are offered only if they are not earlier than now plus the
// variant's booking lead days and time; stock below min_purchase counts as 0. Dates and times are
// the shop's business time (GMT+8, spec §9).
import { shopInstant, shopToday } from "../time/shop-time";
import type { CalendarDay, Variant } from "../catalogue/product.schema";

/** "Few left" below or at this many (a display choice; the spec names the state, not the number). */
const FEW_LEFT = 5;

/** Whether a slot or date shows "few left": some remain, and no more than FEW_LEFT. */
export function isFewLeft(stock: number): boolean {
  return stock > 0 && stock <= FEW_LEFT;
}

const DAY = 24 * 3600_000;

/** A calendar date ("YYYY-MM-DD") as a day number (days since 1970-01-01): how dates cross to the browser in packed calendars. */
export function epochDay(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);
}

/** The calendar date ("YYYY-MM-DD") of a day number from `epochDay`. */
export function epochDate(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/**
 * The booking deadline of a date: `leadDays` days before it, at `leadTime`. A lead of 1 day at
 * 18:00 means tomorrow can be booked until 18:00 today; 0 days at 23:59 means until the end of
 * the day itself.
 */
export function bookingDeadline(date: string, leadDays: number, leadTime: string): number {
  return shopInstant(date, leadTime) - leadDays * DAY;
}

export function isDateBookable(
  date: string,
  now: Date | string,
  variant: Pick<Variant, "book_n_days_before_book_date" | "book_time_before_book_date">,
): boolean {
  const at = typeof now === "string" ? Date.parse(now) : now.getTime();
  if (date < shopToday(new Date(at))) return false;
  return (
    at <=
    bookingDeadline(date, variant.book_n_days_before_book_date, variant.book_time_before_book_date)
  );
}

/** A session must also not have started. */
export function isEventBookable(
  date: string,
  time: string,
  now: Date | string,
  variant: Pick<Variant, "book_n_days_before_book_date" | "book_time_before_book_date">,
): boolean {
  const at = typeof now === "string" ? Date.parse(now) : now.getTime();
  return isDateBookable(date, now, variant) && shopInstant(date, time) > at;
}

/** Stock that can actually be sold: below min_purchase nobody can buy, so it is 0. */
export function effectiveStock(stock: number, minPurchase: number): number {
  return stock < Math.max(1, minPurchase) ? 0 : stock;
}

export type DayOffer = {
  date: string;
  /** lowest price among bookable variants / sessions that date (of the chosen option, when one is chosen), minor units */
  price: number;
  stock: number;
  fewLeft: boolean;
};

/** The bookable slots of one calendar day: the day itself, or its sessions not yet started (stock below min_purchase is 0). */
function openSlots(
  day: CalendarDay,
  variant: Variant,
  now: Date | string,
): { price: number; stock: number }[] {
  if (!isDateBookable(day.date, now, variant)) return [];
  const slots = day.events.length
    ? day.events
        .filter((e) => isEventBookable(day.date, e.time, now, variant))
        .map((e) => ({
          price: e.price_amount,
          stock: effectiveStock(e.stock_num, variant.min_purchase),
        }))
    : [{ price: day.price_amount, stock: effectiveStock(day.stock_num, variant.min_purchase) }];
  return slots.filter((o) => o.stock > 0);
}

/**
 * The ★ price calendar: for each date with something bookable, the lowest price and whether few
 * are left. Dates with nothing bookable are absent. With `variantId` (the option the shopper has
 * chosen, spec §2 "booking: date, options"), a date shows that option's price and stock only: the
 * price tapped is the price paid. Its stock is then its best slot — what one booking can take, the
 * quantity stepper's bound (components/product/booking-state) — so "few left" and the stepper agree.
 * Without one, a date shows the lowest price over all options and their stock together.
 */
export function priceCalendar(
  calendars: CalendarDay[],
  variants: Variant[],
  now: Date | string,
  variantId: number | null = null,
): DayOffer[] {
  const byId = new Map(variants.map((v) => [v.id, v]));
  const out = new Map<string, DayOffer>();
  for (const day of calendars) {
    if (variantId !== null && day.variant_id !== variantId) continue;
    const variant = byId.get(day.variant_id);
    if (!variant) continue;
    for (const o of openSlots(day, variant, now)) {
      const prev = out.get(day.date);
      const stock =
        variantId === null ? (prev?.stock ?? 0) + o.stock : Math.max(prev?.stock ?? 0, o.stock);
      out.set(day.date, {
        date: day.date,
        price: prev ? Math.min(prev.price, o.price) : o.price,
        stock,
        fewLeft: isFewLeft(stock),
      });
    }
  }
  // ISO dates order as plain strings; localeCompare would load ICU's collation data on the first
  // call, ~40 ms of a phone's main thread while the product page hydrates
  // (docs/decisions/product-page-weight.md)
  return [...out.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Spec §3 minPrice / maxPrice of a dated product as the shopper meets them: the lowest and highest
 * price of any option on any bookable date or session with stock. Per-day prices can sit above an
 * option's base price, so the product row's range (from base prices) would understate the top.
 * null when nothing can be booked.
 */
export function calendarPriceRange(
  calendars: CalendarDay[],
  variants: Variant[],
  now: Date | string,
): { low: number; high: number } | null {
  const byId = new Map(variants.map((v) => [v.id, v]));
  let low = Infinity;
  let high = -Infinity;
  for (const day of calendars) {
    const variant = byId.get(day.variant_id);
    if (!variant) continue;
    for (const o of openSlots(day, variant, now)) {
      low = Math.min(low, o.price);
      high = Math.max(high, o.price);
    }
  }
  return low === Infinity ? null : { low, high };
}

/**
 * The first date (and session time, for stock type 2) a shopper can still book, with its lowest
 * price then: the start of a dated product's next occurrence (its structured data, lib/seo). The
 * same slots the ★ calendar offers (openSlots). null when nothing can be booked.
 */
export function nextOpening(
  calendars: CalendarDay[],
  variants: Variant[],
  now: Date | string,
): { date: string; time: string | null; price: number } | null {
  const byId = new Map(variants.map((v) => [v.id, v]));
  type Slot = { date: string; time: string | null; price: number };
  let best = null as Slot | null;
  const key = (o: Slot) => `${o.date} ${o.time ?? ""}`;
  for (const day of calendars) {
    const variant = byId.get(day.variant_id);
    if (!variant || !isDateBookable(day.date, now, variant)) continue;
    const slots = day.events.length
      ? day.events
          .filter(
            (e) =>
              isEventBookable(day.date, e.time, now, variant) &&
              effectiveStock(e.stock_num, variant.min_purchase) > 0,
          )
          .map((e) => ({ date: day.date, time: e.time, price: e.price_amount }))
      : effectiveStock(day.stock_num, variant.min_purchase) > 0
        ? [{ date: day.date, time: null, price: day.price_amount }]
        : [];
    for (const slot of slots) {
      if (best === null || key(slot) < key(best)) best = slot;
      else if (key(slot) === key(best))
        best = { date: best.date, time: best.time, price: Math.min(best.price, slot.price) };
    }
  }
  return best;
}
