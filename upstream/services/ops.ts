// What the ops commands read besides the steps themselves (routes/ops: `npm run ops show <sn>`).
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { ORDER_STATUS } from "../../lib/commerce/orders/orders";
import { DomainError } from "./errors";

/** ops `show <sn>`: the order, its lines, applications and history — what the other commands need to know. */
export async function orderForOps(db: Db, orderSn: string) {
  const [order] = await db.select().from(s.orders).where(eq(s.orders.sn, orderSn));
  if (!order) throw new DomainError(Codes.orderMissing, "order missing");
  // one query at a time: `db` may be a transaction's single connection (docs/decisions/one-query-at-a-time.md)
  const lines = await db
    .select({
      id: s.orderLines.id,
      product: s.orderLines.productId,
      variant: s.orderLines.variantId,
      quantity: s.orderLines.quantity,
      book_at: s.orderLines.bookAt,
      book_time: s.orderLines.bookTime,
    })
    .from(s.orderLines)
    .where(eq(s.orderLines.orderId, order.id));
  const refunds = await db
    .select({
      id: s.refunds.id,
      type: s.refunds.type,
      status: s.refunds.status,
      amount: s.refunds.amount,
      is_cancel: s.refunds.isCancel,
      reason: s.refunds.reason,
    })
    .from(s.refunds)
    .where(eq(s.refunds.orderId, order.id));
  const events = await db
    .select({ kind: s.orderEvents.kind, actor: s.orderEvents.actor, at: s.orderEvents.createdAt })
    .from(s.orderEvents)
    .where(eq(s.orderEvents.orderId, order.id))
    .orderBy(asc(s.orderEvents.id));
  const shipments = await db
    .select({ id: s.shipments.id, carrier: s.shipments.carrier, tracking: s.shipments.tracking })
    .from(s.shipments)
    .where(eq(s.shipments.orderId, order.id));
  return {
    sn: order.sn,
    status: order.status,
    is_delivery: order.isDelivery,
    fulfillment_type: order.fulfillmentType,
    paid_amount: order.paidAmount,
    currency: order.currencyCode,
    lines,
    refunds,
    shipments,
    events,
  };
}

/**
 * ops `expire <sn>`: an unpaid order's pay deadline ends now; the sweep then closes it and returns
 * what it held, as at any deadline (a provider ending a hold early; the tests' way to a closed
 * order without waiting out a real deadline). Only an order still awaiting payment.
 */
export async function expireUnpaid(db: Db, orderSn: string, now: Date) {
  const [order] = await db
    .update(s.orders)
    .set({ payDeadline: now })
    .where(and(eq(s.orders.sn, orderSn), eq(s.orders.status, ORDER_STATUS.pending)))
    .returning({ sn: s.orders.sn, payDeadline: s.orders.payDeadline });
  if (!order) throw new DomainError(Codes.orderMissing, "no unpaid order with this number");
  return { sn: order.sn, pay_deadline: order.payDeadline.toISOString() };
}
