// The buying path for `npm run bench`: p50/p95 of checkout/fee and order/booking straight against
// an upstream (the embedded one on PGlite, and one started here on a fresh PostgreSQL database),
// and bookings per second on PostgreSQL with 10 shoppers booking at once. A measurement, never a
// test: failures are reported in the results, not thrown at the caller.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { newShopper, plainGood, type Reply, type Shopper, upstreamCall } from "./lib/shopper";
import { waitUntilUp } from "./lib/wait-until-up";

const round = (n: unknown): number | null =>
  typeof n === "number" && Number.isFinite(n) ? Number(n.toFixed(1)) : null;

/** Latencies, failures and rate of a sample of calls. */
export type Sample = {
  n: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  failed: number;
  perSecond: number | null;
};

/** Latencies of `n` calls, `concurrency` at a time. */
async function sample(
  run: (i: number, worker: number) => Promise<Reply>,
  n: number,
  concurrency: number,
): Promise<Sample> {
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        const res = await run(i, worker);
        times.push(performance.now() - t0);
        if (res.body?.code !== 10000) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number): number | null =>
    round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return {
    n,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: round(times.at(-1)),
    failed,
    perSecond: round(n / seconds),
  };
}

/** checkout/fee and order/booking one at a time (the latency figures), then fee 4 and bookings 10 at once (throughput). */
export type CheckoutFigures = {
  fee: Sample;
  feeParallel4: Sample;
  booking: Sample;
  bookingParallel10: Sample;
  orderList: Sample & { orders: number };
  orderDetail: Sample | null;
  shoppers: number;
};

export async function checkoutLatencies(
  base: string,
  { bookings = 60 }: { bookings?: number } = {},
): Promise<CheckoutFigures> {
  const call = upstreamCall(base);
  const { productId, variantId, stock, perShopper } = await plainGood(call, { minStock: 50 });
  const line = { product_id: productId, variant_id: variantId, quantity: 1 };
  const serialN = 30;
  const n = Math.min(bookings, stock - serialN);
  // enough shoppers that nobody reaches the product's purchase limit (21001 would not be a booking)
  const count = Math.max(10, Math.ceil((n + serialN) / (perShopper ?? 1e9)) + 1);
  const buyers: Shopper[] = [];
  for (let i = 0; i < count; i++) buyers.push(await newShopper(call, `bench-buy-${i}`));
  const buyer = (i: number): Shopper => {
    const b = buyers[i % buyers.length];
    if (!b) throw new Error("no shopper signed up");
    return b;
  };
  const fee = (b: Shopper): Promise<Reply> =>
    call(
      "POST",
      "/checkout/fee",
      { currency: "CNY", checkout_lines: [line], address_id: b.addressId },
      b.token,
    );
  const feeStats = await sample((i) => fee(buyer(i)), 40, 1);
  const feeParallel = await sample((i) => fee(buyer(i)), 80, 4);
  const expected = (await fee(buyer(0))).body?.data?.payable_amount;
  const book = (i: number): Promise<Reply> => {
    const b = buyer(i);
    return call(
      "POST",
      "/order/booking",
      {
        currency: "CNY",
        checkout_lines: [line],
        address_id: b.addressId,
        contact: { name: "Bench", phone: "13800138000", email: "bench@example.com" },
        expected_amount: expected,
      },
      b.token,
      `bench-${Date.now()}-${i}-${Math.random().toString(36).slice(2, 8)}`,
    );
  };
  const serial = await sample((i) => book(i), serialN, 1);
  const parallel = await sample((i) => book(i + serialN), n, 10);
  // after the sale: the order list (first page, all tabs) and one order, for a shopper with orders
  const reader = buyer(0);
  const first = await call("GET", "/accounts/privacy/order?tab=all", undefined, reader.token);
  const sn: string | undefined = first.body?.data?.list?.[0]?.sn;
  const orderList = await sample(
    () => call("GET", "/accounts/privacy/order?tab=all", undefined, reader.token),
    40,
    1,
  );
  const orderDetail = sn
    ? await sample(
        () => call("GET", `/accounts/privacy/order/${sn}`, undefined, reader.token),
        40,
        1,
      )
    : null;
  return {
    fee: feeStats,
    feeParallel4: feeParallel,
    booking: serial,
    bookingParallel10: parallel,
    orderList: { ...orderList, orders: first.body?.data?.count ?? 0 },
    orderDetail,
    shoppers: count,
  };
}

/** Starts an upstream on a fresh PostgreSQL database, runs `measure(base)`, then drops it all. */
export async function withPostgresUpstream<T>(
  adminUrl: string,
  port: number,
  measure: (base: string) => Promise<T>,
): Promise<T> {
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const child = spawn(process.execPath, ["--import", "tsx", "upstream/server.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      UPSTREAM_PORT: String(port),
      LOG_REQUESTS: "false",
      SEED_ON_START: "true",
    },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/health`, { seconds: 180, child });
    return await measure(base);
  } finally {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    await sleep(1500);
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  }
}
