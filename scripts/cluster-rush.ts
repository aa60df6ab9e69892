#!/usr/bin/env node
// npm run cluster:rush — the sale-day rush on the cluster (scripts/cluster.ts), through the proxy:
// 50 shoppers send 500 bookings at once for a good with 10 units; half-way one upstream instance is
// SIGKILLed and restarted. Then every booking is sent again with its Idempotency-Key, and the
// database is checked: exactly 10 orders, each answered to exactly one booking, no unit lost.
// Then figures: bookings' p95 through the proxy, and req/s of a cached product page through
// HAProxy with 2 and with 1 storefront instance, and from nginx's cache in front (autocannon). Exits 1 when a check fails.
// A measurement with a pass/fail verdict, not part of test:all (it takes minutes and the cluster's
// ports). Starts the cluster when it is not running, and then stops it at the end.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import type { Client } from "pg";
import {
  BALANCER_URL,
  DIR,
  PORTS,
  SHOP_URL,
  UPSTREAM_POOL_URL,
  databaseUrl,
  haproxyCommand,
  runningPid,
  start as startCluster,
  startUpstream,
  stop as stopCluster,
} from "./cluster";
import { newShopper, plainGood, type Reply, type Shopper, upstreamCall } from "./lib/shopper";

const SHOPPERS = Number(process.env.RUSH_SHOPPERS ?? 50);
const BOOKINGS = Number(process.env.RUSH_BOOKINGS ?? 500);
const UNITS = Number(process.env.RUSH_UNITS ?? 10);
const KILLED = 1; // upstream-2
const round = (n: unknown): number | null =>
  typeof n === "number" && Number.isFinite(n) ? Number(n.toFixed(1)) : null;
const log = (...a: unknown[]): void => console.log("[rush]", ...a);

/** One call through the proxy: status, envelope (or null) and time; a transport failure is { status: 0 }. */
const call = upstreamCall(UPSTREAM_POOL_URL);

const percentile = (values: number[], q: number): number | null => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
};

async function setStock(token: string, variant: number, stock: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${UPSTREAM_POOL_URL}/ops/set-stock`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ variant, stock }),
    }).catch(() => null);
    const body: { code?: number } | null | undefined = await res?.json().catch(() => null);
    if (body?.code === 10000) return;
    // the proxy had no instance for it (a restart under way): setting a stock is safe to repeat
    if (attempt >= 10 || (res && res.status < 500))
      throw new Error(`set-stock answered ${res?.status} ${JSON.stringify(body)}`);
    await sleep(1000);
  }
}

type OrderRow = { sn: string; closed: boolean; quantity: number };

async function ordersOf(
  db: Client,
  variantId: number,
  since: Date,
): Promise<{ orders: OrderRow[]; stock: number | undefined }> {
  const { rows } = await db.query<OrderRow>(
    `SELECT o.sn, o.closed_at IS NOT NULL AS closed, sum(l.quantity)::int AS quantity
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE l.variant_id = $1 AND o.created_at >= $2
      GROUP BY o.id`,
    [variantId, since],
  );
  const found = await db.query<{ stock: number }>("SELECT stock FROM variants WHERE id = $1", [
    variantId,
  ]);
  return { orders: rows, stock: found.rows[0]?.stock };
}

/** req/s of one URL through the proxy for `seconds` (after a warm-up that fills the caches). */
async function pageRate(url: string, seconds: number): Promise<PageRate> {
  for (let i = 0; i < 10; i++) await fetch(url).then((r) => r.arrayBuffer());
  const result = await autocannon({ url, connections: 20, duration: seconds });
  return {
    perSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

type PageRate = {
  perSecond: number | null;
  p50Ms: number;
  p97_5Ms: number;
  non2xx: number;
  errors: number;
};
type Check = { name: string; ok: boolean; detail: unknown };
/** One booking of the rush: its first answer, and the answer when sent again with its key. */
type Booking = { i: number; buyer: Shopper; key: string; first?: Reply; retry?: Reply };

async function main(): Promise<void> {
  const startedHere = !runningPid("haproxy");
  if (startedHere) {
    log("starting the cluster");
    await startCluster();
  }
  const secrets: { OPS_TOKEN: string } = JSON.parse(
    readFileSync(path.join(DIR, "secrets.json"), "utf8"),
  );
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  const checks: Check[] = [];
  const check = (name: string, ok: unknown, detail?: unknown): void => {
    checks.push({ name, ok: Boolean(ok), detail });
    log(
      `${ok ? "ok  " : "FAIL"} ${name}${detail === undefined ? "" : ` — ${typeof detail === "string" ? detail : JSON.stringify(detail)}`}`,
    );
  };
  try {
    const good = await plainGood(call);
    log(
      `good: product ${good.productId}, variant ${good.variantId} (per shopper: ${good.perShopper ?? "no limit"})`,
    );
    const buyers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i += 5)
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(5, SHOPPERS - i) }, (_, j) =>
            newShopper(call, `rush-${i + j}`),
          ),
        )),
      );
    log(`${buyers.length} shoppers signed up through the proxy`);
    const line = { product_id: good.productId, variant_id: good.variantId, quantity: 1 };
    const now = await db.query<{ now: Date }>("SELECT now() AS now");
    const since = new Date(now.rows[0]?.now ?? Date.now());
    await setStock(secrets.OPS_TOKEN, good.variantId, UNITS);
    const firstBuyer = buyers[0];
    if (!firstBuyer) throw new Error("no shopper signed up");
    const fee = await call(
      "POST",
      "/checkout/fee",
      { currency: "CNY", checkout_lines: [line], address_id: firstBuyer.addressId },
      firstBuyer.token,
    );
    const expected = fee.body?.data?.payable_amount;
    if (expected === undefined)
      throw new Error(`checkout/fee answered ${JSON.stringify(fee.body)}`);

    const bookingBody = (b: Shopper): Record<string, unknown> => ({
      currency: "CNY",
      checkout_lines: [line],
      address_id: b.addressId,
      contact: { name: "Rush", phone: "13800138000", email: "rush@example.com" },
      expected_amount: expected,
    });
    const runId = Date.now().toString(36);
    const bookings: Booking[] = Array.from({ length: BOOKINGS }, (_, i) => ({
      i,
      buyer: buyers[i % buyers.length] ?? firstBuyer,
      key: `rush-${runId}-${i}`,
    }));

    // all at once, sent over ~2.5 s so that the kill lands with bookings in flight and still arriving
    log(
      `${BOOKINGS} bookings of ${UNITS} units; SIGKILL of upstream-${KILLED + 1} after booking ${BOOKINGS / 2} is sent`,
    );
    let killedAt: number | null = null;
    let restarted: Promise<number | null> | null = null;
    const rushStarted = performance.now();
    const answers = await Promise.all(
      bookings.map(async (b) => {
        await sleep(b.i * 5);
        if (b.i === BOOKINGS / 2) {
          const pid = runningPid(`upstream-${KILLED + 1}`);
          if (pid) {
            process.kill(pid, "SIGKILL");
            killedAt = round(performance.now() - rushStarted);
            log(`SIGKILL upstream-${KILLED + 1} (pid ${pid}) at ${killedAt} ms`);
            const t = performance.now();
            restarted = (async () => {
              while (runningPid(`upstream-${KILLED + 1}`)) await sleep(20);
              await startUpstream(KILLED);
              return round(performance.now() - t);
            })();
          }
        }
        return call("POST", "/order/booking", bookingBody(b.buyer), b.buyer.token, b.key);
      }),
    );
    const rushMs = round(performance.now() - rushStarted);
    const restartMs = restarted ? await restarted : null;
    log(`rush answered in ${rushMs} ms; upstream-${KILLED + 1} back after ${restartMs} ms`);

    const kinds: {
      booked: number;
      refused: Record<string, number>;
      transport: Record<string, number>;
    } = { booked: 0, refused: {}, transport: {} };
    const tally = (counts: Record<string, number>, key: string | number | undefined): void => {
      counts[String(key)] = (counts[String(key)] ?? 0) + 1;
    };
    answers.forEach((a, i) => {
      const booking = bookings[i];
      if (booking) booking.first = a;
      if (a.body?.code === 10000) kinds.booked++;
      else if (a.body && typeof a.body.code === "number") tally(kinds.refused, a.body.code);
      else tally(kinds.transport, a.status || a.error);
    });
    log("first answers:", JSON.stringify(kinds));
    const sample = answers.find((a) => !a.body && a.text);
    if (sample) log(`e.g. ${sample.status}: ${JSON.stringify(sample.text)}`);
    check(
      "no booking answered a 500 of the upstream",
      answers.every((a) => a.status !== 500),
    );

    // every booking again with its key: a booked one finds its order, the others settle cleanly.
    // A claim the killed instance left is taken over once stale (IDEMPOTENCY_STALE_SECONDS, 10 s here).
    log("sending every booking again with its Idempotency-Key");
    const retryUntil = Date.now() + 60_000;
    await Promise.all(
      bookings.map(async (b) => {
        for (;;) {
          const again = await call(
            "POST",
            "/order/booking",
            bookingBody(b.buyer),
            b.buyer.token,
            b.key,
          );
          b.retry = again;
          const inProgress =
            again.body?.code === 40009 || again.status === 0 || again.status >= 502;
          if (!inProgress || Date.now() > retryUntil) return;
          await sleep(2000);
        }
      }),
    );
    const snOf = (a: Reply | undefined): string | null =>
      a?.body?.code === 10000
        ? (a.body.data?.sn ?? a.body.data?.order_sn ?? JSON.stringify(a.body.data))
        : null;
    const firstBooked = bookings.filter((b) => snOf(b.first));
    check(
      "a booking that succeeded finds the same order when sent again with its key",
      firstBooked.every((b) => snOf(b.retry) === snOf(b.first)),
      `${firstBooked.length} booked`,
    );
    check(
      "a booking refused with a code is refused again with that code",
      bookings
        .filter(
          (b) =>
            b.first?.body && b.first.body.code !== 10000 && typeof b.first.body.code === "number",
        )
        .every((b) => b.retry?.body?.code === b.first?.body?.code),
    );
    const lost = bookings.filter((b) => !b.first?.body || typeof b.first.body.code !== "number");
    check(
      "every booking whose answer was lost (the killed instance) settles when sent again: its order, or a clean refusal",
      lost.every(
        (b) =>
          b.retry?.body && typeof b.retry.body.code === "number" && b.retry.body.code !== 40009,
      ),
      `${lost.length} lost answers → ${JSON.stringify(
        lost.reduce<Record<string, number>>((m, b) => {
          tally(m, b.retry?.body?.code ?? b.retry?.status);
          return m;
        }, {}),
      )}`,
    );

    const { orders, stock } = await ordersOf(db, good.variantId, since);
    const answeredSns = new Set(
      bookings.map((b) => snOf(b.retry) ?? snOf(b.first)).filter(Boolean),
    );
    const dbSns = new Set(orders.map((o) => o.sn));
    check(
      `exactly ${UNITS} orders in the database`,
      orders.length === UNITS,
      `${orders.length} orders, stock left ${stock}`,
    );
    check(
      "each order in the database was answered to a booking, and each answered order is in the database",
      answeredSns.size === dbSns.size && [...dbSns].every((sn) => answeredSns.has(sn)),
      `${answeredSns.size} answered, ${dbSns.size} in the database`,
    );
    const perKey = new Map<string, number>();
    for (const b of bookings) {
      const sn = snOf(b.retry) ?? snOf(b.first);
      if (sn) perKey.set(sn, (perKey.get(sn) ?? 0) + 1);
    }
    check(
      "no order answered to two bookings",
      [...perKey.values()].every((n) => n === 1),
    );
    const held = orders.filter((o) => !o.closed).reduce((n, o) => n + o.quantity, 0);
    check(
      "no stock lost: stock left + units in open orders = units put on sale",
      stock !== undefined && stock + held === UNITS,
      { stock, held },
    );

    const latencies = answers.map((a) => a.ms);
    const bookedLatencies = answers.filter((a) => a.body?.code === 10000).map((a) => a.ms);

    // booking latency on a steady load: 100 bookings, 10 at a time, through the proxy, enough stock
    await setStock(secrets.OPS_TOKEN, good.variantId, 1000);
    const steady: { ms: number; ok: boolean; code: number | undefined }[] = [];
    let next = 0;
    const steadyStarted = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < 100) {
          const i = next++;
          const b = buyers[i % buyers.length] ?? firstBuyer;
          const a = await call(
            "POST",
            "/order/booking",
            bookingBody(b),
            b.token,
            `rush-${runId}-steady-${i}`,
          );
          steady.push({ ms: a.ms, ok: a.body?.code === 10000, code: a.body?.code ?? a.status });
        }
      }),
    );
    const steadySeconds = (performance.now() - steadyStarted) / 1000;
    await setStock(secrets.OPS_TOKEN, good.variantId, 0);

    // a cached product page from the storefronts (through HAProxy, past nginx's cache): both
    // storefronts, then one (the other in maintenance); then from nginx's cache on the shop's port
    // the product's canonical URL (/product/<id> answers a 308 to it)
    const bare = await fetch(`${BALANCER_URL}/product/${good.productId}`, { redirect: "manual" });
    const pagePath = bare.headers.get("location") ?? `/product/${good.productId}`;
    const pageUrl = new URL(pagePath, BALANCER_URL).toString();
    const two = await pageRate(pageUrl, 10);
    await haproxyCommand("set server storefronts/storefront2 state maint");
    await sleep(500);
    const one = await pageRate(pageUrl, 10);
    await haproxyCommand("set server storefronts/storefront2 state ready");
    const fromCache = await pageRate(new URL(pagePath, SHOP_URL).toString(), 10);

    const metricsSample = await fetch(`http://127.0.0.1:${PORTS.upstreamMetrics[0]}/metrics`)
      .then((r) => r.text())
      .then((t) =>
        t
          .split("\n")
          .filter((l) =>
            /^upstream_orders\{|^upstream_db_pool_connections\{|^upstream_http_requests_total\{method="POST",route="\/order\/booking"/.test(
              l,
            ),
          ),
      )
      .catch(() => []);

    const figures = {
      at: new Date().toISOString(),
      shoppers: SHOPPERS,
      bookings: BOOKINGS,
      units: UNITS,
      firstAnswers: kinds,
      killedAtMs: killedAt,
      restartMs,
      rushMs,
      rushBookingMs: {
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        max: round(Math.max(...latencies)),
      },
      rushBookedMs: bookedLatencies.length
        ? { p50: percentile(bookedLatencies, 0.5), p95: percentile(bookedLatencies, 0.95) }
        : null,
      steadyBooking10Parallel: {
        n: steady.length,
        booked: steady.filter((s) => s.ok).length,
        p50Ms: percentile(
          steady.map((s) => s.ms),
          0.5,
        ),
        p95Ms: percentile(
          steady.map((s) => s.ms),
          0.95,
        ),
        perSecond: round(steady.length / steadySeconds),
      },
      productPage: { url: pageUrl, twoStorefronts: two, oneStorefront: one, fromCache },
      upstreamMetricsSample: metricsSample,
      checks,
    };
    const out = path.join(DIR, "rush-results.json");
    writeFileSync(out, JSON.stringify(figures, null, 2));
    log(
      JSON.stringify({ ...figures, checks: undefined, upstreamMetricsSample: undefined }, null, 2),
    );
    log(`results in ${path.relative(process.cwd(), out)}`);
    const failed = checks.filter((c) => !c.ok);
    log(failed.length ? `${failed.length} check(s) FAILED` : `all ${checks.length} checks passed`);
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    await db.end();
    if (startedHere) await stopCluster();
  }
}

main().catch(async (error) => {
  console.error(
    `[rush] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
