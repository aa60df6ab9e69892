// The checkout's browser storage (spec §2 /checkout/confirm "state kept", §9 "stored locally: buy
// data, checkout info, coupon id, tourists"). The product page and the cart hand over in
// localStorage; the form the shopper fills in stays in sessionStorage (this tab), so a reload keeps
// it and closing the tab forgets the contact details. Everything read back is parsed, never trusted.
import {
  EMPTY_CHECKOUT_FORM,
  type CheckoutFormValues,
  type CheckoutSource,
} from "../commerce/checkout/checkout-form";
import { cartCheckoutSchema, directBuySchema } from "../commerce/checkout/purchase.schema";
import { OTHER_FIELD_KEYS, type OtherFieldKey } from "../commerce/checkout/purchase";

/** The product page's Book button: JSON valid under directBuySchema. */
const BUY_KEY = "tf_buy";
/** The cart's Check out button: { basket_lines_id: number[] }. */
const CART_CHECKOUT_KEY = "tf_checkout";
const FORM_KEY = "tf_checkout_form";

function read(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or a full quota: the checkout still works, it just forgets on reload
  }
}

function remove(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to forget
  }
}

/**
 * The lines to check out: /book/{id} takes tf_buy only when it is valid and for that product;
 * /checkout/confirm takes tf_checkout. null = nothing usable (the caller sends the shopper back).
 */
export function readCheckoutSource(kind: "direct", productId: number): CheckoutSource | null;
export function readCheckoutSource(kind: "cart"): CheckoutSource | null;
export function readCheckoutSource(
  kind: "direct" | "cart",
  productId?: number,
): CheckoutSource | null {
  if (kind === "direct") {
    const parsed = directBuySchema.safeParse(read(localStorage, BUY_KEY));
    return parsed.success && parsed.data.product_id === productId
      ? { kind: "direct", buy: parsed.data }
      : null;
  }
  const parsed = cartCheckoutSchema.safeParse(read(localStorage, CART_CHECKOUT_KEY));
  return parsed.success
    ? { kind: "cart", basketLineIds: [...new Set(parsed.data.basket_lines_id)] }
    : null;
}

/** One saved form per checkout: a direct buy of one product, or one choice of basket lines. */
export function formScope(source: CheckoutSource): string {
  return source.kind === "direct"
    ? `book:${source.buy.product_id}`
    : `cart:${[...source.basketLineIds].sort((a, b) => a - b).join(",")}`;
}

const isId = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0;
const str = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : "");

/** The saved form of this checkout, field by field: whatever does not fit is left at its default. */
export function readCheckoutForm(scope: string): Partial<CheckoutFormValues> | null {
  const saved = read(sessionStorage, FORM_KEY);
  if (typeof saved !== "object" || saved === null) return null;
  const { scope: savedScope, values } = saved as { scope?: unknown; values?: unknown };
  if (savedScope !== scope || typeof values !== "object" || values === null) return null;
  const v = values as Record<string, unknown>;
  const contact = (typeof v.contact === "object" && v.contact !== null ? v.contact : {}) as Record<
    string,
    unknown
  >;
  const otherIn = (typeof v.other === "object" && v.other !== null ? v.other : {}) as Record<
    string,
    unknown
  >;
  const other: Partial<Record<OtherFieldKey, string>> = {};
  for (const key of OTHER_FIELD_KEYS)
    if (typeof otherIn[key] === "string") other[key] = str(otherIn[key], 500);
  return {
    contact: {
      name: str(contact.name, 60),
      country_code: str(contact.country_code, 4) || EMPTY_CHECKOUT_FORM.contact.country_code,
      phone: str(contact.phone, 20),
      email: str(contact.email, 120),
    },
    tourist_ids: Array.isArray(v.tourist_ids) ? v.tourist_ids.filter(isId).slice(0, 100) : [],
    address_id: isId(v.address_id) ? v.address_id : null,
    coupon_id: isId(v.coupon_id) ? v.coupon_id : null,
    use_points: v.use_points === true,
    other,
    add_on_ids: Array.isArray(v.add_on_ids)
      ? [...new Set(v.add_on_ids.filter(isId))].slice(0, 20)
      : [],
  };
}

export function saveCheckoutForm(scope: string, values: CheckoutFormValues) {
  write(sessionStorage, FORM_KEY, { scope, values });
}

/** After the order is placed: the hand-off and the form are used up. */
export function clearCheckout(source: CheckoutSource) {
  remove(localStorage, source.kind === "direct" ? BUY_KEY : CART_CHECKOUT_KEY);
  remove(sessionStorage, FORM_KEY);
}
