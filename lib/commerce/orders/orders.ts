// Spec §4 Order status, Order list tabs, Unpaid orders and Order actions: what an order is called,
// under which tab it is listed, and what a shopper may do with it in each state. The upstream
// decides with these rules (and refuses what they refuse); the storefront shows what they allow.
import { isPastDeadline } from "./unpaid";

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

/**
 * §4 Order status as the shopper should see it: a pending (0) order past its pay deadline reads as
 * 5 (closed) before the server has closed it; 10 is shown as 5; anything else as it is.
 */
export function effectiveOrderStatus(status: number, deadline: Date | null, now: Date): number {
  if (status === ORDER_STATUS.closed) return ORDER_STATUS.cancelled;
  if (status === ORDER_STATUS.pending && deadline !== null && isPastDeadline(deadline, now))
    return ORDER_STATUS.cancelled;
  return status;
}

/** §3 order_type: 1 products, 2 a membership package. */
export const ORDER_TYPE = { products: 1, membership: 2 } as const;

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
  if (
    o.openRefund?.isCancel &&
    (status === ORDER_STATUS.afterSalesPending || status === ORDER_STATUS.afterSalesProcessing)
  )
    return "canceling";
  switch (status) {
    case ORDER_STATUS.pending:
      return "pending";
    case ORDER_STATUS.unfulfilled:
      if (o.isDelivery) return "toShip";
      return o.fulfillmentType === FULFILMENT.onRequest && !o.confirmed
        ? "confirming"
        : "processing";
    case ORDER_STATUS.partlyFulfilled:
      return o.isDelivery ? "partlyShipped" : "toUse";
    case ORDER_STATUS.fulfilled:
      return o.isDelivery ? "shipped" : "fulfilled";
    case ORDER_STATUS.completed:
      return "completed";
    case ORDER_STATUS.afterSalesPending:
      return "afterSalesPending";
    case ORDER_STATUS.afterSalesProcessing:
      return "afterSalesProcessing";
    case ORDER_STATUS.afterSalesRejected:
      return "afterSalesRejected";
    case ORDER_STATUS.afterSalesCompleted:
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
  const base =
    status === ORDER_STATUS.afterSalesRejected
      ? (o.statusBeforeComplaint ?? ORDER_STATUS.completed)
      : status;
  const open =
    status === ORDER_STATUS.afterSalesPending || status === ORDER_STATUS.afterSalesProcessing;
  const actions = new Set<OrderAction>();
  if (status === ORDER_STATUS.pending) {
    actions.add("pay");
    if (o.pointsUsed === 0) actions.add("cancel");
  }
  if (
    !open &&
    base === ORDER_STATUS.unfulfilled &&
    o.pointsUsed === 0 &&
    !o.hasShipments &&
    !o.hasVouchers
  )
    actions.add("cancel");
  if (o.isDelivery) {
    if (!open && base === ORDER_STATUS.fulfilled) actions.add("confirmReceipt");
    if (!open && base === ORDER_STATUS.unfulfilled) actions.add("remind");
    if (o.hasShipments) actions.add("logistics");
  } else if (o.hasVouchers) {
    actions.add("voucher");
    actions.add("download");
  }
  const delivered: readonly number[] = [
    ORDER_STATUS.partlyFulfilled,
    ORDER_STATUS.fulfilled,
    ORDER_STATUS.completed,
  ];
  if (!open && delivered.includes(base)) {
    const inWindow = base !== ORDER_STATUS.completed || withinAfterSales(o.completedAt, now);
    if (inWindow && (o.refundable > 0 || (o.isDelivery && base !== ORDER_STATUS.partlyFulfilled)))
      actions.add("refund");
  }
  if (status !== ORDER_STATUS.pending && !open) actions.add("buyAgain");
  return ORDER_ACTIONS.filter((a) => actions.has(a));
}

/**
 * What an order card calls the order's total: the cash paid once paid, else what was asked for —
 * a cancelled or closed unpaid order still cost what it asked (never ¥0.00 because nothing was paid).
 */
export function orderTotal(o: { paid_amount: number; requested_amount: number }): number {
  return o.paid_amount > 0 ? o.paid_amount : o.requested_amount;
}
