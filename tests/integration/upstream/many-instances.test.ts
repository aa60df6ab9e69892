/** @jest-environment node */
// Several upstream instances on one PostgreSQL (docs/decisions/upstream-many.md): each
// "instance" here is an openDatabase pool of its own on the same database, as two processes would
// have. Startup migrates and seeds under an advisory lock; the unpaid-order sweep, the key purge
// and the outbox deliverer take rows with FOR UPDATE SKIP LOCKED (each item once); a payment notification
// settles once whichever instance receives it.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { createApp } from "../../../upstream/app";
import { loadUpstreamEnv } from "../../../upstream/env";
import {
  openDatabase,
  STARTUP_LOCK_KEY,
  type Database,
  type Db,
} from "../../../upstream/db/client";
import * as s from "../../../upstream/db/schema";
import { seedCatalogue, type SeedResult } from "../../../upstream/seed";
import { closeExpiredOrders } from "../../../upstream/services/booking";
import { KEY_LIFETIME_MS, purgeIdempotencyKeys } from "../../../upstream/services/idempotency";
import { Outbox, OUTBOX_MAX_ATTEMPTS } from "../../../upstream/services/outbox";
import { signNotification } from "../../../upstream/services/payments";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { goods } from "./checkout-fixtures";
import { goodsLine, key, place } from "./orders-fixtures";

jest.setTimeout(240_000);

const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PAYMENTS = {
  secret: "many-payment-secret-0123456789abcdef",
  sandboxOrigin: "http://sandbox.test",
};
const MIGRATIONS = (
  JSON.parse(readFileSync(path.resolve("upstream/db/migrations/meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(work: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe("DB_POOL_MAX", () => {
  const envOf = (vars: Record<string, string>) => loadUpstreamEnv({ NODE_ENV: "test", ...vars });
  it.each([
    [{}, 10],
    [{ DB_POOL_MAX: "25" }, 25],
  ])("%j gives a pool of %i", (env, max) => expect(envOf(env).DB_POOL_MAX).toBe(max));
  // one connection holds the startup lock while the migrations run on another
  it.each(["1", "0", "many"])("refuses %j", (value) =>
    expect(() => envOf({ DB_POOL_MAX: value })).toThrow(/DB_POOL_MAX/),
  );
});

describe("two upstreams started at once on an empty PostgreSQL database", () => {
  const name = `upstream_many_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const opened: Database[] = [];
  beforeAll(() => admin((c) => c.query(`CREATE DATABASE ${name}`)));
  afterAll(async () => {
    for (const d of opened) await d.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it("both start; every migration is applied once and the seed is loaded once", async () => {
    const seeds: SeedResult[] = [];
    const start = () =>
      openDatabase({
        url: urlOf(name),
        poolMax: 3,
        prepare: async (db) => void seeds.push(await seedCatalogue(db)),
      });
    const results = await Promise.allSettled([start(), start()]);
    for (const r of results) if (r.status === "fulfilled") opened.push(r.value);
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual([
      "ok",
      "ok",
    ]);

    const db = opened[0]!.db;
    const applied = await admin(
      (c) =>
        c.query(
          "select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations",
        ),
      urlOf(name),
    );
    expect(applied.rows[0]).toEqual({ n: MIGRATIONS, distinct_hashes: MIGRATIONS });
    expect(seeds.map((r) => r.seeded).sort()).toEqual([false, true]);
    const [products] = await db.select({ n: count() }).from(s.products);
    expect(products!.n).toBe(seeds[0]!.products);
    const [versions] = await db
      .select({ n: count() })
      .from(s.seedMeta)
      .where(eq(s.seedMeta.key, "version"));
    expect(versions!.n).toBe(1);
    // the lock is released after startup: a third instance opens at once
    const third = await openDatabase({ url: urlOf(name), poolMax: 2 });
    opened.push(third);
    // …and opens no more than its DB_POOL_MAX connections, however many queries wait
    for (const d of opened.splice(0, 2)) await d.close();
    const sleeps = Array.from({ length: 6 }, () => third.db.execute(sql`select pg_sleep(0.5)`));
    // the pool at work, as the server shows it: its connections are running the sleeps
    const running = () =>
      admin((c) =>
        c.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and query like 'select pg_sleep%'",
          [name],
        ),
      );
    let done = false;
    const finished = Promise.all(sleeps).finally(() => (done = true));
    // each check is a round trip to the server; it ends when the sleeps do, seen or not
    while (!done && ((await running()).rows[0]?.n ?? 0) < 2);
    // client connections only: an autovacuum worker busy with the new catalogue counts here too
    const connections = await admin((c) =>
      c.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
        [name],
      ),
    );
    await finished;
    expect(connections.rows[0]).toEqual({ n: 2 });
    // (advisory locks are a database's own: another database's upstream may be starting right now)
    const held = await admin((c) =>
      c.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and database = (select oid from pg_database where datname = $2)",
        [STARTUP_LOCK_KEY % 2 ** 32, name],
      ),
    );
    expect(held.rows[0]).toEqual({ n: 0 });
  });
});

describe("background work and payments across two instances on one PostgreSQL", () => {
  let h: AccountHarness; // instance A: the harness's app and pool
  let b: Database; // instance B: a pool of its own on the same database
  let appB: ReturnType<typeof createApp>;
  let n = 0;
  const shopper = async () => h.signupEmail(`many-${++n}-${Date.now()}@example.com`);

  beforeAll(async () => {
    h = await openAccountHarness("postgres", { payments: PAYMENTS });
    const [current] = await h.database.db
      .select({ name: sql<string>`current_database()` })
      .from(s.seedMeta)
      .limit(1);
    b = await openDatabase({ url: urlOf(current!.name), poolMax: 4 });
    appB = createApp({ db: b.db, dbKind: b.kind, deps: h.deps });
  });
  afterAll(async () => {
    await b?.close();
    await h?.close();
  });

  it("two sweeps at once over 12 expired orders: each order closed once, its stock returned once", async () => {
    const g = await goods(h, 30, 7);
    const tokens = [await shopper(), await shopper(), await shopper()];
    const sns: string[] = [];
    for (let i = 0; i < 12; i++) sns.push((await place(h, tokens[i % 3]!, [goodsLine(g, 2)])).sn);
    const stock = async () =>
      (
        await h.database.db
          .select({ stock: s.variants.stock })
          .from(s.variants)
          .where(eq(s.variants.id, g.variantId))
      )[0]!.stock;
    expect(await stock()).toBe(6);

    const later = new Date(h.clock.now.getTime() + 31 * 60_000);
    // each instance sweeps in small batches until nothing is left, as its timer would
    const sweeper = async (db: Db) => {
      const closed: string[] = [];
      for (;;) {
        const batch = await closeExpiredOrders(db, later, 2);
        if (batch.length === 0) return closed;
        closed.push(...batch);
      }
    };
    const [byA, byB] = await Promise.all([sweeper(h.database.db), sweeper(b.db)]);
    const all = [...byA, ...byB];
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((sn) => sns.includes(sn)).sort()).toEqual([...sns].sort());
    expect(await stock()).toBe(30);

    const orders = await h.database.db
      .select({ id: s.orders.id, status: s.orders.status })
      .from(s.orders)
      .where(inArray(s.orders.sn, sns));
    expect(orders.map((o) => o.status)).toEqual(Array(12).fill(5));
    const events = await h.database.db
      .select({ orderId: s.orderEvents.orderId, n: count() })
      .from(s.orderEvents)
      .where(
        and(
          inArray(
            s.orderEvents.orderId,
            orders.map((o) => o.id),
          ),
          eq(s.orderEvents.kind, "closed"),
        ),
      )
      .groupBy(s.orderEvents.orderId);
    expect(events).toHaveLength(12);
    expect(events.every((e) => e.n === 1)).toBe(true);
  });

  it("two key purges at once over 1200 expired Idempotency-Keys: each key deleted once, the fresh ones kept", async () => {
    // the harness's clock: the keys of this suite's bookings (made at that time) are not expired
    const now = h.clock.now;
    const old = new Date(now.getTime() - KEY_LIFETIME_MS - 60_000);
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      owner: "u-purge",
      key: `old-${i}`,
      requestHash: "h",
      createdAt: old,
      status: 200,
      response: "{}",
    }));
    for (let i = 0; i < rows.length; i += 400)
      await h.database.db.insert(s.idempotencyKeys).values(rows.slice(i, i + 400));
    await h.database.db
      .insert(s.idempotencyKeys)
      .values({ owner: "u-purge", key: "fresh", requestHash: "h", createdAt: now });
    const purger = async (db: Db) => {
      let total = 0;
      for (;;) {
        const gone = await purgeIdempotencyKeys(db, now, 100);
        if (gone === 0) return total;
        total += gone;
      }
    };
    const [byA, byB] = await Promise.all([purger(h.database.db), purger(b.db)]);
    expect(byA + byB).toBe(1200);
    const left = await h.database.db
      .select({ key: s.idempotencyKeys.key })
      .from(s.idempotencyKeys)
      .where(eq(s.idempotencyKeys.owner, "u-purge"));
    expect(left).toEqual([{ key: "fresh" }]);
  });

  describe("the outbox", () => {
    let webhook: Server;
    let url = "";
    let received: string[] = [];
    let failNext = 0;
    beforeAll(async () => {
      webhook = createServer((req, res) => {
        let text = "";
        req.on("data", (chunk: Buffer) => (text += chunk.toString()));
        req.on("end", () => {
          if (failNext > 0) {
            failNext--;
            res.writeHead(502).end();
            return;
          }
          received.push((JSON.parse(text) as { to: string }).to);
          // a slow gateway: both deliverers are busy at the same time
          setTimeout(() => res.writeHead(204).end(), 15);
        });
      });
      await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(webhook.address() as { port: number }).port}/sms`;
    });
    afterAll(() => new Promise<void>((resolve) => webhook.close(() => resolve())));
    beforeEach(() => {
      received = [];
      failNext = 0;
    });

    async function pending(tag: string, total: number, at: Date) {
      const rows = Array.from({ length: total }, (_, i) => ({
        channel: "sms",
        recipient: `+852-${tag}-${i}`,
        subject: "",
        body: `code ${i}`,
        createdAt: at,
        nextAttemptAt: at,
      }));
      return h.database.db.insert(s.outbox).values(rows).returning({ id: s.outbox.id });
    }

    it("two deliverers at once over 40 due messages: each message sent once", async () => {
      const now = new Date();
      const ids = (await pending("two", 40, now)).map((r) => r.id);
      const a = new Outbox({ production: false, smsWebhookUrl: url });
      const other = new Outbox({ production: false, smsWebhookUrl: url });
      const [byA, byB] = await Promise.all([
        a.deliverDue(h.database.db, now),
        other.deliverDue(b.db, now),
      ]);
      expect(byA.sent + byB.sent).toBe(40);
      expect(byA.failed + byB.failed).toBe(0);
      const mine = received.filter((to) => to.includes("-two-"));
      expect(mine).toHaveLength(40);
      expect(new Set(mine).size).toBe(40);
      const rows = await h.database.db.select().from(s.outbox).where(inArray(s.outbox.id, ids));
      expect(
        rows.every((r) => r.deliveredAt !== null && r.nextAttemptAt === null && r.attempts === 1),
      ).toBe(true);
    });

    it("a failed send is retried after its back-off, by any instance, and given up after the last try", async () => {
      const now = new Date();
      const [row] = await pending("retry", 1, now);
      const outbox = new Outbox({ production: false, smsWebhookUrl: url });
      failNext = 1;
      expect(await outbox.deliverDue(h.database.db, now, { id: row!.id })).toEqual({
        sent: 0,
        failed: 1,
      });
      const [failed] = await h.database.db.select().from(s.outbox).where(eq(s.outbox.id, row!.id));
      expect(failed).toMatchObject({
        attempts: 1,
        error: "SMS webhook answered 502",
        deliveredAt: null,
      });
      expect(failed!.nextAttemptAt!.getTime()).toBe(now.getTime() + 30_000);
      // not due yet: nobody sends it
      expect(
        await outbox.deliverDue(b.db, new Date(now.getTime() + 29_000), { id: row!.id }),
      ).toEqual({ sent: 0, failed: 0 });
      expect(
        await outbox.deliverDue(b.db, new Date(now.getTime() + 31_000), { id: row!.id }),
      ).toEqual({ sent: 1, failed: 0 });
      expect(received.filter((to) => to.includes("-retry-"))).toHaveLength(1);

      const [hopeless] = await pending("hopeless", 1, now);
      failNext = OUTBOX_MAX_ATTEMPTS;
      let at = now;
      for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i++) {
        expect(await outbox.deliverDue(h.database.db, at, { id: hopeless!.id })).toEqual({
          sent: 0,
          failed: 1,
        });
        at = new Date(at.getTime() + 3600_000);
      }
      const [gone] = await h.database.db
        .select()
        .from(s.outbox)
        .where(eq(s.outbox.id, hopeless!.id));
      expect(gone).toMatchObject({
        attempts: OUTBOX_MAX_ATTEMPTS,
        nextAttemptAt: null,
        deliveredAt: null,
      });
      expect(await outbox.deliverDue(h.database.db, at, { id: hopeless!.id })).toEqual({
        sent: 0,
        failed: 0,
      });
    });

    it("in production a delivered message's row is deleted, and a message with no transport is not kept", async () => {
      const now = new Date();
      const production = new Outbox({ production: true, smsWebhookUrl: url });
      const before = await h.database.db.select({ n: count() }).from(s.outbox);
      await production.send(
        h.database.db,
        { channel: "sms", to: "+852-prod-1", subject: "", body: "code 123456" },
        now,
      );
      await production.send(
        h.database.db,
        { channel: "email", to: "prod@example.com", subject: "s", body: "no smtp here" },
        now,
      );
      expect(received).toEqual(["+852-prod-1"]);
      const after = await h.database.db.select({ n: count() }).from(s.outbox);
      expect(after[0]!.n).toBe(before[0]!.n);
    });
  });

  it("the same payment notification at both instances at once: one payment, one state change, both answer it", async () => {
    const t = await shopper();
    const g = await goods(h, 10, 8);
    const order = await place(h, t, [goodsLine(g, 1)]);
    const confirmed = await h.as(t)(
      "POST",
      "/accounts/order/confirm",
      { sn: order.sn, payment_method: "alipay", return_url: "http://localhost:3000/r" },
      key(),
    );
    const ref = (confirmed.body.data.url as string).split("/").pop()!;
    const notification = { ref, status: "paid" as const, amount: order.amount, currency: "CNY" };
    const signature = signNotification(PAYMENTS.secret, notification);
    const post = async (app: ReturnType<typeof createApp>) => {
      const res = await app.request("/payments/sandbox/notify", {
        method: "POST",
        headers: {
          platform: "default",
          language: "en",
          currency: "CNY",
          channel: "web",
          "content-type": "application/json",
          "x-sandbox-signature": signature,
        },
        body: JSON.stringify(notification),
      });
      return {
        status: res.status,
        body: (await res.json()) as { code: number; data: { payment: number; order: number } },
      };
    };
    // five deliveries of the notification to each instance, all at once (gateways retry)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(i % 2 === 0 ? h.app : appB)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const [orderRow] = await h.database.db.select().from(s.orders).where(eq(s.orders.sn, order.sn));
    // documented answer: payment 1 (paid) and the order's status after it, the same for every delivery
    expect(answers.map((a) => a.body)).toEqual(
      Array(10).fill({ code: 10000, data: { payment: 1, order: orderRow!.status } }),
    );
    expect(orderRow).toMatchObject({ paidAmount: order.amount });
    const paymentRows = await h.database.db
      .select()
      .from(s.payments)
      .where(eq(s.payments.orderId, orderRow!.id))
      .orderBy(asc(s.payments.id));
    expect(paymentRows.map((p) => p.status)).toEqual([1]);
    const paid = await h.database.db
      .select({ n: count() })
      .from(s.orderEvents)
      .where(and(eq(s.orderEvents.orderId, orderRow!.id), eq(s.orderEvents.kind, "paid")));
    expect(paid[0]!.n).toBe(1);
  });
});
