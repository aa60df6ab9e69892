import "server-only";
import { z } from "zod";
import {
  basketSchema,
  bookedSchema,
  checkoutCouponSchema,
  feeSchema,
  orderStatusSchema,
  payUrlSchema,
  type BookingBody,
  type FeeBody,
} from "../commerce/checkout/checkout.schema";
import { type PaymentMethod } from "../commerce/checkout/payment";
import { upstreamGet, upstreamSend, type CallContext, type SendOptions } from "./client";

// One function per spec §7 Basket / Orders and checkout call. Bodies are the lib/commerce wire
// schemas' output; replies are parsed with the wire schemas.
type Authed = CallContext & { token: string };
const lineResult = z.object({ id: z.number().int(), quantity: z.number().int() });

export const getBasket = (ctx: Authed) => upstreamGet("basket", basketSchema, ctx);
export const addBasketLine = (ctx: Authed, body: unknown, o?: SendOptions) =>
  upstreamSend("post", "basket/line", lineResult, ctx, body, o);
export const updateBasketLine = (ctx: Authed, body: { id: number; quantity: number }) =>
  upstreamSend("put", "basket/line", lineResult, ctx, body);
export const deleteBasketLines = (ctx: Authed, ids: number[]) =>
  upstreamSend("delete", "basket/line", z.object({ deleted: z.number().int() }), ctx, { ids });

export const checkoutFee = (ctx: Authed, body: FeeBody) =>
  upstreamSend("post", "checkout/fee", feeSchema, ctx, body);
export const checkoutCoupons = (ctx: Authed, body: FeeBody) =>
  upstreamSend("post", "checkout/coupons", z.array(checkoutCouponSchema), ctx, body);
export const bookOrder = (
  ctx: Authed,
  body: BookingBody,
  o: SendOptions & { idempotencyKey: string },
) => upstreamSend("post", "order/booking", bookedSchema, ctx, body, o);
export const payOrder = (
  ctx: Authed,
  body: { sn: string; payment_method: PaymentMethod; return_url: string },
  o: SendOptions & { idempotencyKey: string },
) => upstreamSend("post", "accounts/order/confirm", payUrlSchema, ctx, body, o);
export const openPay = (
  ctx: Authed,
  body: { sn: string; payment_method: PaymentMethod; return_url: string },
  o: SendOptions & { idempotencyKey: string },
) => upstreamSend("post", "open/order/confirm", payUrlSchema, ctx, body, o);
export const getOrderStatus = (ctx: Authed, sn: string) =>
  upstreamGet(`order/status/${encodeURIComponent(sn)}`, orderStatusSchema, ctx);
