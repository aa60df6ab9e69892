// Spec §9 customer service: Monday to Friday 10:00–18:00, replies within 1 working day. The hours
// are the shop's (GMT+8, the zone §9 uses for coupon validity), whatever the shopper's own zone.
import { SHOP_TIME_ZONE, shopWallClock } from "../time/shop-time";

export const CUSTOMER_SERVICE = {
  /** ISO weekdays: 1 Monday … 7 Sunday */
  days: [1, 2, 3, 4, 5] as readonly number[],
  opensAt: "10:00",
  closesAt: "18:00",
  timeZone: SHOP_TIME_ZONE,
  replyWithinWorkingDays: 1,
} as const;

const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Weekday (1–7) and minute of the day of an instant in a time zone. */
export function localClock(at: Date, timeZone: string): { weekday: number; minute: number } {
  // the shop's zone keeps one offset: its clock is arithmetic (shopWallClock), no Intl formatter
  // (whose first use costs a phone's main thread ~50 ms while the chat button hydrates)
  if (timeZone === SHOP_TIME_ZONE) {
    const local = shopWallClock(at);
    return {
      weekday: local.getUTCDay() || 7,
      minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  }
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    weekday: WEEKDAY[part("weekday")] ?? 0,
    minute: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** §9: is customer service staffed at this instant? [10:00, 18:00) on Monday–Friday, shop time. */
export function customerServiceOpen(
  at: Date,
  hours: {
    days: readonly number[];
    opensAt: string;
    closesAt: string;
    timeZone: string;
  } = CUSTOMER_SERVICE,
): boolean {
  if (Number.isNaN(at.getTime())) return false;
  const { weekday, minute } = localClock(at, hours.timeZone);
  return (
    hours.days.includes(weekday) &&
    minute >= minutes(hours.opensAt) &&
    minute < minutes(hours.closesAt)
  );
}
