// Spec §3 Refund and Refund policy item, §4 Refund status, Apply types and Product refund tag,
// §5 Refund, §9 after-sales: how much one line and a whole order refund at a given moment, which
// application types an order accepts, and how a refund's status is shown. Times are the shop's
// (§9 GMT+8, lib/commerce/time/shop-time); a policy time "23:59" is the end of that day, and every
// cut-off minute is inclusive (by 18:00 means up to 18:00:59).
import { AFTER_SALES_DAYS, withinAfterSales, type OrderAction } from "../orders/orders";
import { cutOff, shopToday } from "../time/shop-time";
import type { RefundPolicyItem } from "../catalogue/product.schema";
import { PRODUCT_TYPE } from "../catalogue/product-types";

/** §4 Product refund tag: 0 non-refundable, 2 refundable any time (before use), 3 conditional. */
export const REFUND_TAG = { nonRefundable: 0, anytime: 2, conditional: 3 } as const;
export type RefundTag = (typeof REFUND_TAG)[keyof typeof REFUND_TAG];

/** §3 Refund policy item inventoryType: what its days count from — purchase, date of use, session. */
export const POLICY_BASE = { purchase: 0, useDate: 1, session: 2 } as const;

/** §4 Apply type 0, 1, 2: refund only, refund with return, exchange. */
export const APPLY_TYPES = { refundOnly: 0, returnAndRefund: 1, exchange: 2 } as const;

/** §4 Refund status 0–5 (6 shows as 0, 7 as 4). */
export const REFUND_STATUS = {
  processing: 0,
  approvedReturn: 1,
  awaitingInspection: 2,
  awaitingRefund: 3,
  rejected: 4,
  refunded: 5,
  /** stored only: reopened after a change, shown as processing */
  reopened: 6,
  /** stored only: withdrawn by the shopper, shown as rejected (closed) */
  withdrawn: 7,
} as const;

/** An application's type as the screens word it (messages "type.0|1|2"): anything unknown as refund only. */
export function knownApplyType(type: number): ApplyType {
  return type === APPLY_TYPES.returnAndRefund || type === APPLY_TYPES.exchange
    ? type
    : APPLY_TYPES.refundOnly;
}
export type ApplyType = (typeof APPLY_TYPES)[keyof typeof APPLY_TYPES];

/** Statuses of an application still open (one per order at a time). */
export const OPEN_REFUND_STATUSES = [
  REFUND_STATUS.processing,
  REFUND_STATUS.approvedReturn,
  REFUND_STATUS.awaitingInspection,
  REFUND_STATUS.awaitingRefund,
  REFUND_STATUS.reopened,
] as const;

export type RefundStatusLabel =
  | "processing"
  | "approvedReturn"
  | "awaitingInspection"
  | "awaitingRefund"
  | "rejected"
  | "refunded";
const REFUND_LABELS: RefundStatusLabel[] = [
  "processing",
  "approvedReturn",
  "awaitingInspection",
  "awaitingRefund",
  "rejected",
  "refunded",
];

/** §4: in the apply list 6 displays as 0 and 7 as 4; anything unknown as processing. */
export function refundDisplayStatus(status: number): number {
  if (status === REFUND_STATUS.reopened) return REFUND_STATUS.processing;
  if (status === REFUND_STATUS.withdrawn) return REFUND_STATUS.rejected;
  return status >= REFUND_STATUS.processing && status <= REFUND_STATUS.refunded
    ? status
    : REFUND_STATUS.processing;
}

export function refundStatusLabel(status: number): RefundStatusLabel {
  return REFUND_LABELS[refundDisplayStatus(status)]!;
}

/** Spreads `cash` over lines by their totals (largest remainder last), so the shares sum to it. */
export function cashShares(cash: number, totals: number[]): number[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum <= 0) return totals.map((_, i) => (i === totals.length - 1 ? cash : 0));
  const shares = totals.map((t) => Math.floor((cash * t) / sum));
  const rest = cash - shares.reduce((a, b) => a + b, 0);
  if (shares.length > 0) shares[shares.length - 1]! += rest;
  return shares;
}

export type OrderRefund = { amount: number; lines: LineRefund[]; shipping: number };

/**
 * The order's refundable cash at `now`: each line's share of what was paid in cash (deducted
 * points are non-refundable, §9) times its refund proportion, plus the shipping fee while nothing
 * has been shipped.
 */
export function refundableAmount(
  order: {
    paidAmount: number;
    shippingAmount: number;
    paidAt: Date | null;
    completedAt: Date | null;
    shipped: boolean;
  },
  lines: (Omit<RefundLineFacts, "cash"> & { total: number })[],
  now: Date,
): OrderRefund {
  if (order.paidAt === null || order.paidAmount <= 0)
    return {
      amount: 0,
      lines: lines.map(() => ({
        amount: 0,
        proportion: 0,
        item: null,
        rule: "nonRefundable",
        until: null,
      })),
      shipping: 0,
    };
  const shipping = Math.min(order.shippingAmount, order.paidAmount);
  const shares = cashShares(
    order.paidAmount - shipping,
    lines.map((l) => l.total),
  );
  const moment = {
    paidAt: order.paidAt,
    completedAt: order.completedAt,
    shipped: order.shipped,
    now,
  };
  const refunds = lines.map((l, i) => lineRefund({ ...l, cash: shares[i]! }, moment));
  const shippingBack = order.shipped ? 0 : shipping;
  return {
    amount: refunds.reduce((a, r) => a + r.amount, 0) + shippingBack,
    lines: refunds,
    shipping: shippingBack,
  };
}

/**
 * How the shopper gets the refundable amount now: an after-sales application ("apply"), cancelling
 * the order before it ships or its vouchers are issued ("cancel"), or not now — an application is
 * already open ("open"), or nothing can be refunded ("none").
 */
type RefundWay = "apply" | "cancel" | "open" | "none";
export type RefundNow = OrderRefund & { way: RefundWay };

/**
 * The one answer to "what do I get back now, and how" that every view shows (the refund page's
 * header and lines, the order page's lines) and the upstream enforces (cancel pays back `amount`,
 * an application may ask at most `amount`). Header = lines + shipping, always.
 *
 * §4 Order actions and §9: a paid order not yet shipped (nor its vouchers issued) is cancelled in
 * full — everything paid in cash comes back, the shipping fee included, because nothing was sent;
 * points stay non-refundable (§9). Once shipped or issued, the refund policy and the after-sales
 * window (refundableAmount) decide through an application, and shipping stays with the shop.
 * Without a way, nothing is refundable now: amounts are 0, each line keeping the rule that says why.
 */
export function refundNow(
  policy: OrderRefund,
  order: { paidAmount: number; shippingAmount: number; refunded: number; lineTotals: number[] },
  actions: readonly OrderAction[],
  openApplication: boolean,
): RefundNow {
  const left = Math.max(0, order.paidAmount - order.refunded);
  if (openApplication) return { ...policy, way: "open" };
  if (actions.includes("refund")) return { ...policy, way: "apply" };
  if (actions.includes("cancel") && left > 0) {
    const shipping = Math.min(order.shippingAmount, left);
    const shares = cashShares(left - shipping, order.lineTotals);
    return {
      way: "cancel",
      amount: left,
      shipping,
      lines: shares.map((amount) => ({
        amount,
        proportion: 100,
        item: null,
        rule: "cancel",
        until: null,
      })),
    };
  }
  return {
    way: "none",
    amount: 0,
    shipping: 0,
    lines: policy.lines.map((l) => ({ ...l, amount: 0 })),
  };
}

/**
 * §9: a coupon is returned only on a full refund — everything paid came back, except a shipping
 * fee kept because the goods were shipped (`keptShipping`).
 */
export function returnsCoupon(refunded: number, paidAmount: number, keptShipping = 0): boolean {
  return paidAmount > 0 ? refunded >= paidAmount - Math.min(keptShipping, paidAmount) : true;
}

/** The application types an order accepts: tickets are refunded only; goods also return or exchange. */
export function applyTypes(isDelivery: boolean): number[] {
  const { refundOnly, returnAndRefund, exchange } = APPLY_TYPES;
  return isDelivery ? [refundOnly, returnAndRefund, exchange] : [refundOnly];
}

export const REFUND_REASON_MAX = 500;
export const REFUND_IMAGES_MAX = 6;
export const TRACKING_MAX = 40;

/** What a line's refund is based on. */
export type RefundLineFacts = {
  /** §3 product_type: 1 commodity, 2 trip, 3 food */
  productType: number;
  refundTag: number;
  policy: RefundPolicyItem[];
  /** date of use / session, when the product has them */
  bookAt: string | null;
  bookTime: string | null;
  /** the cash paid for this line (its share of paid_amount) */
  cash: number;
  /** a voucher of this line has been used */
  used: boolean;
};

export type LineRefund = {
  amount: number;
  /** percent of the line's cash */
  proportion: number;
  /** the policy item that sets it, when one does */
  item: RefundPolicyItem | null;
  /** why: refundable any time, by a policy item, goods after-sales, or why not */
  rule: "anytime" | "policy" | "goods" | "nonRefundable" | "expired" | "used" | "cancel";
  /** until when this amount holds (null: no time limit) */
  until: string | null;
};

type Moment = { paidAt: Date; completedAt: Date | null; shipped: boolean; now: Date };

function policyDeadline(item: RefundPolicyItem, line: RefundLineFacts, paidAt: Date): Date | null {
  const reference = item.inventory_type === POLICY_BASE.purchase ? shopToday(paidAt) : line.bookAt;
  if (reference === null) return null;
  return cutOff(reference, item.before ? -item.date : item.date, item.time);
}

/**
 * §4 Product refund tag and §3 refund policy items: what a line refunds at `now`. Tag 0 refunds
 * nothing; tag 2 refunds all until the end of the date of use (or any time when undated) while
 * unused; tag 3 takes the most generous item whose cut-off has not passed (inventoryType 0 from the
 * purchase day, 1 and 2 from the date of use or session). Goods (product type 1) follow the §9
 * after-sales rule instead: all of it until 7 days after receipt.
 */
export function lineRefund(line: RefundLineFacts, at: Moment): LineRefund {
  const none = (rule: LineRefund["rule"]): LineRefund => ({
    amount: 0,
    proportion: 0,
    item: null,
    rule,
    until: null,
  });
  const share = (proportion: number) => Math.floor((line.cash * proportion) / 100);
  if (line.productType === PRODUCT_TYPE.goods) {
    if (!withinAfterSales(at.completedAt, at.now)) return none("expired");
    const until = at.completedAt
      ? new Date(at.completedAt.getTime() + AFTER_SALES_DAYS * 86_400_000).toISOString()
      : null;
    return { amount: line.cash, proportion: 100, item: null, rule: "goods", until };
  }
  if (line.used) return none("used");
  if (line.refundTag === REFUND_TAG.nonRefundable) return none("nonRefundable");
  if (line.refundTag === REFUND_TAG.anytime) {
    if (line.bookAt === null)
      return { amount: line.cash, proportion: 100, item: null, rule: "anytime", until: null };
    const end = cutOff(line.bookAt, 0, "23:59");
    if (at.now.getTime() > end.getTime()) return none("expired");
    return {
      amount: line.cash,
      proportion: 100,
      item: null,
      rule: "anytime",
      until: end.toISOString(),
    };
  }
  let best: LineRefund | null = null;
  for (const item of line.policy) {
    const deadline = policyDeadline(item, line, at.paidAt);
    if (deadline === null || at.now.getTime() > deadline.getTime()) continue;
    if (best === null || item.proportion > best.proportion) {
      best = {
        amount: share(item.proportion),
        proportion: item.proportion,
        item,
        rule: "policy",
        until: deadline.toISOString(),
      };
    }
  }
  return best ?? none("expired");
}
