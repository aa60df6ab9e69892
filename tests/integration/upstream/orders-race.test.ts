/** @jest-environment node */
// Races of the after-sales path on PostgreSQL only (PGlite runs one statement at a time and would
// hide them): the order row locked by every change, the one-open-application unique index, and
// the refund paid once.
import { eq } from "drizzle-orm";
import pg from "pg";
import * as s from "../../../upstream/db/schema";
import * as afterSales from "../../../upstream/services/after-sales";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { goods } from "./checkout-fixtures";
import { goodsLine, key, paidTicket, place } from "./orders-fixtures";

// node-postgres' own bookkeeping of a connection's queries, which @types/pg does not list
declare module "pg" {
  interface Client {
    _activeQuery: unknown;
    _queryQueue: unknown[];
  }
}

jest.setTimeout(180_000);

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

describe("after-sales races on postgres", () => {
  let h: AccountHarness;
  let n = 0;
  const shopper = async () => h.signupEmail(`after-race-${++n}-${Date.now()}@example.com`);
  beforeAll(async () => {
    h = await openAccountHarness("postgres", {
      payments: {
        secret: "race-payment-secret-0123456789abcdef",
        sandboxOrigin: "http://sandbox.test",
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("20 concurrent cancels of one unpaid order: one succeeds, the others 10031, no 5xx, the stock comes back exactly once", async () => {
    const t = await shopper();
    const g = await goods(h, 10, 6);
    const order = await place(h, t, [goodsLine(g, 4)]);
    const stock = async () =>
      (
        await h.database.db
          .select({ stock: s.variants.stock })
          .from(s.variants)
          .where(eq(s.variants.id, g.variantId))
      )[0]!.stock;
    expect(await stock()).toBe(6);
    // a query sent on a connection that is still running one: what pg warns about now ("client is
    // already executing a query") and pg 9 refuses — a Promise.all on a transaction does it
    const query = pg.Client.prototype.query;
    let overlapping = 0;
    const spy = jest.spyOn(pg.Client.prototype, "query").mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      if (this._activeQuery || this._queryQueue.length > 0) overlapping++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.as(t)("POST", `/accounts/privacy/order/${order.sn}/cancel`),
      ),
    );
    spy.mockRestore();
    expect(overlapping).toBe(0);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(tally(results.map((r) => r.body.code))).toEqual({ 10000: 1, 10031: 19 });
    expect(await stock()).toBe(10);
  });

  it("10 concurrent refund applications on one order (different keys): exactly one is open", async () => {
    const t = await shopper();
    const order = await paidTicket(h, t, { quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.as(t)(
          "POST",
          `/accounts/privacy/order/${order.sn}/complaints`,
          { type: 0, reason: "race", amount: 100 },
          key(),
        ),
      ),
    );
    expect(tally(results.map((r) => r.body.code))).toEqual({ 10000: 1, 10033: 9 });
    const [row] = await h.database.db
      .select({ id: s.orders.id })
      .from(s.orders)
      .where(eq(s.orders.sn, order.sn));
    const refunds = await h.database.db
      .select()
      .from(s.refunds)
      .where(eq(s.refunds.orderId, row!.id));
    expect(refunds).toHaveLength(1);
  });

  it("10 concurrent payments of one approved refund: paid once", async () => {
    const t = await shopper();
    const order = await paidTicket(h, t, { quantity: 1 });
    const applied = (
      await h.as(t)(
        "POST",
        `/accounts/privacy/order/${order.sn}/complaints`,
        { type: 0, reason: "race", amount: order.amount },
        key(),
      )
    ).body.data;
    await afterSales.approveRefund(h.database.db, applied.id, h.clock.now);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        afterSales.payRefund(h.database.db, applied.id, h.clock.now),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(
      outcomes
        .filter((o) => o.status === "rejected")
        .map((o) => (o as PromiseRejectedResult).reason.code),
    ).toEqual(Array(9).fill(10033));
    const events = await h.database.db
      .select()
      .from(s.orderEvents)
      .where(eq(s.orderEvents.kind, "refunded"));
    expect(events.filter((e) => e.data.refund_id === applied.id)).toHaveLength(1);
  });
});
