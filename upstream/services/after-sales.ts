// Spec §7 …/{sn}/complete, cancel, complaints, repurchase; order_complaints; §4 Order cancel (in
// progress / succeeded / failed), Refund status and Apply types; §9 after-sales (coupon back only
// on a full refund, deducted points never). Every change runs in one transaction with the order row
// locked (FOR UPDATE), re-checks the state under the lock with the lib/commerce rules, and writes
// an order event; one open application per order is also a unique index (refunds_open_idx).
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  APPLY_TYPES,
  OPEN_REFUND_STATUSES,
  REFUND_STATUS,
  returnsCoupon,
  refundDisplayStatus,
} from "../../lib/commerce/refunds/refunds";
import {
  type RefundApplyBody,
  type RefundUpdateBody,
} from "../../lib/commerce/refunds/refunds.schema";
import {
  nextReminder,
  orderActions,
  orderLabel,
  REMIND_INTERVAL_HOURS,
  ORDER_STATUS,
} from "../../lib/commerce/orders/orders";
import type { RefundDetail, RepurchaseResult } from "../../lib/commerce/orders/orders.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { DomainError } from "./errors";
import { tr, type Reader, type Shop } from "./views";
import { upstreamUploadPath } from "../../lib/commerce/contract/uploads";
import { addLine } from "./basket";
import { ownedUploads } from "./uploads";
import { releaseOrder } from "./booking";
import { lockOrder, voidVouchers } from "./fulfilment";
import { recordEvent, type Actor } from "./order-records";
import { earnPoints } from "./membership";
import {
  loadDetail,
  orderContext,
  orderFacts,
  orderRefund,
  ownOrder,
  type OrderRow,
  type Owner,
} from "./orders";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { USER_COUPON_STATUS } from "../../lib/commerce/contract/record-status";

type RefundRow = typeof s.refunds.$inferSelect;

const notAllowed = (what: string) =>
  new DomainError(Codes.notAllowed, `${what} is not allowed in this state`);

/** The order locked, with the facts the rules need, read inside the transaction. */
async function lockedFacts(tx: Db, owner: Owner, sn: string, now: Date) {
  const order = await ownOrder(tx, owner, sn, true);
  const ctx = (await orderContext(tx, [order.id])).get(order.id)!;
  const refund = orderRefund(order, ctx, now);
  const facts = orderFacts(order, ctx, refund.amount);
  return { order, ctx, refund, facts, actions: orderActions(facts, now) };
}

/**
 * POST …/{sn}/cancel. Unpaid: closed at once, stock, flash-sale slot and coupon returned
 * (succeeded). Paid and not yet shipped or confirmed: a full-refund application (in progress,
 * "canceling") that ops settle. Orders that used points cannot be cancelled (10033); a closed one
 * answers 10031. Two cancels at once: the row lock lets one close it; the other sees it closed.
 */
export async function cancelOrder(db: Db, r: Reader, owner: Owner, sn: string) {
  return db.transaction(async (tx) => {
    const { order, facts, actions, refund } = await lockedFacts(tx, owner, sn, r.now);
    const label = orderLabel(facts, r.now);
    if (label === "cancelled") throw new DomainError(Codes.orderCancelled, "order cancelled");
    if (label === "canceling") return { cancel_status: "in_progress" as const, label };
    if (!actions.includes("cancel"))
      throw notAllowed(order.pointsUsed > 0 ? "cancelling an order paid with points" : "cancel");
    if (order.status === ORDER_STATUS.pending) {
      await tx
        .update(s.orders)
        .set({ status: ORDER_STATUS.cancelled, closedAt: r.now })
        .where(eq(s.orders.id, order.id));
      await releaseOrder(tx, order, r.now);
      await recordEvent(tx, order.id, "cancelled", "shopper", r.now);
      return { cancel_status: "succeeded" as const, label: "cancelled" as const };
    }
    await openApplication(tx, order, null, {
      userId: owner.userId,
      type: APPLY_TYPES.refundOnly,
      isCancel: true,
      reason: "cancel",
      // lib/commerce/refunds/refunds refundNow: everything paid in cash, shipping included (what the refund page showed)
      amount: refund.amount,
      images: [],
      tracking: "",
      now: r.now,
    });
    await recordEvent(tx, order.id, "cancel_requested", "shopper", r.now, {
      amount: refund.amount,
    });
    return { cancel_status: "in_progress" as const, label: "canceling" as const };
  });
}

/** POST …/{sn}/complete: the shopper confirms receipt of shipped goods (3 → 4); the after-sales window starts. */
export async function completeOrder(db: Db, r: Reader, owner: Owner, sn: string) {
  const order = await db.transaction(async (tx) => {
    const { order, actions } = await lockedFacts(tx, owner, sn, r.now);
    if (order.status === ORDER_STATUS.completed) return order;
    if (!actions.includes("confirmReceipt")) throw notAllowed("confirming receipt");
    const [updated] = await tx
      .update(s.orders)
      .set({ status: ORDER_STATUS.completed, completedAt: r.now })
      .where(eq(s.orders.id, order.id))
      .returning();
    await recordEvent(tx, order.id, "completed", "shopper", r.now);
    await earnPoints(tx, updated!, r.now);
    return updated!;
  });
  return loadDetail(db, r, order);
}

/** POST …/{sn}/remind: remind the merchant to ship, at most once a day (a conditional update). */
export async function remindToShip(db: Db, r: Reader, owner: Owner, sn: string) {
  return db.transaction(async (tx) => {
    const { order, actions } = await lockedFacts(tx, owner, sn, r.now);
    if (!actions.includes("remind")) throw notAllowed("reminding");
    const next = nextReminder(order.remindedAt, r.now);
    if (next) return { reminded: false, next_at: next.toISOString() };
    await tx.update(s.orders).set({ remindedAt: r.now }).where(eq(s.orders.id, order.id));
    await recordEvent(tx, order.id, "reminded", "shopper", r.now);
    return {
      reminded: true,
      next_at: new Date(r.now.getTime() + REMIND_INTERVAL_HOURS * 3_600_000).toISOString(),
    };
  });
}

const SKIP_REASONS: Record<number, RepurchaseResult["skipped"][number]["reason"]> = {
  [Codes.offShelf]: "removed",
  [Codes.insufficientStock]: "sold_out",
  [Codes.itemMissing]: "expired",
  [Codes.beyondPurchaseRange]: "sold_out",
};

/** POST …/{sn}/repurchase: the order's lines back into the basket; lines that cannot go back are reported. */
export async function repurchase(
  db: Db,
  shop: Shop,
  owner: Owner,
  sn: string,
): Promise<RepurchaseResult> {
  const order = await ownOrder(db, owner, sn);
  const ctx = (await orderContext(db, [order.id])).get(order.id)!;
  const result: RepurchaseResult = { added: 0, basket_line_ids: [], skipped: [] };
  for (const line of ctx.lines) {
    const x = line.snapshot as { titles?: Record<string, string>; title?: string };
    const title = x.titles ? tr(shop, x.titles) : (x.title ?? "");
    try {
      const added = await addLine(db, shop, owner.userId, {
        product_id: line.productId,
        variant_id: line.variantId,
        quantity: line.quantity,
        ...(line.bookAt ? { book_at: line.bookAt } : {}),
        ...(line.bookTime ? { book_time: line.bookTime } : {}),
      });
      result.added += line.quantity;
      result.basket_line_ids.push(added.id);
    } catch (error) {
      const reason = error instanceof DomainError ? SKIP_REASONS[error.code] : undefined;
      if (!reason) throw error;
      result.skipped.push({ title, reason });
    }
  }
  return result;
}

type Application = {
  userId: number;
  type: number;
  isCancel: boolean;
  reason: string;
  amount: number;
  images: number[];
  tracking: string;
  now: Date;
};

/** Inserts the open application and moves the order to 6 (after-sales pending), remembering its status. */
async function openApplication(
  tx: Db,
  order: OrderRow,
  lineId: number | null,
  a: Application,
): Promise<RefundRow> {
  const [refund] = await tx
    .insert(s.refunds)
    .values({
      orderId: order.id,
      userId: a.userId,
      orderLineId: lineId,
      type: a.type,
      isCancel: a.isCancel,
      reason: a.reason,
      amount: a.amount,
      currencyCode: order.currencyCode,
      images: a.images,
      tracking: a.tracking,
      status: REFUND_STATUS.processing,
      createdAt: a.now,
      updatedAt: a.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!refund) throw notAllowed("a second open application");
  await tx
    .update(s.orders)
    .set({
      status: ORDER_STATUS.afterSalesPending,
      statusBeforeComplaint:
        order.status === ORDER_STATUS.afterSalesRejected
          ? order.statusBeforeComplaint
          : order.status,
    })
    .where(eq(s.orders.id, order.id));
  return refund;
}

/** The caller's own uploads among `ids` (proof images); any other id is refused (20004). */
async function ownImages(tx: Db, userId: number, ids: number[]): Promise<number[]> {
  return (await ownedUploads(tx, userId, ids)).map((u) => u.id);
}

/**
 * POST …/{sn}/complaints: an after-sales application. The type must be one the order accepts
 * (10033), the amount at most what is refundable now (10012, data.refundable), images the
 * caller's own uploads.
 */
export async function applyRefund(
  db: Db,
  r: Reader,
  owner: Owner,
  sn: string,
  body: RefundApplyBody & { order_line_id?: number },
): Promise<RefundDetail> {
  const refund = await db.transaction(async (tx) => {
    const { order, ctx, refund, actions } = await lockedFacts(tx, owner, sn, r.now);
    if (!actions.includes("refund")) throw notAllowed("an after-sales application");
    if (!order.isDelivery && body.type !== APPLY_TYPES.refundOnly)
      throw notAllowed("return or exchange of tickets");
    let ceiling = refund.amount;
    if (body.order_line_id !== undefined) {
      const index = ctx.lines.findIndex((l) => l.id === body.order_line_id);
      if (index < 0) throw new DomainError(Codes.orderLineMissing, "order line missing");
      ceiling = refund.lines[index]!.amount;
    }
    if (body.amount > ceiling)
      throw new DomainError(Codes.wrongComplaintAmount, "amount exceeds the refundable amount", {
        refundable: ceiling,
      });
    const images = await ownImages(tx, owner.userId, body.images);
    const row = await openApplication(tx, order, body.order_line_id ?? null, {
      userId: owner.userId,
      type: body.type,
      isCancel: false,
      reason: body.reason,
      amount: body.amount,
      images,
      tracking: body.tracking,
      now: r.now,
    });
    await recordEvent(tx, order.id, "refund_applied", "shopper", r.now, {
      refund_id: row.id,
      type: body.type,
      amount: body.amount,
    });
    return row;
  });
  return refundView(db, r, refund);
}

async function ownRefund(db: Db, owner: Owner, id: number, lock = false) {
  const query = db
    .select({ refund: s.refunds, order: s.orders })
    .from(s.refunds)
    .innerJoin(s.orders, eq(s.orders.id, s.refunds.orderId))
    .where(
      and(
        eq(s.refunds.id, id),
        eq(s.refunds.userId, owner.userId),
        eq(s.orders.platformId, owner.platformId),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new DomainError(Codes.orderMissing, "application missing");
  return row;
}

async function refundView(db: Db, r: Reader, refund: RefundRow): Promise<RefundDetail> {
  const [order] = await db.select().from(s.orders).where(eq(s.orders.id, refund.orderId));
  const [line] = await db
    .select()
    .from(s.orderLines)
    .where(
      refund.orderLineId
        ? eq(s.orderLines.id, refund.orderLineId)
        : eq(s.orderLines.orderId, refund.orderId),
    )
    .limit(1);
  const images = refund.images.length
    ? await db
        .select({ id: s.uploads.id, key: s.uploads.key })
        .from(s.uploads)
        .where(inArray(s.uploads.id, refund.images))
    : [];
  const x = (line?.snapshot ?? {}) as {
    titles?: Record<string, string>;
    title?: string;
    image?: string;
  };
  return {
    id: refund.id,
    sn: order!.sn,
    type: refund.type,
    is_cancel: refund.isCancel,
    status: refund.status,
    display_status: refundDisplayStatus(refund.status),
    amount: refund.amount,
    currency_code: refund.currencyCode as RefundDetail["currency_code"],
    created_at: refund.createdAt.toISOString(),
    updated_at: refund.updatedAt.toISOString(),
    order_line_id: refund.orderLineId,
    reason: refund.reason,
    tracking: refund.tracking,
    note: refund.note,
    images: images.map((i) => ({ id: i.id, url: upstreamUploadPath(i.key) })),
    title: x.titles ? tr(r, x.titles) : (x.title ?? ""),
    image: x.image ?? "",
  };
}

/** GET order_complaints/{id} */
export async function getRefund(db: Db, r: Reader, owner: Owner, id: number) {
  return refundView(db, r, (await ownRefund(db, owner, id)).refund);
}

/** GET order_complaints: the caller's applications, newest first. */
export async function listRefunds(db: Db, r: Reader, owner: Owner, page: number) {
  const where = eq(s.refunds.userId, owner.userId);
  const rows = await db
    .select({ refund: s.refunds })
    .from(s.refunds)
    .innerJoin(s.orders, eq(s.orders.id, s.refunds.orderId))
    .where(and(where, eq(s.orders.platformId, owner.platformId)))
    .orderBy(desc(s.refunds.id))
    .limit(10)
    .offset((page - 1) * 10);
  const [total] = await db
    .select({ n: count() })
    .from(s.refunds)
    .innerJoin(s.orders, eq(s.orders.id, s.refunds.orderId))
    .where(and(where, eq(s.orders.platformId, owner.platformId)));
  const list = [];
  for (const x of rows) list.push(await refundView(db, r, x.refund));
  return { list, count: total?.n ?? 0, page, page_size: 10 };
}

/** PUT order_complaints/{id}: edit an open application (reason, images, tracking) or withdraw it (→ 7, the order back as it was). */
export async function updateRefund(
  db: Db,
  r: Reader,
  owner: Owner,
  id: number,
  body: RefundUpdateBody,
) {
  const refund = await db.transaction(async (tx) => {
    const { refund } = await ownRefund(tx, owner, id);
    const order = await lockOrder(tx, { id: refund.orderId });
    const [current] = await tx
      .select()
      .from(s.refunds)
      .where(eq(s.refunds.id, refund.id))
      .for("update");
    if (
      !current ||
      !(OPEN_REFUND_STATUSES as readonly number[]).includes(current.status) ||
      current.status === REFUND_STATUS.awaitingRefund
    )
      throw notAllowed("changing this application");
    if (body.action === "withdraw") {
      const [row] = await tx
        .update(s.refunds)
        .set({ status: REFUND_STATUS.withdrawn, updatedAt: r.now })
        .where(eq(s.refunds.id, current.id))
        .returning();
      await tx
        .update(s.orders)
        .set({ status: order.statusBeforeComplaint ?? order.status, statusBeforeComplaint: null })
        .where(eq(s.orders.id, order.id));
      await recordEvent(tx, order.id, "withdrawn", "shopper", r.now, { refund_id: current.id });
      return row!;
    }
    if (current.isCancel) throw notAllowed("editing a cancellation");
    const images = body.images ? await ownImages(tx, owner.userId, body.images) : current.images;
    const [row] = await tx
      .update(s.refunds)
      .set({
        reason: body.reason ?? current.reason,
        images,
        tracking: body.tracking ?? current.tracking,
        updatedAt: r.now,
      })
      .where(eq(s.refunds.id, current.id))
      .returning();
    return row!;
  });
  return refundView(db, r, refund);
}

// —— ops: the provider's side of an application (upstream/ops/cli.ts) ——

async function lockRefund(tx: Db, id: number) {
  const [found] = await tx
    .select({ orderId: s.refunds.orderId })
    .from(s.refunds)
    .where(eq(s.refunds.id, id));
  if (!found) throw new DomainError(Codes.orderMissing, "application missing");
  // the order first, then the application: the same order as the shopper's calls take them
  const order = await lockOrder(tx, { id: found.orderId });
  const [refund] = await tx.select().from(s.refunds).where(eq(s.refunds.id, id)).for("update");
  return { order, refund: refund! };
}

async function move(tx: Db, refund: RefundRow, status: number, now: Date, note?: string) {
  await tx
    .update(s.refunds)
    .set({ status, updatedAt: now, ...(note !== undefined ? { note } : {}) })
    .where(eq(s.refunds.id, refund.id));
}

const OPS: Actor = "ops";

/** ops `refund approve <id>`: processing → awaiting refund (refund only) or approved, return goods; inspected → awaiting refund. */
export async function approveRefund(db: Db, id: number, now: Date, note?: string) {
  return db.transaction(async (tx) => {
    const { order, refund } = await lockRefund(tx, id);
    let next: number;
    if (refund.status === REFUND_STATUS.processing || refund.status === REFUND_STATUS.reopened)
      next =
        refund.type === APPLY_TYPES.refundOnly
          ? REFUND_STATUS.awaitingRefund
          : REFUND_STATUS.approvedReturn;
    else if (refund.status === REFUND_STATUS.awaitingInspection)
      next = REFUND_STATUS.awaitingRefund;
    else throw notAllowed(`approving an application in status ${refund.status}`);
    await move(tx, refund, next, now, note);
    await tx
      .update(s.orders)
      .set({ status: ORDER_STATUS.afterSalesProcessing })
      .where(eq(s.orders.id, order.id));
    await recordEvent(tx, order.id, "refund_approved", OPS, now, { refund_id: id, status: next });
    return { id, status: next };
  });
}

/** ops `refund reject <id>`: → rejected; the order shows after-sales rejected (8), or a cancel failed (back as it was). */
export async function rejectRefund(db: Db, id: number, now: Date, note?: string) {
  return db.transaction(async (tx) => {
    const { order, refund } = await lockRefund(tx, id);
    if (
      !(
        [
          REFUND_STATUS.processing,
          REFUND_STATUS.approvedReturn,
          REFUND_STATUS.awaitingInspection,
          REFUND_STATUS.reopened,
        ] as number[]
      ).includes(refund.status)
    )
      throw notAllowed(`rejecting an application in status ${refund.status}`);
    await move(tx, refund, REFUND_STATUS.rejected, now, note);
    if (refund.isCancel) {
      await tx
        .update(s.orders)
        .set({ status: order.statusBeforeComplaint ?? 1, statusBeforeComplaint: null })
        .where(eq(s.orders.id, order.id));
      await recordEvent(tx, order.id, "cancel_failed", OPS, now, {
        refund_id: id,
        note: note ?? "",
      });
    } else {
      await tx
        .update(s.orders)
        .set({ status: ORDER_STATUS.afterSalesRejected })
        .where(eq(s.orders.id, order.id));
      await recordEvent(tx, order.id, "refund_rejected", OPS, now, {
        refund_id: id,
        note: note ?? "",
      });
    }
    return { id, status: REFUND_STATUS.rejected };
  });
}

/** ops `refund receive <id>`: the returned goods arrived → awaiting inspection. */
export async function receiveReturn(db: Db, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const { order, refund } = await lockRefund(tx, id);
    if (refund.status !== REFUND_STATUS.approvedReturn)
      throw notAllowed(`receiving goods for an application in status ${refund.status}`);
    await move(tx, refund, REFUND_STATUS.awaitingInspection, now);
    await recordEvent(tx, order.id, "refund_received", OPS, now, { refund_id: id });
    return { id, status: REFUND_STATUS.awaitingInspection };
  });
}

/**
 * ops `refund pay <id>`: the money goes back (awaiting refund → refunded, once). A cancellation
 * closes the order (5) and returns stock, the flash-sale slot and the coupon; another refund ends
 * the after-sales (9), voids the refunded tickets' vouchers and returns the coupon only when
 * everything paid came back (§9). Deducted points are never returned.
 */
export async function payRefund(db: Db, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const { order, refund } = await lockRefund(tx, id);
    if (refund.status !== REFUND_STATUS.awaitingRefund)
      throw notAllowed(`paying an application in status ${refund.status}`);
    await move(tx, refund, REFUND_STATUS.refunded, now);
    const [{ refunded } = { refunded: 0 }] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${s.refunds.amount}), 0)::int` })
      .from(s.refunds)
      .where(and(eq(s.refunds.orderId, order.id), eq(s.refunds.status, REFUND_STATUS.refunded)));
    if (refund.isCancel) {
      await tx
        .update(s.orders)
        .set({ status: ORDER_STATUS.cancelled, closedAt: now, statusBeforeComplaint: null })
        .where(eq(s.orders.id, order.id));
      await releaseOrder(tx, order, now, { points: false });
      await voidVouchers(tx, order.id, null);
      await recordEvent(tx, order.id, "cancelled", OPS, now, {
        refund_id: id,
        amount: refund.amount,
      });
    } else if (
      !returnsCoupon(refunded, order.paidAmount, order.shippedAt ? order.shippingAmount : 0)
    ) {
      // a part of the money back: the order goes on as it was (what is left stays refundable)
      await tx
        .update(s.orders)
        .set({ status: order.statusBeforeComplaint ?? 4, statusBeforeComplaint: null })
        .where(eq(s.orders.id, order.id));
      if (refund.orderLineId) await voidVouchers(tx, order.id, [refund.orderLineId]);
      await recordEvent(tx, order.id, "refunded", OPS, now, {
        refund_id: id,
        amount: refund.amount,
        partial: true,
      });
    } else {
      await tx
        .update(s.orders)
        .set({ status: ORDER_STATUS.afterSalesCompleted })
        .where(eq(s.orders.id, order.id));
      await voidVouchers(tx, order.id, null);
      if (order.userCouponId !== null) {
        await tx
          .update(s.userCoupons)
          .set({ status: USER_COUPON_STATUS.active, usedAt: null })
          .where(
            and(
              eq(s.userCoupons.id, order.userCouponId),
              eq(s.userCoupons.status, USER_COUPON_STATUS.used),
            ),
          );
      }
      await recordEvent(tx, order.id, "refunded", OPS, now, {
        refund_id: id,
        amount: refund.amount,
      });
    }
    return { id, status: REFUND_STATUS.refunded, refunded };
  });
}
