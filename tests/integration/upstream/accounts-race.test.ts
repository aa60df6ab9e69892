/** @jest-environment node */
// Races on PostgreSQL only: PGlite runs one statement at a time and would hide them. Concurrent
// requests through the app (one pg pool of 10 connections) against the guards the services
// rely on: the coupon row lock and conditional `claimed` update, the per-target advisory lock for
// codes, the Idempotency-Key row inserted before the work, and the conditional spend of a reset
// link.
import { and, count, eq, max } from "drizzle-orm";
import { addresses, coupons, platforms, userCoupons } from "../../../upstream/db/schema";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";

jest.setTimeout(120_000);

const DAY = 86_400_000;
const ADDRESS = {
  name: "Ada",
  country_code: "86",
  phone: "13800138000",
  district: "Pudong",
  address: "1 Century Ave",
  email: "ada@example.com",
};

const tally = (results: { status: number; body: { code: number } }[]) => {
  const byCode: Record<number, number> = {};
  for (const r of results) byCode[r.body.code] = (byCode[r.body.code] ?? 0) + 1;
  return byCode;
};

describe("races on postgres", () => {
  let h: AccountHarness;
  let platformId: number;

  beforeAll(async () => {
    h = await openAccountHarness("postgres");
    const [platform] = await h.database.db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.slug, "default"));
    platformId = platform!.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A live coupon of the default brand (copied from a seeded one) with the given limits. */
  async function makeCoupon(total: number, perUserLimit: number) {
    const db = h.database.db;
    const [template] = await db
      .select()
      .from(coupons)
      .where(eq(coupons.platformId, platformId))
      .limit(1);
    const [{ top } = { top: 0 }] = await db.select({ top: max(coupons.id) }).from(coupons);
    const id = (top ?? 0) + 1000;
    const now = h.clock.now.getTime();
    await db.insert(coupons).values({
      ...template!,
      id,
      platformId,
      code: null,
      total,
      claimed: 0,
      perUserLimit,
      status: 0,
      startDate: new Date(now - DAY),
      endDate: new Date(now + 30 * DAY),
      validityDays: null,
      validHoursAfterRedeeming: null,
      productIds: null,
    });
    return id;
  }

  async function couponState(id: number) {
    const db = h.database.db;
    const [row] = await db
      .select({ claimed: coupons.claimed })
      .from(coupons)
      .where(eq(coupons.id, id));
    const [claims] = await db
      .select({ n: count() })
      .from(userCoupons)
      .where(eq(userCoupons.couponId, id));
    return { claimed: row!.claimed, rows: claims!.n };
  }

  it("20 users rushing a coupon of 5: exactly 5 claims (200), 15 answers 24004; claimed = 5, 5 rows", async () => {
    const id = await makeCoupon(5, 1);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await h.signupEmail(`rush${i}@example.com`));
    const results = await Promise.all(
      tokens.map((t) => h.as(t)("POST", "/coupon/redeem", { coupon_id: id })),
    );
    expect(tally(results)).toEqual({ 10000: 5, 24004: 15 });
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 24004).every((r) => r.status === 409)).toBe(true);
    expect(await couponState(id)).toEqual({ claimed: 5, rows: 5 });
    // the five winners are five different users
    const winners = await h.database.db
      .select({ userId: userCoupons.userId })
      .from(userCoupons)
      .where(eq(userCoupons.couponId, id));
    expect(new Set(winners.map((w) => w.userId)).size).toBe(5);
  });

  it("one user firing 10 claims of a coupon limited to one per user: one 200, nine 24003, one row", async () => {
    const id = await makeCoupon(100, 1);
    const token = await h.signupEmail("greedy@example.com");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => h.as(token)("POST", "/coupon/redeem", { coupon_id: id })),
    );
    expect(tally(results)).toEqual({ 10000: 1, 24003: 9 });
    expect(await couponState(id)).toEqual({ claimed: 1, rows: 1 });
  });

  it("10 simultaneous code sends to one target: one 200, nine 30014 (the per-target advisory lock)", async () => {
    const send = () =>
      h.call("POST", "/accounts/verification_code_send", {
        purpose: "signin",
        channel: "email",
        email: "race-code@example.com",
      });
    const results = await Promise.all(Array.from({ length: 10 }, send));
    expect(tally(results)).toEqual({ 10000: 1, 30014: 9 });
    expect(results.filter((r) => r.body.code === 30014).every((r) => r.status === 429)).toBe(true);
    const outbox = (await h.call("GET", "/dev/outbox")).body.data.filter(
      (m: { to: string }) => m.to === "race-code@example.com",
    );
    expect(outbox).toHaveLength(1);
  });

  it("10 simultaneous address posts with one Idempotency-Key: one row; answers are that 200 or 40009 in progress", async () => {
    const token = await h.signupEmail("idem@example.com");
    const me = (await h.as(token)("GET", "/accounts/privacy")).body.data;
    const post = () =>
      h.as(token)("POST", "/accounts/address", ADDRESS, { "idempotency-key": "race-address-0001" });
    const results = await Promise.all(Array.from({ length: 10 }, post));
    const ok = results.filter((r) => r.status === 200);
    const busy = results.filter((r) => r.status !== 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length + busy.length).toBe(10);
    for (const r of busy) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe(40009);
      expect(r.body.message).toMatch(/in progress/);
    }
    // every 200 is the same answer: the first one, or its replay
    expect(new Set(ok.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const rows = await h.database.db.select().from(addresses).where(eq(addresses.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(ok[0]!.body.data.id).toBe(rows[0]!.id);
    // afterwards the key replays the stored answer
    const replay = await post();
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(ok[0]!.body);
    expect(
      await h.database.db
        .select({ n: count() })
        .from(addresses)
        .where(and(eq(addresses.userId, me.id))),
    ).toEqual([{ n: 1 }]);
  });

  it("5 simultaneous submits of one reset link: one 200, four 10002", async () => {
    await h.signupEmail("reset-race@example.com", "oldpass123");
    await h.call("POST", "/accounts/password_reset_mail", {
      email: "reset-race@example.com",
      link_base: "http://localhost:3000",
    });
    const mail = (await h.call("GET", "/dev/outbox")).body.data.find(
      (m: { to: string }) => m.to === "reset-race@example.com",
    );
    const token = decodeURIComponent(/password-reset2\?token=(\S+)/.exec(mail.body)![1]!);
    const results = await Promise.all(
      ["alpha123", "bravo123", "charlie123", "delta123", "echo1234"].map((password) =>
        h.call("POST", "/accounts/password_reset", { token, password, password_confirm: password }),
      ),
    );
    expect(tally(results)).toEqual({ 10000: 1, 10002: 4 });
    const winner = ["alpha123", "bravo123", "charlie123", "delta123", "echo1234"][
      results.findIndex((r) => r.status === 200)
    ]!;
    expect(
      (
        await h.call("POST", "/accounts/signin", {
          identity_type: 1,
          username: "reset-race@example.com",
          password: winner,
        })
      ).status,
    ).toBe(200);
  });
});
