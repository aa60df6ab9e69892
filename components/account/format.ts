import { shopMinute, shopToday } from "@/lib/commerce/time/shop-time";
import type { Locale } from "@/lib/commerce/platform/locales";
import { formatMoney, percentOffFold } from "@/lib/commerce/pricing/money";
import type { Coupon } from "@/lib/commerce/catalogue/product.schema";
import { DISCOUNT_TYPE } from "@/lib/commerce/coupons/coupons";

/** "2025-06-30" in shop time (GMT+8, spec §9) from an ISO timestamp or a date. */
export function shopDate(value: string): string {
  return Number.isNaN(Date.parse(value)) ? value.slice(0, 10) : shopToday(value);
}

export type CouponValue =
  | { key: "couponFixed"; values: { amount: string } }
  | { key: "couponPercent"; values: { percent: number } };

/**
 * A coupon's headline as a "product" message: fixed per currency, or percent off — shown as
 * (100 − percent) ÷ 10 折 in Chinese (spec §9), as "15% off" in English.
 */
export function couponValue(
  coupon: Pick<Coupon, "discount_value_type" | "discount_value_amount" | "discount_percent">,
  locale: Locale,
  symbol: string,
): CouponValue {
  if (coupon.discount_value_type === DISCOUNT_TYPE.fixed)
    return {
      key: "couponFixed",
      values: { amount: formatMoney(coupon.discount_value_amount, symbol) },
    };
  return {
    key: "couponPercent",
    values: {
      percent: locale === "en" ? coupon.discount_percent : percentOffFold(coupon.discount_percent),
    },
  };
}

/** "+852 91234567" whether the upstream stored the number with or without its calling code. */
export function phoneText(countryCode: string, phone: string): string {
  return phone.startsWith("+") ? phone : `+${countryCode} ${phone}`;
}

/** Default first, the rest in the upstream's order. */
export function defaultFirst<T extends { is_default: boolean }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** "2025-06-30 18:05" in shop time (GMT+8, spec §9) from an ISO timestamp; anything else as it came. */
export function shopDateTime(value: string): string {
  return Number.isNaN(Date.parse(value)) ? value : shopMinute(value);
}
