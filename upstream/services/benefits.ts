// Spec §6 "Payment by points or quota applies to certain users only" and §9 payment methods: the
// employee-benefit app's grant and quota (payment_grants), and paying an order from a balance.
// The rule (who may, how much) is lib/commerce/checkout/payment; this file enforces it with
// conditional updates in the payment's one transaction, so concurrent payments never overspend.
import { randomBytes } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import {
  checkPayment,
  type BalanceMethod,
  type PaymentRights,
} from "../../lib/commerce/checkout/payment";
import { isPastDeadline } from "../../lib/commerce/orders/unpaid";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { afterPaid, lockOrder } from "./fulfilment";
import { recordEvent } from "./order-records";
import { confirmPayment, type PaymentDeps } from "./payments";
import type { PlatformRow } from "./views";
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { ORDER_STATUS, PAYMENT_STATUS } from "../../lib/commerce/orders/orders";

/** GET accounts/payment_rights: the caller's grant and balances (no grant: cash methods only). */
export async function paymentRights(db: Db, userId: number): Promise<PaymentRights> {
  const [row] = await db
    .select({
      points: s.users.points,
      methods: s.paymentGrants.methods,
      currency: s.paymentGrants.quotaCurrency,
      quota: s.paymentGrants.quota,
    })
    .from(s.users)
    .leftJoin(s.paymentGrants, eq(s.paymentGrants.userId, s.users.id))
    .where(eq(s.users.id, userId));
  if (!row) return { methods: [], quota: null, points: 0 };
  return {
    methods: row.methods ?? [],
    quota:
      row.currency === null || row.quota === null
        ? null
        : { currency: row.currency, balance: row.quota },
    points: row.points,
  };
}

/** ops / seed: grant a user balance methods and set their quota. */
export async function grantPayment(
  db: Db,
  userId: number,
  grant: { methods: string[]; currency: string; quota: number },
  now: Date,
) {
  await db
    .insert(s.paymentGrants)
    .values({
      userId,
      methods: grant.methods,
      quotaCurrency: grant.currency,
      quota: grant.quota,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: s.paymentGrants.userId,
      set: {
        methods: grant.methods,
        quotaCurrency: grant.currency,
        quota: grant.quota,
        updatedAt: now,
      },
    });
}

const refusals = {
  notOffered: [Codes.notAllowed, "payment method not offered here"],
  notAllowed: [Codes.paymentNotAllowed, "this account may not pay with this method"],
  wrongCurrency: [Codes.paymentNotAllowed, "the balance is not in the order's currency"],
  insufficient: [Codes.balanceInsufficient, "the balance does not cover this payment"],
} as const;

/** The order, locked, when it is the caller's; 10023 otherwise (another's order is simply missing). */
async function lockOwnOrder(tx: Db, platform: PlatformRow, userId: number, sn: string) {
  const order = await lockOrder(tx, { sn });
  if (order.userId !== userId || order.platformId !== platform.id)
    throw new DomainError(Codes.orderMissing, "order missing");
  return order;
}

function enforce(
  check: ReturnType<typeof checkPayment>,
): asserts check is Extract<ReturnType<typeof checkPayment>, { ok: true }> {
  if (check.ok) return;
  const [code, message] = refusals[check.reason];
  throw new DomainError(code, message);
}

/**
 * Pay an unpaid order in full from quota or points (methods "quota", "points"): one transaction
 * locks the order, checks the rule, takes the balance with a conditional update (zero rows: 10035),
 * records a settled payment and the ledger row, and marks the order paid. A second call for a
 * paid order changes nothing and answers paid.
 */
export async function payFromBalance(
  db: Db,
  platform: PlatformRow,
  userId: number,
  sn: string,
  method: Extract<BalanceMethod, "quota" | "points">,
  now: Date,
): Promise<{ paid: true; status: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, platform, userId, sn);
    if (order.status !== ORDER_STATUS.pending) {
      if (order.status === ORDER_STATUS.cancelled)
        throw new DomainError(Codes.orderCancelled, "order cancelled or closed");
      return { paid: true as const, status: order.status };
    }
    if (isPastDeadline(order.payDeadline, now))
      throw new DomainError(Codes.orderCancelled, "order cancelled or closed");
    const amount = order.requestedAmount;
    const check = checkPayment(
      method,
      platform.paymentMethods,
      await paymentRights(tx, userId),
      { currency: order.currencyCode, amount },
      platform.pointLevels,
    );
    enforce(check);
    await takeBalance(
      tx,
      userId,
      order,
      method === "quota" ? { quota: check.quota } : { points: check.points },
      method === "quota" ? "order" : "order_payment",
      now,
    );
    const ref = `BAL${randomBytes(12).toString("hex").toUpperCase()}`;
    await tx.insert(s.payments).values({
      ref,
      orderId: order.id,
      method,
      amount,
      currencyCode: order.currencyCode,
      status: PAYMENT_STATUS.paid,
      returnUrl: "",
      createdAt: now,
      settledAt: now,
    });
    await tx
      .update(s.orders)
      .set({
        status: ORDER_STATUS.unfulfilled,
        paidAmount: amount,
        paidAt: now,
        paymentMethod: method,
        quotaUsed: sql`${s.orders.quotaUsed} + ${check.quota}`,
      })
      .where(eq(s.orders.id, order.id));
    await recordEvent(tx, order.id, "paid", "shopper", now, {
      amount,
      method,
      points: check.points,
      quota: check.quota,
    });
    return { paid: true as const, status: await afterPaid(tx, order.id, now) };
  });
}

/**
 * Takes quota (in the order's currency) or points from the shopper in one conditional update —
 * zero rows means the balance does not cover it (10035) — and writes its ledger row.
 */
async function takeBalance(
  tx: Db,
  userId: number,
  order: { id: number; currencyCode: string },
  part: { quota: number } | { points: number },
  reason: string,
  now: Date,
) {
  if ("quota" in part) {
    const taken = await tx
      .update(s.paymentGrants)
      .set({ quota: sql`${s.paymentGrants.quota} - ${part.quota}`, updatedAt: now })
      .where(
        and(
          eq(s.paymentGrants.userId, userId),
          eq(s.paymentGrants.quotaCurrency, order.currencyCode),
          gte(s.paymentGrants.quota, part.quota),
        ),
      )
      .returning({ quota: s.paymentGrants.quota });
    if (taken.length === 0)
      throw new DomainError(Codes.balanceInsufficient, "the quota does not cover this payment");
    await tx.insert(s.quotaLedger).values({
      userId,
      delta: -part.quota,
      currencyCode: order.currencyCode,
      reason,
      orderId: order.id,
      createdAt: now,
    });
    return;
  }
  const taken = await tx
    .update(s.users)
    .set({ points: sql`${s.users.points} - ${part.points}` })
    .where(and(eq(s.users.id, userId), gte(s.users.points, part.points)))
    .returning({ points: s.users.points });
  if (taken.length === 0)
    throw new DomainError(Codes.balanceInsufficient, "the points do not cover this payment");
  await tx
    .insert(s.pointsLedger)
    .values({ userId, delta: -part.points, reason, orderId: order.id, createdAt: now });
}

/**
 * Quota or points plus cash ("quota_cash", "points_cash"): one transaction locks the order, takes
 * the balance part (conditional update; zero rows: 10035), lowers what is left to pay by it — points
 * as a further points deduction (points_used / points_money, §5 price rule), quota as quota_used —
 * and opens the gateway payment for the rest. The part goes back if the order closes unpaid
 * (booking.releaseOrder), like points redeemed at booking.
 */
export async function payPartFromBalance(
  db: Db,
  deps: PaymentDeps,
  platform: PlatformRow,
  userId: number,
  sn: string,
  method: Extract<BalanceMethod, "quota_cash" | "points_cash">,
  returnUrl: string,
  now: Date,
): Promise<{ url: string; paid: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, platform, userId, sn);
    if (
      order.status === ORDER_STATUS.cancelled ||
      (order.status === ORDER_STATUS.pending && isPastDeadline(order.payDeadline, now))
    )
      throw new DomainError(Codes.orderCancelled, "order cancelled or closed");
    if (order.status !== ORDER_STATUS.pending) return { url: returnUrl, paid: true };
    const check = checkPayment(
      method,
      platform.paymentMethods,
      await paymentRights(tx, userId),
      { currency: order.currencyCode, amount: order.requestedAmount },
      platform.pointLevels,
    );
    enforce(check);
    if (method === "quota_cash") {
      await takeBalance(tx, userId, order, { quota: check.quota }, "order_part", now);
      await tx
        .update(s.orders)
        .set({
          quotaUsed: sql`${s.orders.quotaUsed} + ${check.quota}`,
          requestedAmount: sql`${s.orders.requestedAmount} - ${check.quota}`,
        })
        .where(eq(s.orders.id, order.id));
    } else {
      await takeBalance(tx, userId, order, { points: check.points }, "order_part", now);
      await tx
        .update(s.orders)
        .set({
          pointsUsed: sql`${s.orders.pointsUsed} + ${check.points}`,
          pointsMoney: sql`${s.orders.pointsMoney} + ${check.pointsMoney}`,
          requestedAmount: sql`${s.orders.requestedAmount} - ${check.pointsMoney}`,
        })
        .where(eq(s.orders.id, order.id));
    }
    await recordEvent(tx, order.id, "balance_part", "shopper", now, {
      method,
      quota: check.quota,
      points: check.points,
      money: check.quota + check.pointsMoney,
    });
    const [fresh] = await tx.select().from(s.orders).where(eq(s.orders.id, order.id));
    return confirmPayment(tx, deps, platform, fresh!, method, returnUrl, now);
  });
}
