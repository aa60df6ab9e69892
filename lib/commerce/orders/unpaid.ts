// Spec §4 Unpaid orders: a countdown shows hours, minutes and seconds, and the order closes when
// it ends. Order status 0 is payment pending, 5 canceled; status 10 is shown as 5.

/** §4 Unpaid orders: minutes an order may stay unpaid (not in the spec's tables; the shop's choice). */
const UNPAID_ORDER_MINUTES = 30;

/** §4 Unpaid orders: when an order created at `createdAt` closes if still unpaid (ops may shorten the window). */
export function payDeadline(createdAt: Date, seconds = UNPAID_ORDER_MINUTES * 60): Date {
  return new Date(createdAt.getTime() + seconds * 1000);
}

/** §4 Unpaid orders: the countdown has ended (at the deadline itself the order is closed). */
export function isPastDeadline(deadline: Date, now: Date): boolean {
  return now.getTime() >= deadline.getTime();
}

/**
 * §4 Unpaid orders: whole seconds the countdown shows, rounded up so it reads 0 exactly when
 * isPastDeadline turns true; never negative.
 */
export function secondsLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}
