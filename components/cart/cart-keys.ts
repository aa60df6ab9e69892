import type { Messages } from "@/lib/i18n/messages";

/**
 * The "cart" words the booking panel can say (add-to-basket outcomes, §8 cart messages); cached
 * product pages send only these to the browser, not the cart page's words.
 */
export const PANEL_CART_KEYS = [
  "added",
  "view",
  "addFailed",
  "insufficientStock",
  "overLimit",
  "orderLimit",
  "maxQuantity",
  "minBuy",
  "limitDay",
  "limitWeek",
  "limitMonth",
  "limitYear",
  "limitPeriod",
  "limitCalendar",
  "limitForever",
  "left",
  "basketFull",
  "offShelf",
  "expired",
  "selectVariant",
  "deliveryTypes",
  "unavailableLine",
] as const satisfies readonly (keyof Messages["cart"])[];

export function panelCartMessages(
  messages: Messages,
): Pick<Messages["cart"], (typeof PANEL_CART_KEYS)[number]> {
  return Object.fromEntries(PANEL_CART_KEYS.map((k) => [k, messages.cart[k]])) as Pick<
    Messages["cart"],
    (typeof PANEL_CART_KEYS)[number]
  >;
}
