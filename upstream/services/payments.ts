// Spec §7 accounts/order/confirm, open/order/confirm, open-pay and order/status; §9 payment
// methods. The reference upstream pays through a sandbox gateway it serves itself: confirm opens a
// payment and answers the sandbox page's URL; the page's Approve / Decline sends the
// server-to-server notification, signed with HMAC-SHA256, that settles the payment once (a replay
// or a second tab changes nothing); the shopper goes back to the shop's return_url.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import {
  effectiveOrderStatus,
  ORDER_STATUS,
  PAYMENT_STATUS,
} from "../../lib/commerce/orders/orders";
import { isPastDeadline } from "../../lib/commerce/orders/unpaid";
import type { OrderStatus } from "../../lib/commerce/checkout/checkout.schema";
import type { PaymentMethod } from "../../lib/commerce/checkout/payment";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { afterPaid } from "./fulfilment";
import { recordEvent } from "./order-records";
import type { PlatformRow } from "./views";
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";

type OrderRow = typeof s.orders.$inferSelect;

export type PaymentDeps = {
  secret: string;
  /** origin the browser reaches the sandbox page on */ sandboxOrigin: string;
};

/** The notification body and its signature, as a gateway would send them. */
export type Notification = {
  ref: string;
  status: "paid" | "declined";
  amount: number;
  currency: string;
};

export function signNotification(secret: string, n: Notification): string {
  return createHmac("sha256", secret)
    .update(`${n.ref}|${n.status}|${n.amount}|${n.currency}`)
    .digest("hex");
}

/**
 * Buffer.from(…, "hex") stops quietly at the first non-hex character, so `<signature>zz` would
 * decode to the signature: only exactly 64 lowercase hex digits are a signature at all.
 */
const SIGNATURE = /^[0-9a-f]{64}$/;

function validSignature(secret: string, n: Notification, signature: string): boolean {
  if (!SIGNATURE.test(signature)) return false;
  const expected = Buffer.from(signNotification(secret, n), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function ownOrder(
  db: Db,
  userId: number,
  platformId: number,
  sn: string,
): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(s.orders)
    .where(
      and(eq(s.orders.sn, sn), eq(s.orders.userId, userId), eq(s.orders.platformId, platformId)),
    );
  if (!order) throw new DomainError(Codes.orderMissing, "order missing");
  return order;
}

/**
 * Where the sandbox may send the shopper back: one of the brand's own hosts (or the configured
 * public origin); outside production also localhost, where the shop runs on a fresh machine.
 */
export function allowedReturnUrl(
  url: string,
  platform: PlatformRow,
  publicOrigin: string | null,
  production: boolean,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return false;
  if (publicOrigin && parsed.origin === publicOrigin) return true;
  if (platform.domains.includes(parsed.hostname) && (parsed.protocol === "https:" || !production))
    return true;
  return !production && (parsed.hostname === "localhost" || parsed.hostname === "127.0.0.1");
}

/** POST accounts/order/confirm: a sandbox payment for an unpaid order → the page's URL. */
export async function confirmPayment(
  db: Db,
  deps: PaymentDeps,
  platform: PlatformRow,
  order: OrderRow,
  method: PaymentMethod,
  returnUrl: string,
  now: Date,
): Promise<{ url: string; paid: boolean }> {
  if (!platform.paymentMethods.includes(method))
    throw new DomainError(Codes.notAllowed, "payment method not offered here");
  const status = effectiveOrderStatus(order.status, order.payDeadline, now);
  if (status === ORDER_STATUS.cancelled)
    throw new DomainError(Codes.orderCancelled, "order cancelled or closed");
  if (status !== ORDER_STATUS.pending) return { url: returnUrl, paid: true };
  const minimum = platform.cardMinimum[order.currencyCode] ?? 0;
  if (method === "credit_card" && order.requestedAmount < minimum)
    throw new DomainError(Codes.belowCardMinimum, "below the card minimum", { minimum });
  const ref = `PAY${randomBytes(12).toString("hex").toUpperCase()}`; // GATEWAY_REF
  await db.insert(s.payments).values({
    ref,
    orderId: order.id,
    method,
    amount: order.requestedAmount,
    currencyCode: order.currencyCode,
    status: PAYMENT_STATUS.pending,
    returnUrl,
    createdAt: now,
  });
  return { url: `${deps.sandboxOrigin}/sandbox/pay/${ref}`, paid: false };
}

/** A gateway payment's reference (confirmPayment makes them); balance payments (BAL…) never go through the gateway. */
export const GATEWAY_REF = /^PAY[0-9A-F]{24}$/;

/** The gateway payment `ref` names, or null — for a ref of any other shape too, which never reaches a query. */
export async function paymentByRef(db: Db, ref: string) {
  if (!GATEWAY_REF.test(ref)) return null;
  const [row] = await db
    .select({ p: s.payments, o: s.orders, platform: s.platforms })
    .from(s.payments)
    .innerJoin(s.orders, eq(s.orders.id, s.payments.orderId))
    .innerJoin(s.platforms, eq(s.platforms.id, s.orders.platformId))
    .where(eq(s.payments.ref, ref));
  return row ?? null;
}

/**
 * The gateway's notification: verified, then settled in one transaction with the order row
 * locked. Paid: the order becomes 1 (unfulfilled) with paid_amount — only if it is still unpaid
 * and inside its deadline; a payment that arrives for an order already paid (another tab) or
 * closed is kept as 3 (to refund) and changes nothing else. Replays find the payment settled.
 */
export async function settlePayment(
  db: Db,
  deps: PaymentDeps,
  n: Notification,
  signature: string,
  now: Date,
): Promise<{ payment: number; order: number }> {
  if (!validSignature(deps.secret, n, signature))
    throw new DomainError(Codes.signatureFailed, "signature failed");
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(s.payments)
      .where(eq(s.payments.ref, n.ref))
      .for("update");
    if (!payment) throw new DomainError(Codes.transactionMissing, "transaction missing");
    if (payment.amount !== n.amount || payment.currencyCode !== n.currency)
      throw new DomainError(Codes.wrongAmount, "wrong amount");
    const [order] = await tx
      .select()
      .from(s.orders)
      .where(eq(s.orders.id, payment.orderId))
      .for("update");
    if (!order) throw new DomainError(Codes.orderMissing, "order missing");
    if (payment.status !== PAYMENT_STATUS.pending)
      return { payment: payment.status, order: order.status };
    if (n.status === "declined") {
      await tx
        .update(s.payments)
        .set({ status: PAYMENT_STATUS.declined, settledAt: now })
        .where(eq(s.payments.id, payment.id));
      return { payment: 2, order: order.status };
    }
    if (order.status !== ORDER_STATUS.pending || isPastDeadline(order.payDeadline, now)) {
      await tx
        .update(s.payments)
        .set({ status: PAYMENT_STATUS.toRefund, settledAt: now })
        .where(eq(s.payments.id, payment.id));
      return { payment: 3, order: order.status };
    }
    await tx
      .update(s.payments)
      .set({ status: PAYMENT_STATUS.paid, settledAt: now })
      .where(eq(s.payments.id, payment.id));
    await tx
      .update(s.orders)
      .set({
        status: ORDER_STATUS.unfulfilled,
        paidAmount: payment.amount,
        paidAt: now,
        paymentMethod: payment.method,
      })
      .where(eq(s.orders.id, order.id));
    await recordEvent(tx, order.id, "paid", "gateway", now, {
      amount: payment.amount,
      method: payment.method,
    });
    return { payment: 1, order: await afterPaid(tx, order.id, now) };
  });
}

/** GET order/status/{sn}: a passed deadline reads as closed even before the sweep ran. */
export async function orderStatus(db: Db, order: OrderRow, now: Date): Promise<OrderStatus> {
  const [payment] = await db
    .select()
    .from(s.payments)
    .where(eq(s.payments.orderId, order.id))
    .orderBy(desc(s.payments.id))
    .limit(1);
  const [issued] = await db
    .select({ n: count() })
    .from(s.vouchers)
    .where(eq(s.vouchers.orderId, order.id));
  return {
    sn: order.sn,
    status: effectiveOrderStatus(order.status, order.payDeadline, now),
    requested_amount: order.requestedAmount,
    paid_amount: order.paidAmount,
    currency_code: order.currencyCode,
    pay_deadline: order.payDeadline.toISOString(),
    payment: payment ? { ref: payment.ref, method: payment.method, status: payment.status } : null,
    order_type: order.orderType,
    vouchers: issued?.n ?? 0,
  };
}
