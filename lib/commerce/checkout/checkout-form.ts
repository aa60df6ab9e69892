// Spec §5 Checkout requirements and Contact and other fields, §4 Checkout type: what checkout/fee
// says the order needs (traveller count, address, booking fields), the checkout form's values, and
// the fee and booking bodies the form turns into. The requirement keys (fieldRequired,
// travellerCount, addressRequired) are the ones order/booking answers in its 40000 `fields`, so the
// client shows the same words whichever side found the problem (the form's schema:
// ./checkout-form.schema).
import { normalisePhone } from "../accounts/credentials";
import { OTHER_FIELD_KEYS, type OtherFieldKey } from "./purchase";
import type { DirectBuy } from "./purchase.schema";
import type { BookingBody, Fee, FeeBody } from "./checkout.schema";

/** Where the lines come from: a direct buy (checkout type 1) or basket lines (type 2). */
export type CheckoutSource =
  { kind: "direct"; buy: DirectBuy } | { kind: "cart"; basketLineIds: number[] };

/** What the order needs, as checkout/fee answers it. */
export type CheckoutRequirements = {
  travellerCount: number;
  needsAddress: boolean;
  /** the §3 other contact fields shown, in the platform's order */
  other: { key: OtherFieldKey; required: boolean }[];
};

const OTHER: ReadonlySet<string> = new Set(OTHER_FIELD_KEYS);

export function checkoutRequirements(
  fee: Pick<Fee, "traveller_count" | "express" | "fields">,
): CheckoutRequirements {
  return {
    travellerCount: Math.max(0, fee.traveller_count),
    needsAddress: fee.express.needs_address,
    other: fee.fields.filter((f): f is { key: OtherFieldKey; required: boolean } =>
      OTHER.has(f.key),
    ),
  };
}

export type CheckoutFormValues = {
  contact: { name: string; country_code: string; phone: string; email: string };
  tourist_ids: number[];
  address_id: number | null;
  /** a user coupon id, or null for none */
  coupon_id: number | null;
  use_points: boolean;
  other: Partial<Record<OtherFieldKey, string>>;
  /** §2 add-on products chosen on a direct buy (product ids) */
  add_on_ids: number[];
};

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  contact: { name: "", country_code: "86", phone: "", email: "" },
  tourist_ids: [],
  address_id: null,
  coupon_id: null,
  use_points: false,
  other: {},
  add_on_ids: [],
};

/** An add-on offered on a direct buy: the product and the one line it adds (see addOnLine). */
export type AddOnOffer = {
  product_id: number;
  variant_id: number;
  quantity: number;
  title: string;
  image: string;
  /** the line's price in the request's currency, minor units */
  price_amount: number;
  symbol: string;
};

/**
 * §7 checkout/fee body for the source and the shopper's choices. Add-ons (direct buy only) are
 * extra checkout_lines after the main product's, under its main_product_id.
 */
export function feeBodyFor(
  source: CheckoutSource,
  currency: FeeBody["currency"],
  choices: {
    address_id: number | null;
    coupon_id: number | null;
    points: number;
    addOns?: readonly Pick<AddOnOffer, "product_id" | "variant_id" | "quantity">[];
  },
): FeeBody {
  const lines =
    source.kind === "direct"
      ? {
          main_product_id: source.buy.product_id,
          checkout_lines: [
            ...source.buy.variants.map((v) => ({
              product_id: source.buy.product_id,
              variant_id: v.variant_id,
              quantity: v.quantity,
              ...(source.buy.book_at ? { book_at: source.buy.book_at } : {}),
              ...(source.buy.book_time ? { book_time: source.buy.book_time } : {}),
              ...(source.buy.activity_item_id
                ? { activity_item_id: source.buy.activity_item_id }
                : {}),
            })),
            ...(choices.addOns ?? [])
              .filter((a) => a.product_id !== source.buy.product_id)
              .map((a) => ({
                product_id: a.product_id,
                variant_id: a.variant_id,
                quantity: a.quantity,
              })),
          ],
        }
      : { basket_lines_id: source.basketLineIds };
  return {
    currency,
    ...lines,
    ...(choices.address_id ? { address_id: choices.address_id } : {}),
    ...(choices.coupon_id ? { coupon_id: choices.coupon_id } : {}),
    ...(choices.points > 0 ? { points: choices.points } : {}),
  };
}

/**
 * §7 order/booking body: the fee body the shopper last saw priced, the contact (phone stored as
 * "+852 91234567"), the chosen travellers, the other fields the order asks for (filled ones only),
 * and the payable amount on screen (a different amount at the upstream is 20002).
 */
export function bookingBodyFor(
  feeBody: FeeBody,
  values: CheckoutFormValues,
  req: CheckoutRequirements,
  expectedAmount: number,
): BookingBody {
  const other: Partial<Record<OtherFieldKey, string>> = {};
  for (const f of req.other) {
    const value = values.other[f.key]?.trim();
    if (value) other[f.key] = value;
  }
  return {
    ...feeBody,
    contact: {
      name: values.contact.name.trim(),
      phone: normalisePhone(values.contact.country_code, values.contact.phone.trim()),
      email: values.contact.email.trim().toLowerCase(),
    },
    tourist_ids: values.tourist_ids.slice(0, req.travellerCount),
    other,
    expected_amount: expectedAmount,
  };
}

/**
 * order/booking's 40000 `fields` ({"address_id": "addressRequired", "tourist_ids": "travellerCount",
 * "other.flight": "fieldRequired"}) as form paths and message keys; unknown paths are left out.
 */
export function bookingFieldErrors(
  fields: Record<string, string>,
): { path: "address_id" | "tourist_ids" | `other.${OtherFieldKey}`; message: string }[] {
  const out: { path: "address_id" | "tourist_ids" | `other.${OtherFieldKey}`; message: string }[] =
    [];
  for (const [path, message] of Object.entries(fields)) {
    if (path === "address_id" || path === "tourist_ids") out.push({ path, message });
    else if (path.startsWith("other.") && OTHER.has(path.slice(6)))
      out.push({ path: path as `other.${OtherFieldKey}`, message });
  }
  return out;
}
