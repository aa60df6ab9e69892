// Spec §7 accounts/privacy/order…: the shopper's orders as the storefront shows them — list by
// tab, detail with the actions the state allows (lib/commerce/orders/orders) and what a refund would give
// back now (lib/commerce/refunds/refunds), parcels and history, vouchers. Every read is filtered by
// the caller's user and platform: another shopper's order is simply missing (10023).
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import {
  applyTypes,
  OPEN_REFUND_STATUSES,
  REFUND_STATUS,
  refundableAmount,
  refundDisplayStatus,
  refundNow,
  type RefundNow,
} from "../../lib/commerce/refunds/refunds";
import {
  AFTER_SALES_DAYS,
  orderActions,
  orderLabel,
  TAB_STATUSES,
  type OrderFacts,
  type OrderTab,
  VOUCHER_STATUS,
} from "../../lib/commerce/orders/orders";
import type { RefundPolicyItem } from "../../lib/commerce/catalogue/product.schema";
import { maskIdNumber } from "../../lib/commerce/accounts/personal-data";
import type {
  Delivery,
  OrderCard,
  OrderDetail,
  OrderLineDetail,
  OrderLineView,
} from "../../lib/commerce/orders/orders.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { tr, type Reader } from "./views";
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";

export type OrderRow = typeof s.orders.$inferSelect;
type LineRow = typeof s.orderLines.$inferSelect;
type RefundRow = typeof s.refunds.$inferSelect;
export type Owner = { userId: number; platformId: number };

const ORDERS_PAGE_SIZE = 10;

/** The caller's order by sn (10023 when missing or someone else's). */
export async function ownOrder(db: Db, owner: Owner, sn: string, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(s.orders)
    .where(
      and(
        eq(s.orders.sn, sn),
        eq(s.orders.userId, owner.userId),
        eq(s.orders.platformId, owner.platformId),
      ),
    );
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw new DomainError(Codes.orderMissing, "order missing");
  return order;
}

/** What the rules need besides the order row. */
export type OrderContext = {
  lines: LineRow[];
  vouchers: { lineId: number; status: number }[];
  shipments: number;
  refunds: RefundRow[];
};

export async function orderContext(db: Db, orderIds: number[]): Promise<Map<number, OrderContext>> {
  const map = new Map<number, OrderContext>(
    orderIds.map((id) => [id, { lines: [], vouchers: [], shipments: 0, refunds: [] }]),
  );
  if (orderIds.length === 0) return map;
  // one query at a time: `db` may be a transaction, whose one connection cannot run two at once
  const lines = await db
    .select()
    .from(s.orderLines)
    .where(inArray(s.orderLines.orderId, orderIds))
    .orderBy(asc(s.orderLines.id));
  const vouchers = await db
    .select({
      orderId: s.vouchers.orderId,
      lineId: s.vouchers.orderLineId,
      status: s.vouchers.status,
    })
    .from(s.vouchers)
    .where(inArray(s.vouchers.orderId, orderIds));
  const shipments = await db
    .select({ orderId: s.shipments.orderId, n: count() })
    .from(s.shipments)
    .where(inArray(s.shipments.orderId, orderIds))
    .groupBy(s.shipments.orderId);
  const refunds = await db
    .select()
    .from(s.refunds)
    .where(inArray(s.refunds.orderId, orderIds))
    .orderBy(desc(s.refunds.id));
  for (const l of lines) map.get(l.orderId)!.lines.push(l);
  for (const v of vouchers)
    map.get(v.orderId)!.vouchers.push({ lineId: v.lineId, status: v.status });
  for (const x of shipments) map.get(x.orderId)!.shipments = x.n;
  for (const r of refunds) map.get(r.orderId)!.refunds.push(r);
  return map;
}

const snap = (l: LineRow) => l.snapshot as Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : "");
const num = (v: unknown, fallback = 0) => (typeof v === "number" ? v : fallback);

/**
 * What the order refunds at `now` and how (lib/commerce/refunds/refunds refundNow), line by line (policy
 * as bought, from the snapshot), net of what was already paid back.
 */
export function orderRefund(order: OrderRow, ctx: OrderContext, now: Date): RefundNow {
  const used = new Set(
    ctx.vouchers.filter((v) => v.status !== VOUCHER_STATUS.valid).map((v) => v.lineId),
  );
  // what was already paid back is not refundable again
  const refunded = ctx.refunds
    .filter((r) => r.status === REFUND_STATUS.refunded)
    .reduce((a, r) => a + r.amount, 0);
  const policy = refundableAmount(
    {
      paidAmount: order.paidAmount,
      shippingAmount: order.shippingAmount,
      paidAt: order.paidAt,
      completedAt: order.completedAt,
      shipped: order.shippedAt !== null,
    },
    ctx.lines.map((l) => ({
      productType: num(snap(l).product_type, 2),
      refundTag: num(snap(l).refund_tag, 0),
      policy: (snap(l).refund_policy as RefundPolicyItem[] | undefined) ?? [],
      bookAt: l.bookAt || null,
      bookTime: l.bookTime || null,
      used: used.has(l.id),
      total: l.totalAmount,
    })),
    now,
  );
  const left = Math.max(0, order.paidAmount - refunded);
  const capped =
    refunded > 0
      ? {
          ...policy,
          amount: Math.min(policy.amount, left),
          lines: policy.lines.map((l) => ({ ...l, amount: Math.min(l.amount, left) })),
        }
      : policy;
  const actions = orderActions(orderFacts(order, ctx, capped.amount), now);
  return refundNow(
    capped,
    {
      paidAmount: order.paidAmount,
      shippingAmount: order.shippingAmount,
      refunded,
      lineTotals: ctx.lines.map((l) => l.totalAmount),
    },
    actions,
    openRefund(ctx) !== null,
  );
}

function openRefund(ctx: OrderContext): RefundRow | null {
  return (
    ctx.refunds.find((r) => (OPEN_REFUND_STATUSES as readonly number[]).includes(r.status)) ?? null
  );
}

export function orderFacts(order: OrderRow, ctx: OrderContext, refundable: number): OrderFacts {
  const open = openRefund(ctx);
  return {
    status: order.status,
    isDelivery: order.isDelivery,
    fulfillmentType: order.fulfillmentType,
    confirmed: order.confirmedAt !== null,
    pointsUsed: order.pointsUsed,
    payDeadline: order.payDeadline,
    completedAt: order.completedAt,
    remindedAt: order.remindedAt,
    hasVouchers: ctx.vouchers.length > 0,
    hasShipments: ctx.shipments > 0,
    openRefund: open ? { isCancel: open.isCancel } : null,
    statusBeforeComplaint: order.statusBeforeComplaint,
    refundable,
  };
}

function lineView(
  r: Reader,
  l: LineRow,
  refund: RefundNow["lines"][number] | undefined,
  vouchers: number,
): OrderLineView {
  const x = snap(l);
  const titles = x.titles as Record<string, string> | undefined;
  const variantNames = x.variant_names as Record<string, string> | undefined;
  return {
    id: l.id,
    product_id: l.productId,
    variant_id: l.variantId,
    seo_sn: str(x.seo_sn),
    title: titles ? tr(r, titles) || str(x.title) : str(x.title),
    variant_name: variantNames ? tr(r, variantNames) || str(x.variant_name) : str(x.variant_name),
    image: str(x.image),
    product_type: num(x.product_type, 2),
    confirmation: num(x.confirmation, 0),
    refund_tag: num(x.refund_tag, 0),
    book_at: l.bookAt || null,
    book_time: l.bookTime || null,
    quantity: l.quantity,
    unit_amount: l.unitAmount,
    total_amount: l.totalAmount,
    promo_discount: l.promoDiscount,
    refund: refund
      ? {
          amount: refund.amount,
          proportion: refund.proportion,
          rule: refund.rule,
          item: refund.item,
          until: refund.until,
        }
      : { amount: 0, proportion: 0, rule: "nonRefundable", item: null, until: null },
    vouchers,
  };
}

function refundSummary(r: RefundRow) {
  return {
    id: r.id,
    type: r.type,
    is_cancel: r.isCancel,
    status: r.status,
    display_status: refundDisplayStatus(r.status),
    amount: r.amount,
    currency_code: r.currencyCode,
    created_at: r.createdAt.toISOString(),
  };
}

function cardView(
  r: Reader,
  order: OrderRow,
  ctx: OrderContext,
): OrderCard & { refund: RefundNow; facts: OrderFacts } {
  const refund = orderRefund(order, ctx, r.now);
  const facts = orderFacts(order, ctx, refund.amount);
  return {
    sn: order.sn,
    status: order.status,
    label: orderLabel(facts, r.now),
    order_type: order.orderType,
    currency_code: order.currencyCode as OrderCard["currency_code"],
    requested_amount: order.requestedAmount,
    paid_amount: order.paidAmount,
    is_delivery: order.isDelivery,
    created_at: order.createdAt.toISOString(),
    pay_deadline: order.payDeadline.toISOString(),
    lines: ctx.lines.map((l) => {
      const v = lineView(r, l, undefined, 0);
      return {
        id: v.id,
        title: v.title,
        variant_name: v.variant_name,
        image: v.image,
        quantity: v.quantity,
        book_at: v.book_at,
        book_time: v.book_time,
      };
    }),
    actions: orderActions(facts, r.now),
    refund,
    facts,
  };
}

/** GET accounts/privacy/order: the caller's orders under a tab, newest first. */
export async function listOrders(db: Db, r: Reader, owner: Owner, tab: OrderTab, page: number) {
  const statuses = TAB_STATUSES[tab];
  const where = and(
    eq(s.orders.userId, owner.userId),
    eq(s.orders.platformId, owner.platformId),
    ...(statuses ? [inArray(s.orders.status, [...statuses])] : []),
  );
  const rows = await db
    .select()
    .from(s.orders)
    .where(where)
    .orderBy(desc(s.orders.createdAt), desc(s.orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(s.orders).where(where);
  const ctx = await orderContext(
    db,
    rows.map((o) => o.id),
  );
  return {
    list: rows.map((o) => {
      const { refund: _refund, facts: _facts, ...card } = cardView(r, o, ctx.get(o.id)!);
      return card;
    }),
    count: total?.n ?? 0,
    page,
    page_size: ORDERS_PAGE_SIZE,
  };
}

function detailView(r: Reader, order: OrderRow, ctx: OrderContext): OrderDetail {
  const { refund, facts: _facts, ...card } = cardView(r, order, ctx);
  const voucherCount = (lineId: number) => ctx.vouchers.filter((v) => v.lineId === lineId).length;
  const fields = order.bookingFields as { travelers?: unknown[]; other?: Record<string, unknown> };
  return {
    ...card,
    language_code: order.languageCode,
    fulfillment_type: order.fulfillmentType,
    confirmed_at: order.confirmedAt?.toISOString() ?? null,
    has_multiple_shipping: false,
    product_amount: order.productAmount,
    promo_amount: order.promoAmount,
    coupon_discount: order.couponDiscount,
    shipping_amount: order.shippingAmount,
    points_used: order.pointsUsed,
    points_money: order.pointsMoney,
    payment_method: order.paymentMethod,
    paid_at: order.paidAt?.toISOString() ?? null,
    shipped_at: order.shippedAt?.toISOString() ?? null,
    completed_at: order.completedAt?.toISOString() ?? null,
    closed_at: order.closedAt?.toISOString() ?? null,
    reminded_at: order.remindedAt?.toISOString() ?? null,
    contact: order.contact,
    address: order.address ?? null,
    // document numbers go back masked: no view after the sale needs them whole (lib/commerce/accounts/personal-data)
    booking_fields: {
      travelers: maskTravellers(fields.travelers ?? []),
      other: fields.other ?? {},
    },
    lines: ctx.lines.map((l, i) => lineView(r, l, refund.lines[i], voucherCount(l.id))),
    refundable_amount: refund.amount,
    refund_shipping: refund.shipping,
    refund_way: refund.way,
    apply_types: applyTypes(order.isDelivery),
    after_sales_until:
      order.completedAt && order.isDelivery
        ? new Date(order.completedAt.getTime() + AFTER_SALES_DAYS * 86_400_000).toISOString()
        : null,
    refunds: ctx.refunds.map(refundSummary),
  };
}

function maskTravellers(travellers: unknown[]): OrderDetail["booking_fields"]["travelers"] {
  return (travellers as OrderDetail["booking_fields"]["travelers"]).map((x) => ({
    ...x,
    id_number: maskIdNumber(String(x.id_number ?? "")),
  }));
}

export async function loadDetail(db: Db, r: Reader, order: OrderRow): Promise<OrderDetail> {
  const ctx = await orderContext(db, [order.id]);
  return detailView(r, order, ctx.get(order.id)!);
}

/** GET …/{sn}/delivery (and …/{sn}/{lineId}/delivery): parcels with their scans, and the order's history. */
export async function delivery(
  db: Db,
  r: Reader,
  order: OrderRow,
  lineId: number | null,
): Promise<Delivery> {
  if (lineId !== null) {
    const [line] = await db
      .select({ id: s.orderLines.id })
      .from(s.orderLines)
      .where(and(eq(s.orderLines.id, lineId), eq(s.orderLines.orderId, order.id)));
    if (!line) throw new DomainError(Codes.orderLineMissing, "order line missing");
  }
  const ctx = await orderContext(db, [order.id]);
  const shipments = await db
    .select()
    .from(s.shipments)
    .where(eq(s.shipments.orderId, order.id))
    .orderBy(asc(s.shipments.id));
  const events = await db
    .select()
    .from(s.orderEvents)
    .where(eq(s.orderEvents.orderId, order.id))
    .orderBy(asc(s.orderEvents.id));
  const c = ctx.get(order.id)!;
  return {
    sn: order.sn,
    label: orderLabel(orderFacts(order, c, 0), r.now),
    address: order.address ?? null,
    shipments: shipments
      .filter((x) => lineId === null || x.orderLineId === null || x.orderLineId === lineId)
      .map((x) => ({
        id: x.id,
        order_line_id: x.orderLineId,
        carrier: x.carrier,
        tracking: x.tracking,
        shipped_at: x.shippedAt.toISOString(),
        events: x.events,
      })),
    history: events.map((e) => ({
      kind: e.kind,
      actor: e.actor,
      at: e.createdAt.toISOString(),
      data: e.data,
    })),
  };
}

async function vouchersOf(
  db: Db,
  r: Reader,
  order: OrderRow,
  lineIds: number[] | null,
): Promise<OrderLineDetail[]> {
  const ctx = (await orderContext(db, [order.id])).get(order.id)!;
  const refund = orderRefund(order, ctx, r.now);
  const facts = orderFacts(order, ctx, refund.amount);
  const rows = await db
    .select()
    .from(s.vouchers)
    .where(eq(s.vouchers.orderId, order.id))
    .orderBy(asc(s.vouchers.id));
  return ctx.lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => lineIds === null || lineIds.includes(l.id))
    .map(({ l, i }) => {
      const mine = rows.filter((v) => v.orderLineId === l.id);
      return {
        ...lineView(r, l, refund.lines[i], mine.length),
        sn: order.sn,
        label: orderLabel(facts, r.now),
        contact: order.contact,
        voucher_list: mine.map((v) => ({
          id: v.id,
          code: v.code,
          status: v.status,
          issued_at: v.issuedAt.toISOString(),
          used_at: v.usedAt?.toISOString() ?? null,
        })),
      };
    });
}

/** GET …/{sn}/vouchers: the ticket lines that have vouchers. */
export async function orderVouchers(
  db: Db,
  r: Reader,
  order: OrderRow,
): Promise<OrderLineDetail[]> {
  return (await vouchersOf(db, r, order, null)).filter((l) => l.voucher_list.length > 0);
}

/** GET accounts/privacy/order_lines/{id}: one line of one of the caller's orders (10024 otherwise). */
export async function orderLine(
  db: Db,
  r: Reader,
  owner: Owner,
  lineId: number,
): Promise<OrderLineDetail> {
  const [row] = await db
    .select({ order: s.orders })
    .from(s.orderLines)
    .innerJoin(s.orders, eq(s.orders.id, s.orderLines.orderId))
    .where(
      and(
        eq(s.orderLines.id, lineId),
        eq(s.orders.userId, owner.userId),
        eq(s.orders.platformId, owner.platformId),
      ),
    );
  if (!row) throw new DomainError(Codes.orderLineMissing, "order line missing");
  const [line] = await vouchersOf(db, r, row.order, [lineId]);
  return line!;
}
