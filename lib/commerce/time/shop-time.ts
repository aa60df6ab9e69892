// Spec §9: the shop's business time is GMT+8 — calendar dates and sessions (§5), coupon validity,
// after-sales windows, vouchers, order numbers and the customer-service hours. The one module that
// knows the offset: every shop day, shop minute and zone name in both programs comes from here, so
// a page, a PDF, an SQL filter and a refund cut-off can never disagree about what "today" is.
import { LOCALES } from "../platform/locales";

const OFFSET_HOURS = 8;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET_MS = OFFSET_HOURS * HOUR;

/** The offset in seconds, for SQL that turns a shop date and time into epoch seconds. */
export const SHOP_OFFSET_SECONDS = OFFSET_HOURS * 3600;
/** The zone as people read it, wherever a time is shown: pages, PDFs ("GMT+8"). */
export const SHOP_ZONE_NAME = `GMT+${OFFSET_HOURS}`;
/**
 * The zone for Intl.DateTimeFormat: IANA's fixed-offset name, which keeps that offset all year by
 * definition (IANA writes these with the sign reversed: Etc/GMT-8 is UTC+8).
 */
export const SHOP_TIME_ZONE = `Etc/GMT-${OFFSET_HOURS}`;
/** The offset as ISO 8601 writes it after a local time ("+08:00"). */
export const SHOP_ISO_OFFSET = `+${String(OFFSET_HOURS).padStart(2, "0")}:00`;

const ms = (at: Date | string | number) =>
  typeof at === "number" ? at : typeof at === "string" ? Date.parse(at) : at.getTime();

/**
 * The shop's wall clock at an instant, as a Date whose UTC fields read the shop's local time
 * (getUTCDay, getUTCHours …). Arithmetic, not Intl: the first Intl formatter a page builds costs
 * ~50 ms of a phone's main thread, and the chat button reads this clock while the page hydrates.
 */
export function shopWallClock(at: Date | string | number): Date {
  return new Date(ms(at) + OFFSET_MS);
}

/** The shop's calendar day of an instant, "YYYY-MM-DD" (today's date in shop time, for `now`). */
export function shopToday(at: Date | string | number): string {
  return shopWallClock(at).toISOString().slice(0, 10);
}

/** An instant as the shop's clock shows it: "YYYY-MM-DD HH:mm" (unnamed; see shopStamp). */
export function shopMinute(at: Date | string | number): string {
  return shopWallClock(at).toISOString().slice(0, 16).replace("T", " ");
}

/** Milliseconds since the epoch of `date` ("YYYY-MM-DD") at `time` ("HH:mm") in shop time. */
export function shopInstant(date: string, time = "00:00"): number {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return Date.parse(`${date}T00:00:00Z`) + (h * 60 + m) * 60_000 - OFFSET_MS;
}

/** The first instant (ms) of the shop day that contains `at`. */
export function shopMidnight(at: Date | string | number): number {
  return Math.floor((ms(at) + OFFSET_MS) / DAY) * DAY - OFFSET_MS;
}

/** The calendar date `days` after `date` ("YYYY-MM-DD"; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * The last instant of minute `time` ("HH:mm") on shop day `day` shifted by `days` — a cut-off
 * minute is inclusive (by 18:00 means up to 18:00:59.999).
 */
export function cutOff(day: string, days: number, time: string): Date {
  return new Date(shopInstant(day, time) + days * DAY + 59_999);
}

/** ISO 8601 of a shop date and time with the shop's offset: "2026-11-30T09:30:00+08:00". */
export function shopIsoDateTime(date: string, time: string): string {
  return `${shopWallClock(shopInstant(date, time)).toISOString().slice(0, 19)}${SHOP_ISO_OFFSET}`;
}

/**
 * An instant as the shop tells it, in one zone everywhere — "2026-11-26 06:44 GMT+8" on the voucher
 * page and in the voucher PDF alike (never a bare time, never UTC beside it). Unreadable input is
 * returned as it came.
 */
export function shopStamp(value: Date | string): string {
  if (Number.isNaN(ms(value))) return String(value);
  return `${shopMinute(value)} ${SHOP_ZONE_NAME}`;
}

/**
 * A day of use (a "YYYY-MM-DD" calendar date, §5 book_at) as the shopper's language writes it —
 * "Mon, Nov 30, 2026", "2026年11月30日周一" — one formatter for the cart, the checkout and the
 * order pages. A calendar day has no zone: it is read and written in UTC so no offset moves it.
 * Anything else comes back as it was.
 */
export function formatUseDay(date: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date) return date;
  const htmlLang = LOCALES.find((l) => l.code === locale)?.htmlLang ?? "en";
  return new Intl.DateTimeFormat(htmlLang, {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(at);
}
