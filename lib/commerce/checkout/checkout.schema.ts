import { z } from "zod";
import { amount, calendarDate, currencyCode } from "../contract/common.schema";
import { ORDER_SN } from "../orders/orders";
import { CLEAN_TEXT } from "../contract/text";
import { cleanText } from "../contract/text.schema";
import { productRefundSchema } from "../catalogue/product.schema";
import { PAYMENT_METHODS } from "./payment";
import { OTHER_FIELD_KEYS, type OtherFieldKey } from "./purchase";

// Spec §7 Basket, Orders and checkout: the bodies and answers of basket/*, checkout/fee,
// checkout/coupons, order/booking, accounts/order/confirm and order/status. Shared by the
// upstream (validation, OpenAPI) and the storefront (BFF bodies, parsing replies).

const id = z.number().int().positive().max(2_147_483_647);
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);

/** One line to buy: a variant, a quantity, and the date of use / session when the product has them. */
export const checkoutLineInput = z.object({
  product_id: id,
  variant_id: id,
  quantity: z.number().int().min(1).max(999),
  book_at: calendarDate.optional(),
  book_time: hhmm.optional(),
  /** buying under a flash sale (spec §4 Flash sale; once per user, §9) */
  activity_item_id: id.optional(),
});
export type CheckoutLineInput = z.infer<typeof checkoutLineInput>;

/** POST basket/line */
export const basketAddBody = checkoutLineInput.omit({ activity_item_id: true });
/** PUT basket/line */
export const basketUpdateBody = z.object({ id, quantity: z.number().int().min(1).max(999) });
/** DELETE basket/line */
export const basketDeleteBody = z.object({ ids: z.array(id).min(1).max(100) });

const feeFields = {
  currency: currencyCode,
  main_product_id: id.optional(),
  /** direct buy (checkout type 1) … */
  checkout_lines: z.array(checkoutLineInput).min(1).max(20).optional(),
  /** … or basket lines (checkout type 2) */
  basket_lines_id: z.array(id).min(1).max(50).optional(),
  address_id: id.nullable().optional(),
  /** a user coupon id from accounts/coupons */
  coupon_id: id.nullable().optional(),
  /** points to redeem; 0 or absent = none (the answer says what the balance allows) */
  points: z.number().int().min(0).max(100_000_000).optional(),
};
const oneSource = (v: { checkout_lines?: unknown; basket_lines_id?: unknown }) =>
  (v.checkout_lines === undefined) !== (v.basket_lines_id === undefined);
const oneSourceMessage = {
  message: "checkout_lines or basket_lines_id (exactly one)",
  path: ["checkout_lines"],
};

/** POST checkout/fee and checkout/coupons: exactly the §7 body (+ points). */
export const feeBody = z.object(feeFields).refine(oneSource, oneSourceMessage);
export type FeeBody = z.infer<typeof feeBody>;

const contactInput = z.object({
  name: cleanText({ min: 1, max: 60, messages: { required: "nameRequired" } }),
  phone: cleanText({ min: 1, max: 30, messages: { required: "phoneRequired" } }),
  email: z
    .string()
    .trim()
    .max(120, "emailInvalid")
    .email("emailInvalid")
    .regex(CLEAN_TEXT, "emailInvalid"),
});

/** The other contact fields as the booking sends them (formats are the form's, lib/commerce/checkout/checkout-form.schema); a note may hold lines. */
const otherInput = z.strictObject(
  Object.fromEntries(
    OTHER_FIELD_KEYS.map((key) => [
      key,
      cleanText({ max: 500, multiline: key === "note" }).optional(),
    ]),
  ) as Record<OtherFieldKey, z.ZodOptional<ReturnType<typeof cleanText>>>,
);

/** POST order/booking: the fee body + what the order needs + the amount the shopper saw. */
export const bookingBody = z
  .object({
    ...feeFields,
    contact: contactInput,
    /** saved travellers (accounts/tourist ids), as many as the traveller rule asks */
    tourist_ids: z.array(id).max(100).default([]),
    other: otherInput.default({}),
    expected_amount: amount.min(0),
  })
  .refine(oneSource, oneSourceMessage);
export type BookingBody = z.infer<typeof bookingBody>;

/** POST accounts/order/confirm */
export const payBody = z.object({
  sn: z.string().regex(ORDER_SN),
  payment_method: z.enum(PAYMENT_METHODS),
  /** where the sandbox sends the shopper back: one of the brand's own URLs */
  return_url: z.url().max(500).regex(CLEAN_TEXT),
});

const quoteLineSchema = z.object({
  key: z.string(),
  basket_line_id: z.number().int().nullable(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sn: z.string(),
  seo_sn: z.string(),
  title: z.string(),
  variant_name: z.string(),
  image: z.string(),
  product_type: z.number().int(),
  shipping_required: z.boolean(),
  book_at: z.string().nullable(),
  book_time: z.string().nullable(),
  quantity: z.number().int(),
  unit_amount: amount,
  total_amount: amount,
  promo_discount: amount,
  activity_item_id: z.number().int().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** A priced checkout line with its product's refund terms (the cancellation line before Pay: lib/commerce/refunds/refund-terms). */
const feeLineSchema = quoteLineSchema.extend({ refund: productRefundSchema });

export const checkoutCouponSchema = z.object({
  user_coupon_id: z.number().int(),
  coupon_id: z.number().int(),
  name: z.string(),
  discount_amount: amount,
  min_spent_amount: amount,
  expires_at: z.string(),
  usable: z.boolean(),
  /** why not: used, notStarted, expired, minSpent, memberOnly, notApplicable */
  reason: z.string().nullable(),
});

export const feeSchema = z.object({
  currency: currencyCode,
  symbol: z.string(),
  checkout_type: z.union([z.literal(1), z.literal(2)]),
  lines: z.array(feeLineSchema),
  product_amount: amount,
  promo_amount: amount,
  coupons: z.array(checkoutCouponSchema),
  coupon_id: z.number().int().nullable(),
  coupon_discount: amount,
  /** -1: the address is outside the delivery area */
  express: z.object({
    amount,
    needs_address: z.boolean(),
    address_id: z.number().int().nullable(),
  }),
  /** points used (points, money) and the best redemption on offer (max_points, worth max_money) */
  point: z.object({
    balance: z.number().int(),
    points: z.number().int(),
    money: amount,
    max_points: z.number().int(),
    max_money: amount.default(0),
  }),
  payable_amount: amount,
  fields: z.array(z.object({ key: z.string(), required: z.boolean() })),
  traveller_count: z.number().int(),
});
export type Fee = z.infer<typeof feeSchema>;

export const bookedSchema = z.object({
  sn: z.string(),
  requested_amount: amount,
  currency_code: currencyCode,
  pay_deadline: z.string(),
  /** true when nothing is left to pay (points only or zero amount): already paid */
  paid: z.boolean(),
});
export type Booked = z.infer<typeof bookedSchema>;

const basketLineSchema = quoteLineSchema.extend({
  /** why this line cannot be bought now (a §8 cart message key), or null */
  problem: z.string().nullable(),
  stock: z.number().int(),
  min_purchase: z.number().int(),
});
export const basketSchema = z.object({
  currency: currencyCode,
  symbol: z.string(),
  lines: z.array(basketLineSchema),
});
export type Basket = z.infer<typeof basketSchema>;

export const orderStatusSchema = z.object({
  sn: z.string(),
  status: z.number().int(),
  requested_amount: amount,
  paid_amount: amount,
  currency_code: currencyCode,
  pay_deadline: z.string(),
  payment: z.object({ ref: z.string(), method: z.string(), status: z.number().int() }).nullable(),
  /** 1 products, 2 membership (the result page sends a paid membership back to /vip) */
  order_type: z.number().int().default(1),
  /** vouchers issued so far (instant confirmation issues them at payment): the result page then offers "View vouchers" */
  vouchers: z.number().int().nonnegative().default(0),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const payUrlSchema = z.object({ url: z.string(), paid: z.boolean() });
