// Spec §1/§6 paid membership (three tiers, premium members), §4 "Membership runs 365 days from
// opening, then is renewed or lapses", §6 "Membership and VIP requests use fixed zh-hans and CNY",
// §9 tiers 1:30, 2:100, 3:1000 (default 2), 365 days, and "Membership is refunded pro rata by
// whole remaining months only if the provider ends service without cause".
import { formatMoney, symbolForCode } from "../pricing/money";
import { ORDER_TYPE } from "../orders/orders";

export const MEMBERSHIP_LEVELS = [1, 2, 3] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

/** §9: the tier preselected on /vip. */
export const DEFAULT_MEMBERSHIP_LEVEL: MembershipLevel = 2;

/** §9 tier prices in CNY minor units (the seed's membership_settings carry the same numbers). */
export const MEMBERSHIP_PRICES_CNY: Record<MembershipLevel, number> = {
  1: 3000,
  2: 10000,
  3: 100000,
};

/** §9 each package is valid 365 days. */
const MEMBERSHIP_DAYS = 365;

/** §6: membership and VIP calls go out in these, whatever the page's language and currency. */
export const MEMBERSHIP_CALL_LOCALE = "zh-hans";
export const MEMBERSHIP_CALL_CURRENCY = "CNY";

/** orders.order_type of a membership purchase. */
export const MEMBERSHIP_ORDER_TYPE = ORDER_TYPE.membership;

export function isMembershipLevel(n: unknown): n is MembershipLevel {
  return n === 1 || n === 2 || n === 3;
}

const DAY = 86_400_000;

/** §4: a member until the end date; lapsed at and after it. */
export function isActiveMembership(endAt: Date | null | undefined, now: Date): boolean {
  return !!endAt && endAt.getTime() > now.getTime();
}

export type MembershipTerm = { level: number; startAt: Date; endAt: Date };

/**
 * §4/§9: paying for a tier opens a membership for `days` from now; a renewal while still active
 * extends from the current end (the remaining days are kept) and keeps the original start; a
 * lapsed membership opens afresh. The level becomes the one bought, except that a renewal never
 * lowers the tier of the remaining time (a member renewing tier 1 while on tier 3 stays on 3).
 */
export function membershipAfterPurchase(
  current: MembershipTerm | null,
  level: number,
  now: Date,
  days: number = MEMBERSHIP_DAYS,
): MembershipTerm {
  if (current && isActiveMembership(current.endAt, now)) {
    return {
      level: Math.max(current.level, level),
      startAt: current.startAt,
      endAt: new Date(current.endAt.getTime() + days * DAY),
    };
  }
  return { level, startAt: now, endAt: new Date(now.getTime() + days * DAY) };
}

/** Adds calendar months in UTC, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
function addMonthsUtc(d: Date, months: number): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), last);
  return new Date(
    Date.UTC(
      y,
      m,
      day,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
}

/** Whole calendar months from `from` until `to` (0 when `to` is not after `from`). */
export function wholeMonthsBetween(from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  let months = Math.max(
    0,
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 +
      (to.getUTCMonth() - from.getUTCMonth()) -
      1,
  );
  while (addMonthsUtc(from, months + 1).getTime() <= to.getTime()) months += 1;
  return months;
}

/** A 365-day package counts as 12 months for the pro-rata refund. */
const MONTHS_PER_PACKAGE = 12;

/**
 * §9 pro-rata membership refund, only when the provider ends service: `paid` (minor units, all the
 * packages still covering the membership) × whole remaining months ÷ the months those packages
 * bought (12 each), rounded down to the minor unit. A partly used month is not refunded; nothing
 * is refunded for another reason, or once the membership has lapsed.
 */
export function membershipRefund(input: {
  paid: number;
  packages: number;
  endAt: Date;
  now: Date;
  reason: "provider-ends-service" | string;
}): {
  months: number;
  amount: number;
} {
  if (input.reason !== "provider-ends-service" || !(input.paid > 0) || !(input.packages > 0))
    return { months: 0, amount: 0 };
  const bought = input.packages * MONTHS_PER_PACKAGE;
  const months = Math.min(wholeMonthsBetween(input.now, input.endAt), bought);
  return { months, amount: Math.floor((input.paid * months) / bought) };
}

/** §5 free products (a tier's free_products) cannot be booked alone: true when every line is one. */
export function freeProductsAlone(lines: { free: boolean }[]): boolean {
  return lines.length > 0 && lines.every((l) => l.free);
}

/**
 * §1/§6 member price: `percent` off the price, rounded to the nearest minor unit; the price itself
 * when the percent is out of range (0 or below, 100 or above).
 */
export function memberPrice(price: number, percent: number): number {
  if (!(percent > 0) || percent >= 100 || !(price > 0)) return price;
  return Math.round((price * (100 - percent)) / 100);
}

/**
 * §5 "A loyalty-programme ID must be valid". The spec gives no format, so we use the common one
 * of loyalty and card numbers (docs/decisions/loyalty-programme-id.md): 8–16 digits, spaces or
 * dashes allowed between groups, the last digit a Luhn check digit. Answers the digits, or null.
 */
export function normaliseLoyaltyId(raw: string): string | null {
  if (!/^\d[\d -]{6,30}\d$/.test(raw.trim())) return null;
  const digits = raw.replace(/[ -]/g, "");
  if (!/^\d{8,16}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0 ? digits : null;
}

/**
 * A membership price as /vip shows it: always in CNY (§6), with the currency named ("¥100.00 CNY"),
 * so it never reads as the shop's own currency beside "JP¥" prices elsewhere.
 */
export function membershipPriceText(amountMinor: number): string {
  return `${formatMoney(amountMinor, symbolForCode(MEMBERSHIP_CALL_CURRENCY))} ${MEMBERSHIP_CALL_CURRENCY}`;
}
