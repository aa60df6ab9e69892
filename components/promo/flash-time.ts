import { SHOP_TIME_ZONE } from "@/lib/commerce/time/shop-time";
import { LOCALES, type Locale } from "@/lib/commerce/platform/locales";
import type { FlashWindow } from "./flash-sale-clock";

/** "24 Nov, 20:00" in the shop's time zone, in the page's language. Formatted once, on the server. */
export function shopTimeText(iso: string, locale: Locale): string {
  const lang = LOCALES.find((l) => l.code === locale)?.htmlLang ?? "en";
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, {
    timeZone: SHOP_TIME_ZONE,
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}

/** "20:00" in the shop's time zone. */
export function shopClockText(iso: string, locale: Locale): string {
  const lang = LOCALES.find((l) => l.code === locale)?.htmlLang ?? "en";
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, {
    timeZone: SHOP_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}

/** What a flash-sale clock needs from a server render: the window, the render's now, both ends in words. */
export function flashWindow(
  a: { start_date: string; end_date: string },
  renderNow: Date,
  locale: Locale,
): FlashWindow {
  return {
    start_date: a.start_date,
    end_date: a.end_date,
    renderNow: renderNow.toISOString(),
    startsAt: shopTimeText(a.start_date, locale),
    endsAt: shopTimeText(a.end_date, locale),
  };
}
