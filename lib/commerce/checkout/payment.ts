// Paying an order. Spec §5 Price rule (what is payable), §9 payment methods (wechat, alipay, credit
// card, points, quota, points plus cash, quota plus cash; "Points are redeemed for currency"), §6
// "Payment by points or quota applies to certain users only", §2 /check (open-pay with
// payment_method gat), §4 order status and §8 'The order is invalid, please order again': the
// amount to pay, which methods a shopper picks from and may use, how an amount splits between a
// balance and cash, and what the payment result page says. The upstream enforces these at payment;
// /payment/confirm shows only what they allow.
import type { PointLevel } from "../pricing/points";
import { ORDER_STATUS, PAYMENT_STATUS } from "../orders/orders";

/** §9 payment methods, plus "gat": the partner app's own method, used by open-pay (§2 /check) only. */
export const PAYMENT_METHODS = [
  "wechat",
  "alipay",
  "credit_card",
  "points",
  "quota",
  "points_cash",
  "quota_cash",
  "gat",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** §5 Price rule: "promo is ignored when the product source is 1". */
const NO_PROMO_SOURCE = 1;

/**
 * §5 Price rule, in minor units. `promo` is a signed adjustment added as it is (negative = a
 * discount, positive = a surcharge), and ignored when `source` is 1. Throws RangeError when
 * shipping is negative (-1 = unreachable, §8: the order cannot be paid, and adding -1 would
 * quietly take a cent off) or when any amount is not an integer.
 */
export function payableAmount(input: {
  total: number;
  couponDiscount: number;
  shipping: number;
  promo: number;
  pointsMoney: number;
  source: number;
}): number {
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isInteger(value))
      throw new RangeError(`${name} must be an integer amount in minor units, got ${value}`);
  }
  if (input.shipping < 0)
    throw new RangeError("shipping is unreachable (-1): the order cannot be paid");
  const promo = input.source === NO_PROMO_SOURCE ? 0 : input.promo;
  return Math.max(
    0,
    input.total - input.couponDiscount + input.shipping + promo - input.pointsMoney,
  );
}

/** §2 /check: open-pay is called "with the query plus payment_method gat" (the partner app's method). */
export const OPEN_PAY_METHOD = "gat" satisfies PaymentMethod;

const KNOWN: ReadonlySet<string> = new Set(PAYMENT_METHODS);

/**
 * The methods /payment/confirm offers: the brand's methods that this storefront knows, in the
 * brand's order, once each. "gat" belongs to the partner app and is only used through /check.
 */
export function shopperPaymentMethods(brandMethods: readonly string[]): PaymentMethod[] {
  const out: PaymentMethod[] = [];
  for (const m of brandMethods) {
    if (KNOWN.has(m) && m !== OPEN_PAY_METHOD && !out.includes(m as PaymentMethod))
      out.push(m as PaymentMethod);
  }
  return out;
}

export type PaymentOutcome = "paid" | "pending" | "failed" | "closed";

/**
 * What /payment/result shows. The order status is the authority: closed (5, or 10 shown as 5) →
 * 'The order is invalid'; any status past payment pending → paid. While the order is unpaid, the
 * latest payment decides: pending → keep waiting; declined, or no payment started → failed (pay
 * again). A paid payment on an unpaid order is a moment before the order row changes: waiting.
 */
export function paymentOutcome(order: {
  status: number;
  payment: { status: number } | null;
}): PaymentOutcome {
  // §4: status 10 is shown as 5
  if (order.status === ORDER_STATUS.cancelled || order.status === ORDER_STATUS.closed)
    return "closed";
  if (order.status !== ORDER_STATUS.pending) return "paid";
  const payment = order.payment?.status;
  if (payment === PAYMENT_STATUS.pending || payment === PAYMENT_STATUS.paid) return "pending";
  return "failed";
}

/** The result page keeps polling only while the outcome can still change by itself. */
export function isSettled(outcome: PaymentOutcome): boolean {
  return outcome !== "pending";
}

/** The methods paid (in full or in part) from a balance the user holds. */
export const BALANCE_METHODS = ["points", "quota", "points_cash", "quota_cash"] as const;
export type BalanceMethod = (typeof BALANCE_METHODS)[number];

function isBalanceMethod(method: string): method is BalanceMethod {
  return (BALANCE_METHODS as readonly string[]).includes(method);
}

/** What a user was granted (the employee-benefit app's grant) and holds. */
export type PaymentRights = {
  /** the balance methods this user may use; everyone else sees only cash methods */
  methods: readonly string[];
  /** quota balance in minor units of `currency` */
  quota: { currency: string; balance: number } | null;
  /** points balance */
  points: number;
};

type BalanceSplit = { quota: number; points: number; pointsMoney: number; cash: number };
type PaymentRefusal = "notOffered" | "notAllowed" | "wrongCurrency" | "insufficient";
export type PaymentCheck = ({ ok: true } & BalanceSplit) | { ok: false; reason: PaymentRefusal };

/** The cheapest rate of the levels priced in `currency`: points per minor unit as a fraction. */
function bestRate(
  levels: readonly PointLevel[],
  currency: string,
): { points: number; money: number } | null {
  let best: { points: number; money: number } | null = null;
  for (const level of levels) {
    const money = level.exchangeMoney.amount[currency];
    if (money === undefined || !(money > 0) || !(level.points > 0)) continue;
    // fewer points per unit of money is better: a/b < c/d  ⇔  a·d < c·b
    if (!best || level.points * best.money < best.points * money)
      best = { points: level.points, money };
  }
  return best;
}

/** Points needed to pay `amount` minor units at the brand's best rate (rounded up); null when points are not priced in `currency`. */
export function pointsForAmount(
  levels: readonly PointLevel[],
  currency: string,
  amount: number,
): number | null {
  const rate = bestRate(levels, currency);
  if (!rate) return null;
  return Math.ceil((amount * rate.points) / rate.money);
}

/** The most money (≤ amount) that `balance` points pay at the best rate. */
function moneyForPoints(
  levels: readonly PointLevel[],
  currency: string,
  balance: number,
  amount: number,
): number {
  const rate = bestRate(levels, currency);
  if (!rate) return 0;
  return Math.min(amount, Math.floor((balance * rate.money) / rate.points));
}

const refuse = (reason: PaymentRefusal): PaymentCheck => ({ ok: false, reason });
const cashOnly = (amount: number): PaymentCheck => ({
  ok: true,
  quota: 0,
  points: 0,
  pointsMoney: 0,
  cash: amount,
});

/**
 * May this user pay an order of `amount` in `currency` with `method`, and how does it split?
 * - Cash methods (wechat, alipay, credit card): whenever the brand offers them.
 * - quota: a granted user whose quota is in the order's currency and covers the whole amount.
 * - quota_cash: a granted user whose quota (same currency) covers part; the rest is paid in cash.
 * - points: a granted user whose points pay the whole amount at the brand's best rate.
 * - points_cash: a granted user whose points pay part; the rest is paid in cash.
 * Plus-cash methods need something left for cash and something from the balance; otherwise the
 * plain method (or a cash method) is the one to use.
 */
export function checkPayment(
  method: string,
  brandMethods: readonly string[],
  rights: PaymentRights | null,
  order: { currency: string; amount: number },
  levels: readonly PointLevel[],
): PaymentCheck {
  if (!brandMethods.includes(method)) return refuse("notOffered");
  if (!isBalanceMethod(method)) return cashOnly(order.amount);
  if (!rights || !rights.methods.includes(method)) return refuse("notAllowed");
  const amount = order.amount;
  if (method === "quota" || method === "quota_cash") {
    const quota = rights.quota;
    if (!quota || quota.currency !== order.currency) return refuse("wrongCurrency");
    if (method === "quota")
      return quota.balance >= amount
        ? { ok: true, quota: amount, points: 0, pointsMoney: 0, cash: 0 }
        : refuse("insufficient");
    const part = Math.min(quota.balance, amount);
    if (part <= 0 || part >= amount) return refuse("insufficient");
    return { ok: true, quota: part, points: 0, pointsMoney: 0, cash: amount - part };
  }
  const needed = pointsForAmount(levels, order.currency, amount);
  if (needed === null) return refuse("wrongCurrency");
  if (method === "points")
    return rights.points >= needed
      ? { ok: true, quota: 0, points: needed, pointsMoney: amount, cash: 0 }
      : refuse("insufficient");
  const money = moneyForPoints(levels, order.currency, rights.points, amount);
  if (money <= 0 || money >= amount) return refuse("insufficient");
  return {
    ok: true,
    quota: 0,
    points: pointsForAmount(levels, order.currency, money) ?? 0,
    pointsMoney: money,
    cash: amount - money,
  };
}

/** /payment/confirm: the brand's shopper methods this user may use for this order, in the brand's order. */
export function offeredPaymentMethods(
  brandMethods: readonly string[],
  rights: PaymentRights | null,
  order: { currency: string; amount: number },
  levels: readonly PointLevel[],
): PaymentMethod[] {
  return shopperPaymentMethods(brandMethods).filter(
    (m) => checkPayment(m, brandMethods, rights, order, levels).ok,
  );
}
