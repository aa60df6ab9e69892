/** @jest-environment node */
// Points exchange on PostgreSQL only (PGlite runs one statement at a time and would hide
// a race): the balance is taken by one conditional update, so concurrent exchanges never spend
// more than the balance and it never goes below zero.
import { eq } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { key } from "./orders-fixtures";

jest.setTimeout(180_000);

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

describe("points exchange races on postgres", () => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness("postgres");
  });
  afterAll(async () => {
    await h?.close();
  });

  it("20 concurrent exchanges of 100 points with points for only 3: exactly 3 succeed, the balance ends at 0", async () => {
    const t = await h.signupEmail(`vip-race-${Date.now()}@example.com`);
    const uid = (await h.as(t)("GET", "/accounts/privacy")).body.data.id as number;
    await h.database.db.update(s.users).set({ points: 300 }).where(eq(s.users.id, uid));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => h.as(t)("POST", "/points/exchange", { points: 100 }, key())),
    );
    expect(tally(results.map((r) => r.body.code))).toEqual({ 10000: 3, 24301: 17 });
    const balances = results
      .filter((r) => r.body.code === 10000)
      .map((r) => r.body.data.balance as number);
    expect(balances.sort()).toEqual([0, 100, 200]);
    const [user] = await h.database.db
      .select({ points: s.users.points })
      .from(s.users)
      .where(eq(s.users.id, uid));
    expect(user!.points).toBe(0);
    const ledger = await h.database.db
      .select()
      .from(s.pointsLedger)
      .where(eq(s.pointsLedger.userId, uid));
    expect(ledger.filter((e) => e.reason === "exchange")).toHaveLength(3);
    const coupons = await h.database.db
      .select()
      .from(s.userCoupons)
      .where(eq(s.userCoupons.userId, uid));
    expect(coupons).toHaveLength(3);
  });
});
