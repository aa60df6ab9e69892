// Spec §9: the shop's times are GMT+8 (coupon validity, after-sales windows, vouchers). One way to
// tell an instant to a shopper, with the zone named, so a page and a PDF never disagree.
import { SHOP_UTC_OFFSET_HOURS } from "./shop-zone";
import { LOCALES } from "../platform/locales";

/** The shop's time zone, named wherever a time is shown: pages and PDFs. */
export const SHOP_ZONE_NAME = `GMT+${SHOP_UTC_OFFSET_HOURS}`;

/**
 * An instant as the shop tells it, in one zone everywhere — "2026-11-26 06:44 GMT+8" on the voucher
 * page and in the voucher PDF alike (never a bare time, never UTC beside it). Unreadable input is
 * returned as it came.
 */
export function shopStamp(value: Date | string): string {
  const at = typeof value === "string" ? Date.parse(value) : value.getTime();
  if (Number.isNaN(at)) return String(value);
  return `${new Date(at + SHOP_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 16).replace("T", " ")} ${SHOP_ZONE_NAME}`;
}

/**
 * A day of use (a "YYYY-MM-DD" calendar date, §5 book_at) as the shopper's language writes it —
 * "Mon, Nov 30, 2026", "2026年11月30日周一" — one formatter for the cart, the checkout and the
 * order pages (issue 21: the cart and the checkout wrote the same day two ways). A calendar day
 * has no zone: it is read and written in UTC so no offset moves it. Anything else comes back as it was.
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
