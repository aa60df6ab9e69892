// What happens to an order after payment, on the reference upstream: vouchers for ticket orders
// (at once for instant products, after the provider confirms for on-request ones — §4 "waiting
// (confirming)"), parcels for goods, and the order's history. The spec has no admin role, so ops
// drive these steps from the command line (upstream/ops/cli.ts) through the same functions.
// Every step runs in the caller's transaction with the order row locked and writes an event.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { MEMBERSHIP_ORDER_TYPE } from "../../lib/commerce/membership/membership";
import { FULFILMENT, ORDER_STATUS, VOUCHER_STATUS } from "../../lib/commerce/orders/orders";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { DomainError } from "./errors";
import { activateMembership, earnPoints } from "./membership";
import { recordEvent } from "./order-records";
import { refreshProductPrices } from "./product-prices";
import { Codes } from "../../lib/commerce/contract/error-codes";

type OrderRow = typeof s.orders.$inferSelect;
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A voucher code: 12 characters without look-alikes (0/O, 1/I), grouped by the views. */
function voucherCode(): string {
  return [...randomBytes(12)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

/** One voucher per ticket of every line (idempotent: lines that have vouchers keep them). */
async function issueVouchers(db: Db, orderId: number, now: Date): Promise<number> {
  const lines = await db
    .select()
    .from(s.orderLines)
    .where(eq(s.orderLines.orderId, orderId))
    .orderBy(asc(s.orderLines.id));
  const existing = await db
    .select({ lineId: s.vouchers.orderLineId })
    .from(s.vouchers)
    .where(eq(s.vouchers.orderId, orderId));
  const done = new Set(existing.map((v) => v.lineId));
  const rows = lines
    .filter((l) => !done.has(l.id))
    .flatMap((l) =>
      Array.from({ length: l.quantity }, () => ({
        orderId,
        orderLineId: l.id,
        code: voucherCode(),
        issuedAt: now,
      })),
    );
  if (rows.length) await db.insert(s.vouchers).values(rows);
  return rows.length;
}

export async function lockOrder(db: Db, where: { sn: string } | { id: number }): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(s.orders)
    .where("sn" in where ? eq(s.orders.sn, where.sn) : eq(s.orders.id, where.id))
    .for("update");
  if (!order) throw new DomainError(Codes.orderMissing, "order missing");
  return order;
}

/**
 * Right after payment (status 1): an instant ticket order gets its vouchers and becomes 2 (to be
 * used); an on-request one stays 1 (confirming) until ops confirm; goods stay 1 (to be shipped).
 * Returns the order's status afterwards.
 */
export async function afterPaid(db: Db, orderId: number, now: Date): Promise<number> {
  const order = await lockOrder(db, { id: orderId });
  // a membership order (type 2) opens or renews the membership in this same transaction
  if (order.status === ORDER_STATUS.unfulfilled && order.orderType === MEMBERSHIP_ORDER_TYPE)
    return activateMembership(db, order, now);
  if (
    order.status !== ORDER_STATUS.unfulfilled ||
    order.isDelivery ||
    order.fulfillmentType === FULFILMENT.onRequest
  )
    return order.status;
  const issued = await issueVouchers(db, order.id, now);
  await db
    .update(s.orders)
    .set({ status: ORDER_STATUS.partlyFulfilled })
    .where(eq(s.orders.id, order.id));
  await recordEvent(db, order.id, "vouchers_issued", "system", now, { count: issued });
  return 2;
}

/** ops `confirm <sn>`: the provider confirmed an on-request ticket order → vouchers, status 2. */
export async function confirmOrder(db: Db, sn: string, now: Date) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { sn });
    if (order.isDelivery)
      throw new DomainError(Codes.notAllowed, "goods are shipped, not confirmed");
    if (order.status !== ORDER_STATUS.unfulfilled)
      throw new DomainError(
        Codes.notAllowed,
        `order is in status ${order.status}, not waiting for confirmation`,
      );
    const issued = await issueVouchers(tx, order.id, now);
    await tx
      .update(s.orders)
      .set({ status: ORDER_STATUS.partlyFulfilled, confirmedAt: now })
      .where(eq(s.orders.id, order.id));
    await recordEvent(tx, order.id, "confirmed", "ops", now);
    await recordEvent(tx, order.id, "vouchers_issued", "system", now, { count: issued });
    return { sn, status: ORDER_STATUS.partlyFulfilled, vouchers: issued };
  });
}

/** ops `fulfil <sn>`: the tickets were used at the gate → vouchers used, status 3 (fulfilled). */
export async function fulfilOrder(db: Db, sn: string, now: Date) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { sn });
    if (order.isDelivery)
      throw new DomainError(Codes.notAllowed, "goods are fulfilled by shipping");
    if (order.status !== ORDER_STATUS.partlyFulfilled)
      throw new DomainError(Codes.notAllowed, `order is in status ${order.status}, not to be used`);
    const used = await tx
      .update(s.vouchers)
      .set({ status: VOUCHER_STATUS.used, usedAt: now })
      .where(and(eq(s.vouchers.orderId, order.id), eq(s.vouchers.status, VOUCHER_STATUS.valid)))
      .returning({ id: s.vouchers.id });
    await tx
      .update(s.orders)
      .set({ status: ORDER_STATUS.fulfilled, completedAt: now })
      .where(eq(s.orders.id, order.id));
    await recordEvent(tx, order.id, "fulfilled", "ops", now, { vouchers: used.length });
    await earnPoints(tx, order, now);
    return { sn, status: ORDER_STATUS.fulfilled, vouchers: used.length };
  });
}

/**
 * ops `ship <sn> --carrier … --tracking … [--line id]`: a parcel for the whole order or one line.
 * All lines shipped → 3 (shipped), some → 2 (partly shipped).
 */
export async function shipOrder(
  db: Db,
  sn: string,
  parcel: { carrier: string; tracking: string; lineId?: number; place?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { sn });
    if (!order.isDelivery) throw new DomainError(Codes.notAllowed, "ticket orders are not shipped");
    if (order.status !== ORDER_STATUS.unfulfilled && order.status !== ORDER_STATUS.partlyFulfilled)
      throw new DomainError(
        Codes.notAllowed,
        `order is in status ${order.status}, not to be shipped`,
      );
    const lines = await tx
      .select({ id: s.orderLines.id })
      .from(s.orderLines)
      .where(eq(s.orderLines.orderId, order.id));
    if (parcel.lineId !== undefined && !lines.some((l) => l.id === parcel.lineId))
      throw new DomainError(Codes.orderLineMissing, "order line missing");
    await tx.insert(s.shipments).values({
      orderId: order.id,
      orderLineId: parcel.lineId ?? null,
      carrier: parcel.carrier,
      tracking: parcel.tracking,
      shippedAt: now,
      events: [
        { at: now.toISOString(), text: "Picked up by the carrier", place: parcel.place ?? "" },
      ],
    });
    const shipments = await tx
      .select({ lineId: s.shipments.orderLineId })
      .from(s.shipments)
      .where(eq(s.shipments.orderId, order.id));
    const whole = shipments.some((x) => x.lineId === null);
    const shippedLines = new Set(shipments.map((x) => x.lineId));
    const status = whole || lines.every((l) => shippedLines.has(l.id)) ? 3 : 2;
    await tx
      .update(s.orders)
      .set({ status, shippedAt: order.shippedAt ?? now })
      .where(eq(s.orders.id, order.id));
    await recordEvent(tx, order.id, "shipped", "ops", now, {
      carrier: parcel.carrier,
      tracking: parcel.tracking,
      line_id: parcel.lineId ?? null,
    });
    return { sn, status };
  });
}

/** ops `scan <sn> --text … [--place …]`: a carrier scan on the order's latest parcel. */
export async function addScan(
  db: Db,
  sn: string,
  scan: { text: string; place?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { sn });
    const [latest] = await tx
      .select()
      .from(s.shipments)
      .where(eq(s.shipments.orderId, order.id))
      .orderBy(sql`${s.shipments.id} desc`)
      .limit(1);
    if (!latest) throw new DomainError(Codes.notAllowed, "order has no parcel yet");
    await tx
      .update(s.shipments)
      .set({
        events: [
          ...latest.events,
          { at: now.toISOString(), text: scan.text, place: scan.place ?? "" },
        ],
      })
      .where(eq(s.shipments.id, latest.id));
    return { sn, shipment: latest.id, scans: latest.events.length + 1 };
  });
}

/** ops `set-stock <variant> <n> [--date D] [--time T]`: the stock of a variant, a day or a session. */
export async function setStock(
  db: Db,
  variantId: number,
  stock: number,
  slot: { date?: string; time?: string },
  now: Date,
) {
  if (!Number.isInteger(stock) || stock < 0)
    throw new DomainError(Codes.badRequest, "stock must be a whole number ≥ 0");
  const rows =
    slot.time !== undefined && slot.date !== undefined
      ? await db
          .update(s.calendarEvents)
          .set({ stock })
          .where(
            and(
              eq(s.calendarEvents.variantId, variantId),
              eq(s.calendarEvents.date, slot.date),
              eq(s.calendarEvents.time, slot.time),
            ),
          )
          .returning({ id: s.calendarEvents.id })
      : slot.date !== undefined
        ? await db
            .update(s.variantCalendars)
            .set({ stock })
            .where(
              and(
                eq(s.variantCalendars.variantId, variantId),
                eq(s.variantCalendars.date, slot.date),
              ),
            )
            .returning({ id: s.variantCalendars.variantId })
        : await db
            .update(s.variants)
            .set({ stock })
            .where(eq(s.variants.id, variantId))
            .returning({ id: s.variants.id });
  if (rows.length === 0)
    throw new DomainError(Codes.itemMissing, "no such variant, date or session");
  // an option sold out or back on sale moves its product's price range (lib/commerce/pricing/price-display)
  const [variant] = await db
    .select({ productId: s.variants.productId })
    .from(s.variants)
    .where(eq(s.variants.id, variantId));
  if (variant) await refreshProductPrices(db, [variant.productId], now);
  return { variant: variantId, product: variant?.productId ?? 0, stock, ...slot };
}

/** Vouchers of these lines become void (a refunded ticket). */
export async function voidVouchers(db: Db, orderId: number, lineIds: number[] | null) {
  await db
    .update(s.vouchers)
    .set({ status: VOUCHER_STATUS.void })
    .where(
      and(
        eq(s.vouchers.orderId, orderId),
        eq(s.vouchers.status, VOUCHER_STATUS.valid),
        ...(lineIds ? [inArray(s.vouchers.orderLineId, lineIds)] : []),
      ),
    );
}
