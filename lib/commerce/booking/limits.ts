// Spec §4 Limit periods (day, week, month, year, period, calendar, forever) and limit types (none,
// product, sku); §5 "Limits apply: per-order, daily, weekly, monthly and yearly purchase limits";
// §8 21001 beyond purchase range. Calendar units are the shop's (GMT+8, §9).
import { shopInstant, shopToday } from "../time/shop-time";
import { Codes } from "../contract/error-codes";

/** §4 Limit periods. */
export const LIMIT_PERIODS = [
  "day",
  "week",
  "month",
  "year",
  "period",
  "calendar",
  "forever",
] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** §4 Limit types: none, per product, per option (sku). */
export const LIMIT_TYPES = ["none", "product", "sku"] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/**
 * Orders counted against a limit: placed at or after `from` and before `to` (half-open; `to` is
 * the start of the next unit). null = unbounded on that side. For "calendar" the window is not
 * about when orders were placed but which date of use they book: `bookAt`.
 */
export type LimitWindow = { from: Date | null; to: Date | null; bookAt?: string };

const DAY = 24 * 3600_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" of the first day of the month `monthIndex` (0-based, may overflow) of `year`. */
function firstOfMonth(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);
}

/** A sale-period bound: a date is a shop day (GMT+8); a full timestamp is taken as it is. */
function periodBound(value: string, end: boolean): Date {
  const at = DATE_ONLY.test(value) ? shopInstant(value) + (end ? DAY : 0) : Date.parse(value);
  if (Number.isNaN(at)) throw new RangeError(`invalid sale period bound: ${value}`);
  return new Date(at);
}

/**
 * §4 Limit periods: the window a limit counts in. day/week (Monday first)/month/year are the shop's
 * calendar units (GMT+8) containing `now`; period is the product's sale period, whole days from
 * periodFrom to periodTo inclusive (a missing bound is open); calendar counts the orders for the
 * same date of use (throws RangeError without bookAt, rather than silently counting all time);
 * forever is all time.
 */
export function limitWindow(
  period: LimitPeriod,
  now: Date,
  context: { periodFrom?: string; periodTo?: string | null; bookAt?: string },
): LimitWindow {
  const today = shopToday(now);
  const [year = 0, month = 1] = today.split("-").map(Number);
  const span = (fromDate: string, toDate: string): LimitWindow => ({
    from: new Date(shopInstant(fromDate)),
    to: new Date(shopInstant(toDate)),
  });
  switch (period) {
    case "day": {
      const from = shopInstant(today);
      return { from: new Date(from), to: new Date(from + DAY) };
    }
    case "week": {
      // getUTCDay of the shop date: 0 Sunday … 6 Saturday; Monday starts the week
      const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      const from = shopInstant(today) - sinceMonday * DAY;
      return { from: new Date(from), to: new Date(from + 7 * DAY) };
    }
    case "month":
      return span(firstOfMonth(year, month - 1), firstOfMonth(year, month));
    case "year":
      return span(firstOfMonth(year, 0), firstOfMonth(year + 1, 0));
    case "period":
      return {
        from: context.periodFrom ? periodBound(context.periodFrom, false) : null,
        to: context.periodTo ? periodBound(context.periodTo, true) : null,
      };
    case "calendar":
      if (!context.bookAt || !DATE_ONLY.test(context.bookAt))
        throw new RangeError("a calendar limit needs the date of use (bookAt)");
      return { from: null, to: null, bookAt: context.bookAt };
    case "forever":
      return { from: null, to: null };
  }
}

/**
 * §5 limits / §8 21001: whether `requested` more fit under `limit` given what was already bought
 * in the window. A limit of 0 (or below) means unlimited; `left` never goes below 0.
 */
export function limitVerdict(input: {
  limit: number;
  alreadyBought: number;
  requested: number;
}): { ok: true } | { ok: false; code: typeof Codes.beyondPurchaseRange; left: number } {
  if (!(input.limit > 0)) return { ok: true };
  const left = Math.max(0, input.limit - Math.max(0, input.alreadyBought));
  return input.requested <= left
    ? { ok: true }
    : { ok: false, code: Codes.beyondPurchaseRange, left };
}

/** §4 Limit types: what a limit counts: nothing, the whole product, or one variant (sku). */
export function limitTarget(type: LimitType): "none" | "product" | "variant" {
  return type === "sku" ? "variant" : type;
}
