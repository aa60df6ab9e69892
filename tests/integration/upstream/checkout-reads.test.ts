/** @jest-environment node */
// A basket is checked in a fixed number of queries, not one per line: checking a basket against the
// shop reads the same number of times whatever its size (the dated days, sessions and flash-sale
// items of all lines are each one read), and still checks each line against its own slot.
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../../upstream/db/client";
import * as s from "../../../upstream/db/schema";
import { perCurrency } from "../../../lib/commerce/pricing/currencies";
import { resolveLines } from "../../../upstream/services/checkout";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { flashSale, goods, ticket } from "./checkout-fixtures";

jest.setTimeout(120_000);

let h: AccountHarness;
beforeAll(async () => {
  h = await openAccountHarness("pglite");
});
afterAll(async () => {
  await h?.close();
});

/** the database, counting the reads (select calls) made through it */
function counting(db: Db) {
  const counter = { reads: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === "select") counter.reads += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: proxy, counter };
}

async function shop() {
  const [p] = await h.database.db
    .select({ id: s.platforms.id })
    .from(s.platforms)
    .where(eq(s.platforms.slug, "default"));
  return { platformId: p!.id, lang: "en" as const, currency: "CNY" as const, now: h.clock.now };
}

it("reads as often for six lines as for one, and prices each session from its own row", async () => {
  const t = await ticket(h, 9);
  const g = await goods(h, 50);
  const saleItem = await flashSale(h, g, 5, 100);
  // five more sessions of the same ticket, each with its own price
  const sessions = await h.database.db
    .select()
    .from(s.calendarEvents)
    .where(and(eq(s.calendarEvents.variantId, t.variantId), gt(s.calendarEvents.date, t.bookAt)))
    .orderBy(asc(s.calendarEvents.date), asc(s.calendarEvents.time))
    .limit(4);
  for (const [i, e] of sessions.entries()) {
    await h.database.db
      .update(s.calendarEvents)
      .set({ stock: 9, price: perCurrency(() => 1000 + i) })
      .where(eq(s.calendarEvents.id, e.id));
  }
  const line = (input: {
    product_id: number;
    variant_id: number;
    quantity: number;
    book_at?: string;
    book_time?: string;
    activity_item_id?: number;
  }) => ({
    ...input,
    basketLineId: null,
  });
  const one = [
    line({
      product_id: t.productId,
      variant_id: t.variantId,
      quantity: 1,
      book_at: t.bookAt,
      book_time: t.bookTime,
    }),
  ];
  const six = [
    ...one,
    ...sessions.map((e) =>
      line({
        product_id: t.productId,
        variant_id: t.variantId,
        quantity: 1,
        book_at: e.date,
        book_time: e.time,
      }),
    ),
    line({
      product_id: g.productId,
      variant_id: g.variantId,
      quantity: 1,
      activity_item_id: saleItem,
    }),
  ];
  expect(six).toHaveLength(1 + sessions.length + 1);

  const small = counting(h.database.db);
  await resolveLines(small.db, await shop(), one);
  const large = counting(h.database.db);
  const resolved = await resolveLines(large.db, await shop(), six);
  // one line with a session: products, variants, names, sessions; six lines add only the sale items' read
  expect(large.counter.reads).toBeLessThanOrEqual(small.counter.reads + 1);
  expect(resolved.map((r) => r.unit)).toEqual([t.unit, ...sessions.map((_, i) => 1000 + i), 100]);
});
