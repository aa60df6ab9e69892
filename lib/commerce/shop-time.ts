// Spec §9: the shop's times are GMT+8 (coupon validity, after-sales windows, vouchers). One way to
// tell an instant to a shopper, with the zone named, so a page and a PDF never disagree.
import { SHOP_UTC_OFFSET_HOURS } from "./calendar";

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
