// The checkout routes (wired in ./index.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { z } from "@hono/zod-openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { ORDER_SN } from "../../../lib/commerce/orders/orders";
import { currencyCode } from "../../../lib/commerce/contract/common.schema";
import {
  basketAddBody,
  basketDeleteBody,
  basketSchema,
  basketUpdateBody,
  bookedSchema,
  bookingBody,
  feeBody,
  feeSchema,
  orderStatusSchema,
  payBody,
  payUrlSchema,
  checkoutCouponSchema,
  checkoutLineInput,
} from "../../../lib/commerce/checkout/checkout.schema";
import { GATEWAY_REF } from "../../services/payments";
import type { Failure } from "../../http/openapi";
import { defineRoute, jsonBody } from "../../http/route";
/** What checking a line against the shop can refuse (services/checkout resolveLines and limits). */
const cartFailures: Failure[] = [
  {
    code: Codes.itemMissing,
    note: "no such product or variant, or the date or session is not offered",
  },
  {
    code: Codes.insufficientStock,
    note: "data.available: how many of that slot can still be bought (min_purchase applied, 0 when none); data.product_id, data.variant_id; data.book_at and data.book_time: the date and session, null when undated",
  },
  Codes.offShelf,
  Codes.seckillFailed,
  {
    code: Codes.beyondPurchaseRange,
    note: "data.reason: minBuy, maxQuantity, day…forever, basketFull; data.quantity",
  },
  { code: Codes.badRequest, note: "book_at or book_time missing for a product that needs it" },
];

/** What quoting a checkout adds: the basket as a whole, the address, the member's benefits. */
const quoteFailures: Failure[] = [
  ...cartFailures,
  { code: Codes.itemMissing, note: "an address or basket line that is not the caller's" },
  Codes.freeProductAlone,
  Codes.deliveryTypesDiffer,
  Codes.seckillOnce,
  { code: Codes.wrongAmount, note: "more points than the balance (data.balance)" },
];

// —— basket ——
const basketTags = ["basket"];
export const getBasket = defineRoute({
  method: "get",
  path: "/basket",
  tags: basketTags,
  summary: "The basket: lines with today's price and each line's problem",
  data: basketSchema,
  describe: "Basket",
  auth: true,
});
const lineResult = z.object({ id: z.number().int(), quantity: z.number().int() });
export const postBasketLine = defineRoute({
  method: "post",
  path: "/basket/line",
  tags: basketTags,
  summary: "Add to the basket (the same variant, date and session merge into one line)",
  request: jsonBody(basketAddBody),
  data: lineResult,
  describe: "The line after the add",
  auth: true,
  idempotency: "optional",
  failures: cartFailures,
});
export const putBasketLine = defineRoute({
  method: "put",
  path: "/basket/line",
  tags: basketTags,
  summary: "Change a line's quantity",
  request: jsonBody(basketUpdateBody),
  data: lineResult,
  describe: "The line",
  auth: true,
  idempotency: "optional",
  failures: [
    ...cartFailures,
    { code: Codes.itemMissing, note: "a basket line that is not the caller's" },
  ],
});
export const deleteBasketLine = defineRoute({
  method: "delete",
  path: "/basket/line",
  tags: basketTags,
  summary: "Remove lines (ids of other users' lines are ignored)",
  request: jsonBody(basketDeleteBody),
  data: z.object({ deleted: z.number().int() }),
  describe: "How many were removed",
  auth: true,
  idempotency: "optional",
});
// —— checkout ——
const checkoutTags = ["checkout"];
export const postCheckoutFee = defineRoute({
  method: "post",
  path: "/checkout/fee",
  tags: checkoutTags,
  summary:
    "Prices, express, coupons and points of a checkout (direct-buy lines or basket lines) and the §5 payable amount",
  request: jsonBody(feeBody),
  data: feeSchema,
  describe: "The fee; express -1 means the address is outside the delivery area",
  auth: true,
  failures: quoteFailures,
});
export const postCheckoutCoupons = defineRoute({
  method: "post",
  path: "/checkout/coupons",
  tags: checkoutTags,
  summary:
    "The caller's coupons for this checkout: usable first (largest discount first), then unusable with the reason",
  request: jsonBody(feeBody),
  data: z.array(checkoutCouponSchema),
  describe: "Coupons (empty until an address is chosen when the checkout needs one)",
  auth: true,
  failures: quoteFailures,
});
export const postProductPrecheck = defineRoute({
  method: "post",
  path: "/product/precheck",
  tags: checkoutTags,
  summary:
    "Can these lines be bought now by the caller (shelf, date, stock, minimum, limits)? Before the checkout opens",
  request: jsonBody(z.object({ checkout_lines: z.array(checkoutLineInput).min(1).max(20) })),
  data: z.object({ ok: z.literal(true) }),
  describe: "They can",
  auth: true,
  failures: cartFailures,
});
export const postOrderBookingPromoDiscount = defineRoute({
  method: "post",
  path: "/order/booking_promo_discount",
  tags: checkoutTags,
  summary:
    "Promotion discount per variant for a date (the reference catalogue has no promotion rules: always 0)",
  request: jsonBody(
    z.object({
      product_id: z.number().int().positive(),
      variant_list: z
        .array(
          z.object({
            variant_id: z.number().int().positive(),
            quantity: z.number().int().min(1).max(999),
          }),
        )
        .min(1)
        .max(50),
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    }),
  ),
  data: z.object({
    variant_list: z.array(
      z.object({
        variant_id: z.number().int(),
        quantity: z.number().int(),
        promo_discount: z.number().int(),
      }),
    ),
  }),
  describe: "Discounts in minor units (negative = off)",
  auth: false,
});
// —— orders and payment ——
const orderTags = ["orders"];
export const postOrderBooking = defineRoute({
  method: "post",
  path: "/order/booking",
  tags: orderTags,
  summary:
    "Place an order (Idempotency-Key required): one transaction takes stock, the coupon, points and the flash-sale slot",
  request: jsonBody(bookingBody),
  data: bookedSchema,
  describe: "The order; paid at once when nothing is left to pay",
  auth: true,
  idempotency: "required",
  failures: [
    ...quoteFailures,
    {
      code: Codes.badRequest,
      note: "invalid body, no Idempotency-Key, or booking fields missing (data.fields)",
    },
    { code: Codes.itemMissing, note: "a traveller that is not the caller's" },
    {
      code: Codes.couponAbnormal,
      note: "the coupon cannot be used on this order, or was used meanwhile",
    },
    { code: Codes.priceChanged, note: "data.payable_amount" },
    Codes.outsideDeliveryArea,
    Codes.idempotencyConflict,
  ],
});
const confirmRoute = (path: "/accounts/order/confirm" | "/open/order/confirm") =>
  defineRoute({
    method: "post",
    path,
    tags: orderTags,
    summary:
      "Pay an order (Idempotency-Key required): answers the sandbox gateway's page URL, or return_url when it is already paid",
    request: jsonBody(payBody),
    data: payUrlSchema,
    describe: "Where to send the shopper",
    auth: true,
    idempotency: "required",
    failures: [
      {
        code: Codes.badRequest,
        note: "no Idempotency-Key, or return_url not one of the brand's own",
      },
      { code: Codes.belowCardMinimum, note: "data.minimum" },
      {
        code: Codes.notAllowed,
        note: "method not offered, or the order cannot be paid in its state",
      },
      {
        code: Codes.paymentNotAllowed,
        note: "this account may not pay with points or quota (§6)",
      },
      { code: Codes.balanceInsufficient, note: "the quota or points do not cover the order" },
      { code: Codes.orderMissing, note: "no such order for this user" },
      { code: Codes.orderCancelled, note: "order closed" },
      Codes.idempotencyConflict,
    ],
  });
export const postOrderConfirm = confirmRoute("/accounts/order/confirm");
export const postOpenOrderConfirm = confirmRoute("/open/order/confirm");
export const getOrderStatusBySn = defineRoute({
  method: "get",
  path: "/order/status/{sn}",
  tags: orderTags,
  summary: "An order's status for the payment result page (a passed deadline reads as 5, closed)",
  request: { params: z.object({ sn: z.string().regex(ORDER_SN) }) },
  data: orderStatusSchema,
  describe: "Status",
  auth: true,
  failures: [{ code: Codes.orderMissing, note: "no such order for this user" }],
});
// the gateway's server-to-server notification (the sandbox sends it; replays change nothing)
const notification = z.object({
  ref: z.string().regex(GATEWAY_REF),
  status: z.enum(["paid", "declined"]),
  amount: z.number().int(),
  currency: currencyCode,
});
export const postPaymentsSandboxNotify = defineRoute({
  method: "post",
  path: "/payments/sandbox/notify",
  tags: ["payments"],
  summary:
    "Sandbox gateway notification, signed: X-Sandbox-Signature = hex HMAC-SHA256 of `ref|status|amount|currency`",
  request: jsonBody(notification),
  data: z.object({ payment: z.number().int(), order: z.number().int() }),
  describe: "Payment status (1 paid, 2 declined, 3 to refund) and order status after it",
  auth: false,
  failures: [
    Codes.signatureFailed,
    Codes.transactionMissing,
    { code: Codes.wrongAmount, note: "amount or currency differs from the payment's" },
    Codes.orderMissing,
  ],
});
