// Orders ever booked, paid and closed, across every upstream instance (they share the database):
// read by the metrics endpoint at each scrape (upstream/http/metrics.ts), one query.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import * as s from "../db/schema";

export type OrderTotals = { booked: number; paid: number; closed: number };

export async function orderTotals(db: Db): Promise<OrderTotals> {
  const [row] = await db
    .select({
      booked: sql<number>`count(*)::int`,
      paid: sql<number>`count(${s.orders.paidAt})::int`,
      closed: sql<number>`count(${s.orders.closedAt})::int`,
    })
    .from(s.orders);
  return {
    booked: Number(row?.booked ?? 0),
    paid: Number(row?.paid ?? 0),
    closed: Number(row?.closed ?? 0),
  };
}
