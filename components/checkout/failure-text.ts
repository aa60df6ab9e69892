"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/account/use-error-text";
import { Codes } from "@/lib/commerce/contract/error-codes";

const PERIODS = new Set(["day", "week", "month", "year", "period", "calendar", "forever"]);
/** keys that say nothing about the code itself */
const UNSPECIFIC = new Set(["generic", "unavailable", "internalError"]);

/**
 * The words for a failed fee or booking call. 21001 says which limit and how many are left (spec §8
 * cart messages: sale from {minBuy} pieces, maximum purchase quantity {quantity}, daily … yearly
 * limits); 20005 how many are left and for which date; everything else is the code's "errors" message, or — for the fee — the generic
 * coupon-loading failure when the code has none (§8 "For coupon and fee fetch failures").
 */
export function useFailureText() {
  const t = useTranslations("checkout");
  const te = useTranslations("errors");
  const errorText = useErrorText();
  return (
    failure: { code: number; errorKey: string; data?: Record<string, unknown> },
    fallback: "fee" | "booking" = "booking",
  ): string => {
    if (failure.code === Codes.beyondPurchaseRange) {
      const reason = typeof failure.data?.reason === "string" ? failure.data.reason : "";
      const quantity = typeof failure.data?.quantity === "number" ? failure.data.quantity : null;
      if (quantity !== null && reason === "minBuy") return t("limitMinBuy", { quantity });
      if (quantity !== null && reason === "maxQuantity") return t("limitMax", { quantity });
      if (quantity !== null && PERIODS.has(reason))
        return t("limitPeriod", { period: reason, quantity });
    }
    // 20005 says how many are left of that slot and for which date (upstream/routes/checkout documents data)
    if (failure.code === Codes.insufficientStock && typeof failure.data?.available === "number") {
      const date = typeof failure.data.book_at === "string" ? failure.data.book_at : "none";
      return t("stockLeft", { count: failure.data.available, date });
    }
    if (
      fallback === "fee" &&
      (UNSPECIFIC.has(failure.errorKey) ||
        !te.has(failure.errorKey as Parameters<typeof te.has>[0]))
    )
      return t("couponLoadFailed");
    return errorText(failure.errorKey);
  };
}
