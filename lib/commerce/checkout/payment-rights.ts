// Spec §6 "Payment by points or quota applies to certain users only", §9 payment methods (points,
// quota, points plus cash, quota plus cash) and "Points are redeemed for currency": who may pay an
// order with which method, and how the amount splits between the balance and cash. The upstream
// enforces it at payment; /payment/confirm shows only the methods it allows.
import type { PointLevel } from "../pricing/points";
import { shopperPaymentMethods } from "./payment";
import type { PaymentMethod } from "./checkout.schema";

/** The methods paid (in full or in part) from a balance the user holds. */
export const BALANCE_METHODS = ["points", "quota", "points_cash", "quota_cash"] as const;
export type BalanceMethod = (typeof BALANCE_METHODS)[number];

export function isBalanceMethod(method: string): method is BalanceMethod {
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

export type BalanceSplit = { quota: number; points: number; pointsMoney: number; cash: number };
export type PaymentRefusal = "notOffered" | "notAllowed" | "wrongCurrency" | "insufficient";
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
