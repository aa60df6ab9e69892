"use client";

import { useTranslations } from "next-intl";
import { useController, useFormContext } from "react-hook-form";
import type { CheckoutFormValues } from "@/lib/commerce/checkout/checkout-form";
import { formatMoney } from "@/lib/commerce/pricing/money";
import type { Fee } from "@/lib/commerce/checkout/checkout.schema";
import { Section } from "./section";

/**
 * §3 Points, §5 "Points must not exceed the balance", §9 "deducted points are non-refundable": a
 * switch for the best redemption the balance allows on this order, with the money it is worth.
 */
export function PointsToggle({ point, symbol }: { point: Fee["point"]; symbol: string }) {
  const t = useTranslations("checkout");
  const { control } = useFormContext<CheckoutFormValues>();
  const { field } = useController({ control, name: "use_points" });
  const on = field.value && point.points > 0;
  const offer = on
    ? { points: point.points, money: point.money }
    : { points: point.max_points, money: point.max_money };
  const usable = offer.points > 0;

  return (
    <Section
      title={t("points")}
      note={t("pointsBalance", { balance: point.balance })}
      testId="checkout-points"
    >
      {usable ? (
        <label className="flex cursor-pointer items-center justify-between gap-3 text-sm">
          <span data-testid="checkout-points-offer">
            {t("pointsUse", { points: offer.points, money: formatMoney(offer.money, symbol) })}
          </span>
          <input
            type="checkbox"
            role="switch"
            className="h-5 w-5 shrink-0 accent-primary"
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
            data-testid="checkout-points-switch"
          />
        </label>
      ) : (
        <p className="text-sm text-muted" data-testid="checkout-points-none">
          {t("pointsNotEnough")}
        </p>
      )}
      {usable ? <p className="mt-2 text-xs text-muted">{t("pointsNote")}</p> : null}
    </Section>
  );
}
