/** @jest-environment node */
// Spec §4 Flash sale and §9 "seckill items are buyable once", under a rush on PostgreSQL only
// (PGlite runs one statement at a time and would hide the race): 300 distinct shoppers grab an
// item with 20 units at the same moment through order/booking. The conditional sold-count update
// sells exactly 20, the (user, item) primary key keeps it to one each, and everyone else is
// told 24101.
import { count, eq, sum } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { createSession } from "../../../upstream/services/sessions";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { ADDRESS, CONTACT, flashSale, goods } from "./checkout-fixtures";

jest.setTimeout(300_000);

const SHOPPERS = 300;
const UNITS = 20;

describe("flash-sale rush on postgres (§4, §9)", () => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness("postgres");
  });
  afterAll(async () => {
    await h?.close();
  });

  /** n shoppers made straight in the database (300 sign-ups would spend minutes hashing passwords) */
  async function shoppers(n: number) {
    const db = h.database.db;
    const [platform] = await db
      .select({ id: s.platforms.id })
      .from(s.platforms)
      .where(eq(s.platforms.slug, "default"));
    const rows = await db
      .insert(s.users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          nickname: `rush-${i}`,
          platformId: platform!.id,
          createdAt: h.clock.now,
          updatedAt: h.clock.now,
        })),
      )
      .returning({ id: s.users.id });
    const out: { userId: number; token: string; address: number }[] = [];
    for (const row of rows) {
      const token = await createSession(db, row.id, platform!.id, h.clock.now);
      const address = (await h.as(token)("POST", "/accounts/address", ADDRESS)).body.data
        .id as number;
      out.push({ userId: row.id, token, address });
    }
    return out;
  }

  it(`${SHOPPERS} shoppers rush ${UNITS} units: exactly ${UNITS} orders, one each, sold ${UNITS}, the rest 24101`, async () => {
    const g = await goods(h, 1000, 7);
    const item = await flashSale(h, g, UNITS, 100);
    const buyers = await shoppers(SHOPPERS);
    const lines = [
      { product_id: g.productId, variant_id: g.variantId, quantity: 1, activity_item_id: item },
    ];
    const fee = await h.as(buyers[0]!.token)("POST", "/checkout/fee", {
      currency: "CNY",
      checkout_lines: lines,
      address_id: buyers[0]!.address,
    });
    const expected = fee.body.data.payable_amount as number;

    const results = await Promise.all(
      buyers.map((b, i) =>
        h.as(b.token)(
          "POST",
          "/order/booking",
          {
            currency: "CNY",
            checkout_lines: lines,
            address_id: b.address,
            contact: CONTACT,
            expected_amount: expected,
          },
          { "idempotency-key": `rush-${i}-${Date.now()}` },
        ),
      ),
    );
    const codes: Record<number, number> = {};
    for (const r of results) codes[r.body.code] = (codes[r.body.code] ?? 0) + 1;
    expect(codes).toEqual({ 10000: UNITS, 24101: SHOPPERS - UNITS });

    const db = h.database.db;
    const [row] = await db.select().from(s.activityItems).where(eq(s.activityItems.id, item));
    expect(row!.sold).toBe(UNITS);
    const [lines_] = await db
      .select({ n: count(), q: sum(s.orderLines.quantity) })
      .from(s.orderLines)
      .where(eq(s.orderLines.activityItemId, item));
    expect(lines_).toEqual({ n: UNITS, q: String(UNITS) });
    // one order per buyer: the claims are distinct users and each points at a live order
    const claims = await db
      .select()
      .from(s.seckillPurchases)
      .where(eq(s.seckillPurchases.activityItemId, item));
    expect(claims).toHaveLength(UNITS);
    expect(new Set(claims.map((c) => c.userId)).size).toBe(UNITS);
    const winners = new Set(
      results.flatMap((r, i) => (r.body.code === 10000 ? [buyers[i]!.userId] : [])),
    );
    expect(new Set(claims.map((c) => c.userId))).toEqual(winners);
    // the plain stock paid for the 20 sold, no more
    const [variant] = await db.select().from(s.variants).where(eq(s.variants.id, g.variantId));
    expect(variant!.stock).toBe(1000 - UNITS);
  });
});
