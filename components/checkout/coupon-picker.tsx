"use client";

import { useTranslations } from "next-intl";
import { useController, useFormContext } from "react-hook-form";
import { shopDate } from "@/components/account/format";
import type { CheckoutFormValues } from "@/lib/commerce/checkout/checkout-form";
import { formatMoney } from "@/lib/commerce/pricing/money";
import type { Fee } from "@/lib/commerce/checkout/checkout.schema";
import { Section } from "./section";

type Coupon = Fee["coupons"][number];
const REASONS = [
  "used",
  "notStarted",
  "expired",
  "minSpent",
  "memberOnly",
  "notApplicable",
] as const;
type Reason = (typeof REASONS)[number];
const isReason = (r: string | null): r is Reason => REASONS.includes(r as Reason);

/**
 * §5 Coupons and points: the shopper's coupons for this order — usable ones with what they take
 * off, then the ones that cannot be used, greyed, with the reason in words.
 */
export function CouponPicker({
  coupons,
  symbol,
  productAmount,
}: {
  coupons: Coupon[];
  symbol: string;
  productAmount: number;
}) {
  const t = useTranslations("checkout");
  const { control } = useFormContext<CheckoutFormValues>();
  const { field } = useController({ control, name: "coupon_id" });
  const usable = coupons.filter((c) => c.usable);
  const unusable = coupons.filter((c) => !c.usable);

  const reasonText = (c: Coupon) => {
    if (c.reason === "minSpent")
      return t("couponReason.minSpent", {
        amount: formatMoney(Math.max(0, c.min_spent_amount - productAmount), symbol),
      });
    return isReason(c.reason) ? t(`couponReason.${c.reason}`) : t("couponUnusable");
  };
  const terms = (c: Coupon) =>
    [
      c.min_spent_amount > 0
        ? t("couponMinSpent", { amount: formatMoney(c.min_spent_amount, symbol) })
        : t("couponNoMinimum"),
      t("couponUntil", { date: shopDate(c.expires_at) }),
    ].join(" · ");

  return (
    <Section title={t("coupons")} testId="checkout-coupons">
      {coupons.length === 0 ? (
        <p className="text-sm text-muted" data-testid="checkout-coupons-empty">
          {t("couponsEmpty")}
        </p>
      ) : (
        <div
          className="flex flex-col gap-2"
          role="radiogroup"
          aria-labelledby="checkout-coupons-title"
        >
          {usable.length ? (
            <div>
              <label className="flex cursor-pointer items-center gap-3 rounded-brand p-3 text-sm ring-1 ring-line hover:ring-primary">
                <input
                  type="radio"
                  name="checkout-coupon"
                  className="h-4 w-4 accent-primary"
                  checked={field.value === null}
                  onChange={() => field.onChange(null)}
                />
                {t("noCoupon")}
              </label>
            </div>
          ) : null}
          {usable.map((c) => {
            const on = field.value === c.user_coupon_id;
            return (
              <div key={c.user_coupon_id}>
                <label
                  className={`flex cursor-pointer items-center gap-3 rounded-brand p-3 ring-1 ${on ? "bg-primary/5 ring-primary" : "ring-line hover:ring-primary"}`}
                  data-testid="checkout-coupon"
                >
                  <input
                    type="radio"
                    name="checkout-coupon"
                    className="h-4 w-4 shrink-0 accent-primary"
                    checked={on}
                    onChange={() => field.onChange(c.user_coupon_id)}
                  />
                  <span className="flex min-w-0 flex-1 flex-col text-sm">
                    <span className="font-medium">{c.name}</span>
                    <span className="text-xs text-muted">{terms(c)}</span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold text-accent">
                    {t("couponSave", { amount: formatMoney(c.discount_amount, symbol) })}
                  </span>
                </label>
              </div>
            );
          })}
          {unusable.map((c) => (
            <div key={c.user_coupon_id}>
              <div
                className="flex items-center gap-3 rounded-brand bg-bg p-3 text-muted ring-1 ring-line"
                aria-disabled="true"
                data-testid="checkout-coupon-unusable"
              >
                <input
                  type="radio"
                  name="checkout-coupon"
                  className="h-4 w-4 shrink-0"
                  disabled
                  aria-label={c.name}
                />
                <span className="flex min-w-0 flex-1 flex-col text-sm">
                  <span className="font-medium">{c.name}</span>
                  <span className="text-xs">{terms(c)}</span>
                </span>
                <span className="shrink-0 text-xs" data-testid="checkout-coupon-reason">
                  {reasonText(c)}
                </span>
              </div>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
