// Spec §9 payment methods, §2 /check (open-pay with payment_method gat), §4 order status and
// §8 'The order is invalid, please order again': which methods a shopper picks from, and what the
// payment result page says for an order's status and its latest payment.
import { PAYMENT_METHODS, type PaymentMethod } from "./checkout.schema";

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

/** Order statuses (§4) this page needs by name. */
const PENDING = 0;
const CANCELED = 5;
/** §4: status 10 is shown as 5. */
const CLOSED_ALIAS = 10;

/** Payment statuses of the gateway: 0 pending, 1 paid, 2 declined, 3 to refund. */
const PAYMENT = { pending: 0, paid: 1, declined: 2 } as const;

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
  if (order.status === CANCELED || order.status === CLOSED_ALIAS) return "closed";
  if (order.status !== PENDING) return "paid";
  const payment = order.payment?.status;
  if (payment === PAYMENT.pending || payment === PAYMENT.paid) return "pending";
  return "failed";
}

/** The result page keeps polling only while the outcome can still change by itself. */
export function isSettled(outcome: PaymentOutcome): boolean {
  return outcome !== "pending";
}
