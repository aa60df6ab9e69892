import { z } from "zod";
import { ORDER_ACTIONS, ORDER_TABS } from "./orders";
import { refundPolicyItemSchema } from "../catalogue/product.schema";
import { amount, currencyCode } from "../contract/common.schema";

// Spec §7 Orders: accounts/privacy/order (list, detail, delivery, complete, cancel, complaints,
// repurchase, download), order_complaints and order_lines, and file_upload. Shared by the upstream
// (validation, OpenAPI) and the storefront (parsing replies).

const instant = z.string();
/** §4 the shopper-facing order labels (lib/commerce/orders/orders orderLabel). */
export const orderLabelSchema = z.enum([
  "pending",
  "confirming",
  "processing",
  "toShip",
  "toUse",
  "partlyShipped",
  "shipped",
  "fulfilled",
  "completed",
  "cancelled",
  "canceling",
  "afterSalesPending",
  "afterSalesProcessing",
  "afterSalesRejected",
  "refunded",
]);
const label = orderLabelSchema;

export const orderListQuery = z.object({
  tab: z.enum(ORDER_TABS).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

const lineRefundSchema = z.object({
  amount: amount,
  proportion: z.number(),
  rule: z.enum(["anytime", "policy", "goods", "nonRefundable", "expired", "used", "cancel"]),
  item: refundPolicyItemSchema.nullable(),
  until: instant.nullable(),
});

const orderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  seo_sn: z.string(),
  title: z.string(),
  variant_name: z.string(),
  image: z.string(),
  product_type: z.number().int(),
  /** 0 instant, 1 on request */
  confirmation: z.number().int(),
  refund_tag: z.number().int(),
  book_at: z.string().nullable(),
  book_time: z.string().nullable(),
  quantity: z.number().int(),
  unit_amount: amount,
  total_amount: amount,
  promo_discount: amount,
  refund: lineRefundSchema,
  vouchers: z.number().int(),
});
export type OrderLineView = z.infer<typeof orderLineSchema>;

const refundSummarySchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  is_cancel: z.boolean(),
  status: z.number().int(),
  /** §4 shown status (6 → 0, 7 → 4) */
  display_status: z.number().int(),
  amount: amount,
  currency_code: currencyCode,
  created_at: instant,
});

/** A row of the order list. */
export const orderCardSchema = z.object({
  sn: z.string(),
  status: z.number().int(),
  label,
  order_type: z.number().int(),
  currency_code: currencyCode,
  requested_amount: amount,
  paid_amount: amount,
  is_delivery: z.boolean(),
  created_at: instant,
  pay_deadline: instant,
  lines: z.array(
    orderLineSchema.pick({
      id: true,
      title: true,
      variant_name: true,
      image: true,
      quantity: true,
      book_at: true,
      book_time: true,
    }),
  ),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

export const orderDetailSchema = orderCardSchema.extend({
  language_code: z.string(),
  fulfillment_type: z.number().int(),
  confirmed_at: instant.nullable(),
  has_multiple_shipping: z.boolean(),
  product_amount: amount,
  promo_amount: amount,
  coupon_discount: amount,
  shipping_amount: amount,
  points_used: z.number().int(),
  points_money: amount,
  payment_method: z.string().nullable(),
  paid_at: instant.nullable(),
  shipped_at: instant.nullable(),
  completed_at: instant.nullable(),
  closed_at: instant.nullable(),
  reminded_at: instant.nullable(),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  address: z.record(z.string(), z.string()).nullable(),
  booking_fields: z.object({
    travelers: z
      .array(
        z
          .object({
            first_name: z.string(),
            last_name: z.string(),
            chinese_name: z.string().nullable().optional(),
            id_type: z.number().int(),
            id_number: z.string(),
          })
          .loose(),
      )
      .default([]),
    other: z.record(z.string(), z.unknown()).default({}),
  }),
  lines: z.array(orderLineSchema),
  refundable_amount: amount,
  /** the part of refundable_amount that is the shipping fee (nothing shipped yet) */
  refund_shipping: amount,
  /** how refundable_amount is got now (lib/commerce/refunds/refunds refundNow) */
  refund_way: z.enum(["apply", "cancel", "open", "none"]),
  /** the application types this order accepts (0 refund only, 1 return and refund, 2 exchange) */
  apply_types: z.array(z.number().int()),
  after_sales_until: instant.nullable(),
  refunds: z.array(refundSummarySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** One event of the order's history (trace page). */
const orderEventSchema = z.object({
  kind: z.string(),
  actor: z.string(),
  at: instant,
  data: z.record(z.string(), z.unknown()),
});

const shipmentSchema = z.object({
  id: z.number().int(),
  order_line_id: z.number().int().nullable(),
  carrier: z.string(),
  tracking: z.string(),
  shipped_at: instant,
  events: z.array(z.object({ at: instant, text: z.string(), place: z.string() })),
});
export const deliverySchema = z.object({
  sn: z.string(),
  label,
  address: z.record(z.string(), z.string()).nullable(),
  shipments: z.array(shipmentSchema),
  history: z.array(orderEventSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;

const voucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** 0 valid, 1 used, 2 void */
  status: z.number().int(),
  issued_at: instant,
  used_at: instant.nullable(),
});
export const orderLineDetailSchema = orderLineSchema.extend({
  sn: z.string(),
  label,
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  voucher_list: z.array(voucherSchema),
});
export type OrderLineDetail = z.infer<typeof orderLineDetailSchema>;

export const cancelResultSchema = z.object({
  /** §4 Order cancel: succeeded at once (unpaid), in progress (a paid order's full refund) */
  cancel_status: z.enum(["succeeded", "in_progress"]),
  label,
});
export const remindResultSchema = z.object({ reminded: z.boolean(), next_at: instant.nullable() });
export const repurchaseResultSchema = z.object({
  added: z.number().int(),
  basket_line_ids: z.array(z.number().int()),
  /** lines that could not go back: removed (off shelf), sold_out, expired (date passed) */
  skipped: z.array(
    z.object({ title: z.string(), reason: z.enum(["removed", "sold_out", "expired"]) }),
  ),
});
export type RepurchaseResult = z.infer<typeof repurchaseResultSchema>;

export const refundDetailSchema = refundSummarySchema.extend({
  sn: z.string(),
  order_line_id: z.number().int().nullable(),
  reason: z.string(),
  tracking: z.string(),
  note: z.string(),
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  updated_at: instant,
  title: z.string(),
  image: z.string(),
});
export type RefundDetail = z.infer<typeof refundDetailSchema>;
