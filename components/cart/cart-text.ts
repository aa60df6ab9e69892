"use client";

import { useTranslations } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { useErrorText, useLazyErrorText } from "@/components/account/use-error-text";

// Spec §8 cart messages, in words: a failed basket call (code + 21001 reason/quantity) or a
// basket line's `problem` becomes one "cart" message, with how many are left where the upstream
// says so. Codes outside the cart messages fall back to the "errors" namespace.

type CartKey = keyof Messages["cart"];

export type CartSay =
  { key: CartKey; values?: Record<string, number>; left?: number } | { error: string };

export type Failure = { code: number; errorKey: string; data?: Record<string, unknown> };

const LIMIT_KEYS: Record<string, CartKey> = {
  day: "limitDay",
  week: "limitWeek",
  month: "limitMonth",
  year: "limitYear",
  period: "limitPeriod",
  calendar: "limitCalendar",
  forever: "limitForever",
};

const numberOf = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isFinite(v) ? v : undefined;

/** §8 21001 by its reason (minBuy, maxQuantity, day…forever, basketFull), with data.quantity. */
function beyondRange(reason: unknown, quantity: number | undefined): CartSay {
  if (reason === "minBuy" && quantity !== undefined)
    return { key: "minBuy", values: { minBuy: quantity } };
  if (reason === "maxQuantity" && quantity !== undefined)
    return { key: "maxQuantity", values: { quantity } };
  if (reason === "basketFull" && quantity !== undefined)
    return { key: "basketFull", values: { quantity } };
  if (typeof reason === "string" && LIMIT_KEYS[reason])
    return { key: LIMIT_KEYS[reason], ...(quantity !== undefined ? { left: quantity } : {}) };
  return { key: "overLimit" };
}

/** A failed basket call: what to tell the shopper. `fallback` when the code has no cart message. */
export function failureMessage(failure: Failure, fallback: CartKey = "addFailed"): CartSay {
  switch (failure.code) {
    case Codes.beyondPurchaseRange:
      return beyondRange(failure.data?.reason, numberOf(failure.data?.quantity));
    case Codes.insufficientStock: {
      // How many of that slot are left, where the upstream says (data.available)
      const available = numberOf(failure.data?.available);
      return available === undefined
        ? { key: "insufficientStock" }
        : { key: "stockLeft", values: { count: available } };
    }
    case Codes.offShelf:
      return { key: "offShelf" };
    case Codes.itemMissing:
      return { key: "expired" };
    case Codes.deliveryTypesDiffer:
      return { key: "deliveryTypes" };
    default:
      return failure.code === -1 ||
        failure.errorKey === "unavailable" ||
        failure.errorKey === "generic"
        ? { key: fallback }
        : { error: failure.errorKey };
  }
}

/** A basket line's `problem` (the upstream's cart message key) in words. */
export function problemMessage(problem: string, line: { min_purchase: number }): CartSay {
  if (problem === "insufficientStock") return { key: "insufficientStock" };
  if (problem === "offShelf") return { key: "offShelf" };
  if (problem === "itemExpired") return { key: "expired" };
  if (problem === "minBuy") return { key: "minBuy", values: { minBuy: line.min_purchase } };
  // the line does not carry the per-order maximum, so this one is said without the number
  if (problem === "maxQuantity") return { key: "orderLimit" };
  if (problem.startsWith("limit_") && LIMIT_KEYS[problem.slice(6)])
    return { key: LIMIT_KEYS[problem.slice(6)]! };
  if (problem === "beyondPurchaseRange") return { key: "overLimit" };
  return { key: "unavailableLine" };
}

function useCartWords(): (say: Exclude<CartSay, { error: string }>) => string {
  const t = useTranslations("cart");
  return (say) => {
    const text = say.values ? t(say.key, say.values) : t(say.key);
    return say.left === undefined ? text : `${text} ${t("left", { quantity: say.left })}`;
  };
}

/** Turns a CartSay into the sentence in the page's language (a page whose scope sends "errors"). */
export function useCartText(): (say: CartSay) => string {
  const words = useCartWords();
  const errorText = useErrorText();
  return (say) => ("error" in say ? errorText(say.error) : words(say));
}

/** The same for the booking panel of the cached product page: "errors" words are loaded when needed. */
export function useLazyCartText(): (say: CartSay) => Promise<string> {
  const words = useCartWords();
  const errorText = useLazyErrorText();
  return async (say) => ("error" in say ? errorText(say.error) : words(say));
}
