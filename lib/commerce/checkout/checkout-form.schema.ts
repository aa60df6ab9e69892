// Spec §5 Checkout requirements and Contact and other fields, §4 Checkout type: the checkout form
// as one zod schema built from what checkout/fee says the order needs (traveller count, address,
// booking fields), and the fee and booking bodies the form turns into. Messages are keys: format
// problems are "validation" keys; the requirement keys (fieldRequired, travellerCount,
// addressRequired) are the ones order/booking answers in its 40000 `fields`, so the client shows
// the same words whichever side found the problem.
import { z } from "zod";
import {
  callingCode,
  email,
  isPhoneFormat,
  NUMERIC_PATTERN,
  normalisePhone,
  phoneNumber,
  wechatId,
} from "../accounts/credentials.schema";
import { cleanText } from "../contract/text.schema";
import type { DirectBuy } from "./purchase.schema";
import {
  OTHER_FIELD_KEYS,
  type BookingBody,
  type Fee,
  type FeeBody,
  type OtherFieldKey,
} from "./checkout.schema";

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

/** §5 "emergency contact phone": digits with an optional leading + and separators. */
const EMERGENCY_PHONE = /^\+?\d[\d -]{3,19}$/;

/** §5 Contact and other fields: the format each other field must have when it is filled in. */
const OTHER_FORMATS: Record<OtherFieldKey, z.ZodType<string>> = {
  emergency_contact: z.string().regex(EMERGENCY_PHONE, "phoneInvalid"),
  wechat: wechatId,
  people_count: z.string().regex(NUMERIC_PATTERN, "numericInvalid"),
  flight: cleanText({ max: 100 }),
  company: cleanText({ max: 100 }),
  top_up_account: cleanText({ max: 100 }),
  note: cleanText({ max: 500, multiline: true }),
};

function otherField(key: OtherFieldKey, required: boolean) {
  return z
    .string()
    .trim()
    .default("")
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: "custom", message: "fieldRequired" });
        return;
      }
      const check = OTHER_FORMATS[key].safeParse(value);
      if (!check.success)
        ctx.addIssue({
          code: "custom",
          message: check.error.issues[0]?.message ?? "invalidCharacters",
        });
    });
}

const contactSchema = z
  .object({
    name: cleanText({ min: 1, max: 60 }),
    country_code: callingCode,
    phone: phoneNumber,
    email,
  })
  .superRefine((v, ctx) => {
    // the format is checked once there is a number and a known code (each has its own message first)
    const phone = v.phone.trim().replace(/[\s-]/g, "");
    if (!phone || !callingCode.safeParse(v.country_code).success) return;
    if (!isPhoneFormat(v.country_code, phone))
      ctx.addIssue({ code: "custom", message: "phoneInvalid", path: ["phone"] });
  });

/**
 * The one schema of the checkout form for these requirements: contact name, phone and a valid
 * e-mail; exactly `travellerCount` distinct saved travellers; an address when needed; each other
 * field required as the booking-field definition says and well-formed when filled in.
 */
export function checkoutFormSchema(req: CheckoutRequirements) {
  const other = Object.fromEntries(req.other.map((f) => [f.key, otherField(f.key, f.required)]));
  return z.object({
    contact: contactSchema,
    tourist_ids: z
      .array(z.number().int().positive())
      .refine(
        (ids) => new Set(ids).size === ids.length && ids.length === req.travellerCount,
        "travellerCount",
      ),
    address_id: z
      .number()
      .int()
      .positive()
      .nullable()
      .refine((id) => !req.needsAddress || id !== null, "addressRequired"),
    coupon_id: z.number().int().positive().nullable(),
    use_points: z.boolean(),
    // keys the order does not ask for are dropped, whatever is stored
    other: z.object(other),
    add_on_ids: z.array(z.number().int().positive()),
  });
}

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
