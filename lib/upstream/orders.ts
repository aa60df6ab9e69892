import "server-only";
import { z } from "zod";
import type { RefundApplyBody, RefundUpdateBody } from "../commerce/refunds/refunds.schema";
import type { OrderTab } from "../commerce/orders/orders";
import { page } from "../commerce/contract/common.schema";
import {
  cancelResultSchema,
  deliverySchema,
  orderCardSchema,
  orderDetailSchema,
  orderLineDetailSchema,
  refundDetailSchema,
  remindResultSchema,
  repurchaseResultSchema,
} from "../commerce/orders/orders.schema";
import { upstreamGet, upstreamPersonalFile, upstreamSend, type CallContext } from "./client";

// One function per spec §7 order call (accounts/privacy/order…, order_complaints, order_lines).
// Every call is the signed-in shopper's: the upstream checks the order is theirs (10023 otherwise).
type Authed = CallContext & { token: string };

const ORDER = "accounts/privacy/order";
const sn$ = (sn: string) => `${ORDER}/${encodeURIComponent(sn)}`;

export const listOrders = (ctx: Authed, tab: OrderTab, pageNo: number) =>
  upstreamGet(ORDER, page(orderCardSchema), ctx, { tab, page: pageNo });
export const getOrder = (ctx: Authed, sn: string) => upstreamGet(sn$(sn), orderDetailSchema, ctx);
export const getDelivery = (ctx: Authed, sn: string) =>
  upstreamGet(`${sn$(sn)}/delivery`, deliverySchema, ctx);
export const getOrderVouchers = (ctx: Authed, sn: string) =>
  upstreamGet(`${sn$(sn)}/vouchers`, z.array(orderLineDetailSchema), ctx);
export const getOrderLine = (ctx: Authed, id: number) =>
  upstreamGet(`accounts/privacy/order_lines/${id}`, orderLineDetailSchema, ctx);
/** The vouchers as a PDF: the upstream's response as is (content-type, disposition, body stream). */
export const downloadVouchers = (ctx: Authed, sn: string) =>
  upstreamPersonalFile(`${sn$(sn)}/download`, ctx);

export const completeOrder = (ctx: Authed, sn: string) =>
  upstreamSend("post", `${sn$(sn)}/complete`, orderDetailSchema, ctx);
export const cancelOrder = (ctx: Authed, sn: string) =>
  upstreamSend("post", `${sn$(sn)}/cancel`, cancelResultSchema, ctx);
export const remindOrder = (ctx: Authed, sn: string) =>
  upstreamSend("post", `${sn$(sn)}/remind`, remindResultSchema, ctx);
export const repurchaseOrder = (ctx: Authed, sn: string, idempotencyKey: string) =>
  upstreamSend("post", `${sn$(sn)}/repurchase`, repurchaseResultSchema, ctx, undefined, {
    idempotencyKey,
  });
export const applyRefund = (
  ctx: Authed,
  sn: string,
  body: RefundApplyBody & { order_line_id?: number },
  idempotencyKey: string,
) =>
  upstreamSend("post", `${sn$(sn)}/complaints`, refundDetailSchema, ctx, body, { idempotencyKey });

export const listRefunds = (ctx: Authed, pageNo: number) =>
  upstreamGet("accounts/privacy/order_complaints", page(refundDetailSchema), ctx, { page: pageNo });
export const getRefund = (ctx: Authed, id: number) =>
  upstreamGet(`accounts/privacy/order_complaints/${id}`, refundDetailSchema, ctx);
export const updateRefund = (ctx: Authed, id: number, body: RefundUpdateBody) =>
  upstreamSend("put", `accounts/privacy/order_complaints/${id}`, refundDetailSchema, ctx, body);

// What the order screens receive: the parsed answers, whose shapes are already the views' own.
export type OrderView = Awaited<ReturnType<typeof getOrder>>;
export type DeliveryView = Awaited<ReturnType<typeof getDelivery>>;
export type LineDetailView = Awaited<ReturnType<typeof getOrderLine>>;
export type RefundView = Awaited<ReturnType<typeof getRefund>>;
export type RefundPageView = Awaited<ReturnType<typeof listRefunds>>;
