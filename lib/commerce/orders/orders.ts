// Spec §4 Order status, Order list tabs, Unpaid orders and Order actions: what an order is called,
// under which tab it is listed, and what a shopper may do with it in each state. The upstream
// decides with these rules (and refuses what they refuse); the storefront shows what they allow.
import { effectiveOrderStatus } from "./unpaid";

/** An order sn as order/booking makes it (shop date + random characters), and as every call accepts it. */
export const ORDER_SN = /^[0-9A-Z]{8,32}$/;

/** §4 Order status codes. 10 is shown as 5. */
export const ORDER_STATUS = {
  pending: 0,
  unfulfilled: 1,
  partlyFulfilled: 2,
  fulfilled: 3,
  completed: 4,
  cancelled: 5,
  afterSalesPending: 6,
  afterSalesProcessing: 7,
  afterSalesRejected: 8,
  afterSalesCompleted: 9,
  /** stored by some channels for a closed order; shown as 5 */
  closed: 10,
} as const;

/** A payment's status (payments.status): the gateway's answer, and a late one to give back. */
export const PAYMENT_STATUS = { pending: 0, paid: 1, declined: 2, toRefund: 3 } as const;

/** A voucher's status (vouchers.status). */
export const VOUCHER_STATUS = { valid: 0, used: 1, void: 2 } as const;
export type VoucherStatus = (typeof VOUCHER_STATUS)[keyof typeof VOUCHER_STATUS];

/** §3 fulfillment_type: vouchers at payment (instant) or after the provider confirms (on request). */
export const FULFILMENT = { instant: 0, onRequest: 1 } as const;

/** §9 after-sales: 7 days from receipt. */
export const AFTER_SALES_DAYS = 7;
/** "Remind merchant to ship" at most once a day. */
export const REMIND_INTERVAL_HOURS = 24;

/** §4 Order list tabs: all, pending payment, unfulfilled, fulfilled, refund or after-sales. */
export const ORDER_TABS = ["all", "pending", "unfulfilled", "fulfilled", "afterSales"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The stored statuses each tab lists (cancelled orders only under "all"). */
export const TAB_STATUSES: Record<OrderTab, readonly number[] | null> = {
  all: null,
  pending: [0],
  unfulfilled: [1, 2],
  fulfilled: [3, 4],
  afterSales: [6, 7, 8, 9],
};

export function parseOrderTab(value: unknown): OrderTab {
  return (ORDER_TABS as readonly unknown[]).includes(value) ? (value as OrderTab) : "all";
}

/** The words an order's state is shown with (messages "orders.status.<label>"). */
export type OrderLabel =
  | "pending"
  | "confirming"
  | "processing"
  | "toShip"
  | "toUse"
  | "partlyShipped"
  | "shipped"
  | "fulfilled"
  | "completed"
  | "cancelled"
  | "canceling"
  | "afterSalesPending"
  | "afterSalesProcessing"
  | "afterSalesRejected"
  | "refunded";

/** What the rules need to know about an order. */
export type OrderFacts = {
  /** stored status (0–10) */
  status: number;
  /** goods sent by post (true) or tickets / vouchers (false) */
  isDelivery: boolean;
  fulfillmentType: number;
  /** an on-request order the provider has confirmed */
  confirmed: boolean;
  pointsUsed: number;
  payDeadline: Date | null;
  /** receipt confirmed (goods) or tickets fulfilled: the after-sales window starts here */
  completedAt: Date | null;
  remindedAt: Date | null;
  hasVouchers: boolean;
  hasShipments: boolean;
  /** the open after-sales application, if any */
  openRefund: { isCancel: boolean } | null;
  /** the status an application interrupted (statuses 6–9) */
  statusBeforeComplaint: number | null;
  /** cash refundable now, from refundableAmount (lib/commerce/refunds/refunds) */
  refundable: number;
};

/** §4: the label for an order as the shopper sees it at `now` (10 → 5, past deadline → closed, waiting, canceling). */
export function orderLabel(o: OrderFacts, now: Date): OrderLabel {
  const status = effectiveOrderStatus(o.status, o.payDeadline, now);
  if (o.openRefund?.isCancel && (status === 6 || status === 7)) return "canceling";
  switch (status) {
    case 0:
      return "pending";
    case 1:
      if (o.isDelivery) return "toShip";
      return o.fulfillmentType === FULFILMENT.onRequest && !o.confirmed
        ? "confirming"
        : "processing";
    case 2:
      return o.isDelivery ? "partlyShipped" : "toUse";
    case 3:
      return o.isDelivery ? "shipped" : "fulfilled";
    case 4:
      return "completed";
    case 6:
      return "afterSalesPending";
    case 7:
      return "afterSalesProcessing";
    case 8:
      return "afterSalesRejected";
    case 9:
      return "refunded";
    default:
      return "cancelled";
  }
}

/** §4 Order actions, in the order the order page shows them. */
export const ORDER_ACTIONS = [
  "pay",
  "cancel",
  "confirmReceipt",
  "remind",
  "logistics",
  "voucher",
  "download",
  "refund",
  "buyAgain",
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Whether the after-sales window (7 days from receipt) is still open at `now`. */
export function withinAfterSales(completedAt: Date | null, now: Date): boolean {
  if (completedAt === null) return true;
  return now.getTime() < completedAt.getTime() + AFTER_SALES_DAYS * 86_400_000;
}

/** When the shopper may remind the merchant again (null: now). */
export function nextReminder(remindedAt: Date | null, now: Date): Date | null {
  if (remindedAt === null) return null;
  const next = new Date(remindedAt.getTime() + REMIND_INTERVAL_HOURS * 3_600_000);
  return next.getTime() > now.getTime() ? next : null;
}

/**
 * §4 Order actions allowed at `now`. Cancel is refused for orders that used points (§4 Unpaid
 * orders); a paid order can be cancelled only before it is shipped or its vouchers are issued (it
 * becomes a full refund, "canceling"); a refund needs a refundable amount (or, for goods, an
 * exchange inside the after-sales window); while an application is open nothing else is offered.
 */
export function orderActions(o: OrderFacts, now: Date): OrderAction[] {
  const status = effectiveOrderStatus(o.status, o.payDeadline, now);
  // an after-sales state shows what the order underneath allows (rejected: apply again)
  const base = status === 8 ? (o.statusBeforeComplaint ?? 4) : status;
  const open = status === 6 || status === 7;
  const actions = new Set<OrderAction>();
  if (status === 0) {
    actions.add("pay");
    if (o.pointsUsed === 0) actions.add("cancel");
  }
  if (!open && base === 1 && o.pointsUsed === 0 && !o.hasShipments && !o.hasVouchers)
    actions.add("cancel");
  if (o.isDelivery) {
    if (!open && base === 3) actions.add("confirmReceipt");
    if (!open && base === 1) actions.add("remind");
    if (o.hasShipments) actions.add("logistics");
  } else if (o.hasVouchers) {
    actions.add("voucher");
    actions.add("download");
  }
  if (!open && (base === 2 || base === 3 || base === 4)) {
    const inWindow = base !== 4 || withinAfterSales(o.completedAt, now);
    if (inWindow && (o.refundable > 0 || (o.isDelivery && base !== 2))) actions.add("refund");
  }
  if (status !== 0 && !open) actions.add("buyAgain");
  return ORDER_ACTIONS.filter((a) => actions.has(a));
}

/**
 * What an order card calls the order's total: the cash paid once paid, else what was asked for —
 * a cancelled or closed unpaid order still cost what it asked (never ¥0.00 because nothing was paid).
 */
export function orderTotal(o: { paid_amount: number; requested_amount: number }): number {
  return o.paid_amount > 0 ? o.paid_amount : o.requested_amount;
}
