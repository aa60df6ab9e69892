// Spec §5: calendar dates and events are offered only if they are not earlier than now plus the
// variant's booking lead days and time; stock below min_purchase counts as 0. Dates and times are
// the shop's business time (GMT+8, spec §9).
import type { CalendarDay, Variant } from "./wire/product";

export const SHOP_UTC_OFFSET_HOURS = 8;
/** "Few left" below or at this many (a display choice; the spec names the state, not the number). */
export const FEW_LEFT = 5;

/** Whether a slot or date shows "few left": some remain, and no more than FEW_LEFT. */
export function isFewLeft(stock: number): boolean {
  return stock > 0 && stock <= FEW_LEFT;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Milliseconds since the epoch of `date` ("YYYY-MM-DD") at `time` ("HH:mm") in shop time. */
export function shopInstant(date: string, time = "00:00"): number {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return Date.parse(`${date}T00:00:00Z`) + (h * 60 + m) * 60_000 - SHOP_UTC_OFFSET_HOURS * HOUR;
}

/** Today's date in shop time. */
export function shopToday(now: Date | string): string {
  const at = typeof now === "string" ? Date.parse(now) : now.getTime();
  return new Date(at + SHOP_UTC_OFFSET_HOURS * HOUR).toISOString().slice(0, 10);
}

/**
 * The booking deadline of a date: `leadDays` days before it, at `leadTime`. A lead of 1 day at
 * 18:00 means tomorrow can be booked until 18:00 today; 0 days at 23:59 means until the end of
 * the day itself.
 */
export function bookingDeadline(date: string, leadDays: number, leadTime: string): number {
  return shopInstant(date, leadTime) - leadDays * DAY;
}

export function isDateBookable(date: string, now: Date | string, variant: Pick<Variant, "book_n_days_before_book_date" | "book_time_before_book_date">): boolean {
  const at = typeof now === "string" ? Date.parse(now) : now.getTime();
  if (date < shopToday(new Date(at))) return false;
  return at <= bookingDeadline(date, variant.book_n_days_before_book_date, variant.book_time_before_book_date);
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
  /** lowest price among bookable variants / sessions that date, minor units */
  price: number;
  stock: number;
  fewLeft: boolean;
};

/**
 * The ★ price calendar: for each date with something bookable, the lowest price and whether few
 * are left. Dates with nothing bookable are absent.
 */
export function priceCalendar(calendars: CalendarDay[], variants: Variant[], now: Date | string): DayOffer[] {
  const byId = new Map(variants.map((v) => [v.id, v]));
  const out = new Map<string, DayOffer>();
  for (const day of calendars) {
    const variant = byId.get(day.variant_id);
    if (!variant || !isDateBookable(day.date, now, variant)) continue;
    const options = day.events.length
      ? day.events
          .filter((e) => isEventBookable(day.date, e.time, now, variant))
          .map((e) => ({ price: e.price_amount, stock: effectiveStock(e.stock_num, variant.min_purchase) }))
      : [{ price: day.price_amount, stock: effectiveStock(day.stock_num, variant.min_purchase) }];
    for (const o of options) {
      if (o.stock <= 0) continue;
      const prev = out.get(day.date);
      const stock = (prev?.stock ?? 0) + o.stock;
      out.set(day.date, { date: day.date, price: prev ? Math.min(prev.price, o.price) : o.price, stock, fewLeft: isFewLeft(stock) });
    }
  }
  return [...out.values()].sort((a, b) => a.date.localeCompare(b.date));
}
