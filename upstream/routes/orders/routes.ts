// The orders routes (wired in ./index.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { z } from "@hono/zod-openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { refundApplyBody, refundUpdateBody } from "../../../lib/commerce/refunds/refunds.schema";
import { ORDER_SN, ORDER_TABS } from "../../../lib/commerce/orders/orders";
import { page } from "../../../lib/commerce/contract/common.schema";
import {
  cancelResultSchema,
  deliverySchema,
  orderCardSchema,
  orderDetailSchema,
  orderLineDetailSchema,
  refundDetailSchema,
  remindResultSchema,
  repurchaseResultSchema,
} from "../../../lib/commerce/orders/orders.schema";
import { lenientEnum, lenientInt, pathNumber } from "../../http/input";
import { type Failure } from "../../http/openapi";
import { defineRoute, jsonBody } from "../../http/route";
const snParam = z.object({
  sn: z
    .string()
    .regex(ORDER_SN)
    .openapi({ param: { name: "sn", in: "path" }, example: "261123AB12CD34EF56" }),
});
const pageQuery = { query: z.object({ page: lenientInt() }) };
const tags = ["orders: after the sale"];
/** Another user's order, line or application is simply missing. */
const orderMissing: Failure = {
  code: Codes.orderMissing,
  note: "no such order (or application) for this user",
};
const lineMissing: Failure = { code: Codes.orderLineMissing, note: "no such line in the order" };
/** An action the order's state does not allow. */
const stateFailures: Failure[] = [
  orderMissing,
  { code: Codes.notAllowed, note: "not allowed in the order's state" },
];
/** The calls that create something carry an Idempotency-Key (required). */
const imageMissing: Failure = {
  code: Codes.itemMissing,
  note: "a proof image that is not the caller's",
};
const keyed: Failure[] = [
  { code: Codes.badRequest, note: "no Idempotency-Key" },
  Codes.idempotencyConflict,
];

export const getOrder = defineRoute({
  method: "get",
  path: "/accounts/privacy/order",
  tags,
  summary:
    "The shopper's orders under a tab (all, pending, unfulfilled, fulfilled, afterSales), newest first, 10 a page",
  request: { query: z.object({ tab: lenientEnum(ORDER_TABS), page: lenientInt() }) },
  data: page(orderCardSchema),
  describe: "A page of orders with their label and actions",
  auth: true,
});
export const getOrderBySn = defineRoute({
  method: "get",
  path: "/accounts/privacy/order/{sn}",
  tags,
  summary:
    "One order: lines as bought, booking fields, amounts, label, actions, refundable amount now",
  request: { params: snParam },
  data: orderDetailSchema,
  describe: "The order",
  auth: true,
  failures: [orderMissing],
});
export const getOrderBySnDelivery = defineRoute({
  method: "get",
  path: "/accounts/privacy/order/{sn}/delivery",
  tags,
  summary: "Parcels (carrier, tracking number, scans) and the order's history",
  request: { params: snParam },
  data: deliverySchema,
  describe: "Delivery",
  auth: true,
  failures: [orderMissing],
});
export const getOrderBySnVouchers = defineRoute({
  method: "get",
  path: "/accounts/privacy/order/{sn}/vouchers",
  tags,
  summary: "The ticket lines with their vouchers (code, status)",
  request: { params: snParam },
  data: z.array(orderLineDetailSchema),
  describe: "Lines with vouchers",
  auth: true,
  failures: [orderMissing],
});
const download = defineRoute({
  method: "get",
  path: "/accounts/privacy/order/{sn}/download",
  tags,
  summary:
    "The vouchers as a PDF (one voucher a page with its QR code); 10033 while the order has none",
  request: { params: snParam },
  data: z.string(),
  describe: "The PDF",
  auth: true,
  failures: stateFailures,
});
(download.responses as Record<number, unknown>)[200] = {
  description: "The vouchers as a PDF",
  content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
};
export const getOrderBySnDownload = download;
export const getOrderBySnByLineIdDelivery = defineRoute({
  method: "get",
  path: "/accounts/privacy/order/{sn}/{lineId}/delivery",
  tags,
  summary: "Parcels of one line (and whole-order parcels) with the order's history",
  request: { params: snParam.extend({ lineId: pathNumber("lineId", "12") }) },
  data: deliverySchema,
  describe: "Delivery",
  auth: true,
  failures: [orderMissing, lineMissing],
});
// the four order actions: a POST on the order's number, answered with the outcome
const actionRoute = <T extends z.ZodType>(
  path: string,
  summary: string,
  data: T,
  failures: Failure[] = stateFailures,
  idempotency?: "required",
) =>
  defineRoute({
    method: "post",
    path,
    tags,
    summary,
    request: { params: snParam },
    data,
    describe: "The outcome",
    auth: true,
    failures,
    idempotency,
  });
export const postOrderBySnComplete = actionRoute(
  "/accounts/privacy/order/{sn}/complete",
  "Confirm receipt of shipped goods (3 → 4); the 7-day after-sales window starts",
  orderDetailSchema,
);
export const postOrderBySnCancel = actionRoute(
  "/accounts/privacy/order/{sn}/cancel",
  `Cancel: unpaid → closed at once (succeeded, stock and coupon back); paid and not yet shipped or confirmed → a full refund (in_progress). Not for orders that used points (${Codes.notAllowed})`,
  cancelResultSchema,
  [...stateFailures, { code: Codes.orderCancelled, note: "already cancelled or closed" }],
);
export const postOrderBySnRemind = actionRoute(
  "/accounts/privacy/order/{sn}/remind",
  "Remind the merchant to ship (at most once a day; reminded=false with next_at when too soon)",
  remindResultSchema,
);
export const postOrderBySnRepurchase = actionRoute(
  "/accounts/privacy/order/{sn}/repurchase",
  "Buy again (Idempotency-Key required): the lines back into the basket; removed, sold-out and expired lines are reported",
  repurchaseResultSchema,
  [orderMissing, ...keyed],
  "required",
);
export const postOrderBySnComplaints = defineRoute({
  method: "post",
  path: "/accounts/privacy/order/{sn}/complaints",
  tags,
  summary:
    "Apply for a refund, return or exchange (Idempotency-Key required); the amount at most the refundable amount now",
  request: {
    params: snParam,
    ...jsonBody(
      refundApplyBody.and(z.object({ order_line_id: z.number().int().positive().optional() })),
    ),
  },
  data: refundDetailSchema,
  describe: "The application",
  auth: true,
  idempotency: "required",
  failures: [
    ...stateFailures,
    ...keyed,
    lineMissing,
    imageMissing,
    {
      code: Codes.wrongComplaintAmount,
      note: "amount over the refundable amount (data.refundable)",
    },
    { code: Codes.badRequest, note: "invalid body (data.fields)" },
  ],
});
export const getOrderComplaints = defineRoute({
  method: "get",
  path: "/accounts/privacy/order_complaints",
  tags,
  summary: "The shopper's after-sales applications, newest first, 10 a page",
  request: pageQuery,
  data: page(refundDetailSchema),
  describe: "Applications",
  auth: true,
});
const idParam = { params: z.object({ id: pathNumber("id", "3") }) };
export const getOrderComplaintsById = defineRoute({
  method: "get",
  path: "/accounts/privacy/order_complaints/{id}",
  tags,
  summary: "One application (status shown as §4: 6 → 0, 7 → 4)",
  request: idParam,
  data: refundDetailSchema,
  describe: "The application",
  auth: true,
  failures: [orderMissing],
});
export const putOrderComplaintsById = defineRoute({
  method: "put",
  path: "/accounts/privacy/order_complaints/{id}",
  tags,
  summary: "Edit an open application (reason, images, tracking number) or withdraw it",
  request: { ...idParam, ...jsonBody(refundUpdateBody) },
  data: refundDetailSchema,
  describe: "The application",
  auth: true,
  failures: [...stateFailures, imageMissing],
});
export const getOrderLinesById = defineRoute({
  method: "get",
  path: "/accounts/privacy/order_lines/{id}",
  tags,
  summary: "One line of one of the shopper's orders, with its vouchers",
  request: idParam,
  data: orderLineDetailSchema,
  describe: "The line",
  auth: true,
  failures: [lineMissing],
});
