// Spec §4 Checkout type, §5 Purchase and Checkout requirements, §3 Other contact fields: how many
// travellers to ask for, which booking fields show and which are required, when an address is
// needed, which orders must be split, and which add-on products can join a direct buy.
import type { BookingField } from "../platform/platform.schema";
import { PRODUCT_STATUS } from "../contract/record-status";
import { STOCK_TYPE, type ProductType, type StockType } from "../catalogue/product-types";
import { Codes } from "../contract/error-codes";

/** §4 Checkout type: 1 single (direct buy), 2 cart. */
const CHECKOUT_TYPE = { single: 1, cart: 2 } as const;

/** §3 Other contact fields, shown and required per the product's booking-field definition. */
export const OTHER_FIELD_KEYS = [
  "emergency_contact",
  "wechat",
  "people_count",
  "flight",
  "company",
  "top_up_account",
  "note",
] as const;
export type OtherFieldKey = (typeof OTHER_FIELD_KEYS)[number];

export type TravellerSetting = "none" | "one" | "each";

/**
 * §5 Checkout requirements: travellers to fill in: 0 if none required, 1 if at most one,
 * otherwise one per item. An empty order needs none, whatever the setting.
 */
export function travellerCount(setting: TravellerSetting, totalQuantity: number): number {
  const q = Number.isFinite(totalQuantity) ? Math.max(0, Math.floor(totalQuantity)) : 0;
  if (setting === "none") return 0;
  if (setting === "one") return Math.min(1, q);
  return q;
}

/**
 * §5 Checkout requirements: the booking fields to show, in the platform's order for the product
 * type, each with whether it is required. Contact is shown when the product needs it, requires it
 * or the platform defines it (added first if the platform does not); shipping_address is required
 * for cart checkout and shipping-required products (added last if the platform does not define it).
 * A key defined twice appears once, required if either definition says so.
 */
export function checkoutFields(input: {
  productType: ProductType;
  platformFields: Record<string, BookingField[]>;
  needContact: boolean;
  contactRequired: boolean;
  shippingRequired: boolean;
  checkoutType: 1 | 2;
}): BookingField[] {
  const fields = new Map<string, boolean>();
  for (const def of input.platformFields[String(input.productType)] ?? []) {
    fields.set(def.key, (fields.get(def.key) ?? false) || def.required);
  }
  const out: BookingField[] = [];
  if (!fields.has("contact") && (input.needContact || input.contactRequired))
    out.push({ key: "contact", required: input.contactRequired });
  const addressRequired = needsAddressFor(input.checkoutType, input.shippingRequired);
  for (const [key, required] of fields) {
    if (key === "contact") out.push({ key, required: required || input.contactRequired });
    else if (key === "shipping_address") out.push({ key, required: required || addressRequired });
    else out.push({ key, required });
  }
  if (!fields.has("shipping_address") && addressRequired)
    out.push({ key: "shipping_address", required: true });
  return out;
}

function needsAddressFor(checkoutType: 1 | 2, shippingRequired: boolean): boolean {
  return checkoutType === CHECKOUT_TYPE.cart || shippingRequired;
}

/** §5 Checkout requirements: a shipping address is required for cart checkout or shipping-required products. */
export function needsAddress(
  checkoutType: 1 | 2,
  lines: { shipping_required: boolean }[],
): boolean {
  return needsAddressFor(
    checkoutType,
    lines.some((l) => l.shipping_required),
  );
}

/** §5 Purchase / §8 20003: items with different delivery types must be ordered separately. */
export function deliverySplitVerdict(
  lines: { shipping_required: boolean }[],
): "ok" | typeof Codes.deliveryTypesDiffer {
  const shipped = lines.some((l) => l.shipping_required);
  const notShipped = lines.some((l) => !l.shipping_required);
  return shipped && notShipped ? Codes.deliveryTypesDiffer : "ok";
}

/** The product fields the add-on rule reads (a combination product summary, or the main product). */
export type AddOnProduct = {
  id: number;
  stock_type: StockType;
  shipping_required: boolean;
  status: number;
};

/**
 * §2 Cart and checkout "add-on products": the main product's combination products that can join a
 * direct buy as they are. Only plain-stock ones (stock_type 0: no date or session to choose), on
 * shelf (status 1), not the main product itself, and of the main product's delivery type — §5
 * "items with different delivery types must be ordered separately" (§8 20003).
 */
export function addOnCandidates<T extends AddOnProduct>(
  main: Pick<AddOnProduct, "id" | "shipping_required">,
  candidates: readonly T[],
): T[] {
  const seen = new Set<number>();
  return candidates.filter((c) => {
    if (c.id === main.id || seen.has(c.id)) return false;
    seen.add(c.id);
    return (
      c.stock_type === STOCK_TYPE.plain &&
      c.status === PRODUCT_STATUS.onShelf &&
      c.shipping_required === main.shipping_required
    );
  });
}

/**
 * The line an add-on adds: its first variant with stock for the smallest quantity it may be bought
 * in (1, or the product's or variant's min_purchase when that is more — §5 "sale from {minBuy}
 * pieces"). null when no variant has that much stock: the add-on is not offered.
 */
export function addOnLine(
  product: { min_purchase: number },
  variants: readonly { id: number; stock: number; min_purchase: number; price_amount: number }[],
): { variant_id: number; quantity: number; price_amount: number } | null {
  for (const v of variants) {
    const quantity = Math.max(1, product.min_purchase, v.min_purchase);
    if (v.stock >= quantity)
      return { variant_id: v.id, quantity, price_amount: v.price_amount * quantity };
  }
  return null;
}
