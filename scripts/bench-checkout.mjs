// The buying path for `npm run bench`: p50/p95 of checkout/fee and order/booking straight against
// an upstream (the embedded one on PGlite, and one started here on a fresh PostgreSQL database),
// and bookings per second on PostgreSQL with 10 shoppers booking at once. A measurement, never a
// test: failures are reported in the results, not thrown at the caller.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

const HEADERS = {
  platform: "default",
  language: "en",
  currency: "CNY",
  channel: "web",
  "content-type": "application/json",
};
const round = (n) => (typeof n === "number" && Number.isFinite(n) ? Number(n.toFixed(1)) : null);

async function call(base, method, path, body, token, key) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...HEADERS,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, body: json };
}

/** Latencies of `n` calls, `concurrency` at a time. */
async function sample(run, n, concurrency) {
  const times = [];
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
  const at = (q) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return {
    n,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: round(times.at(-1)),
    failed,
    perSecond: round(n / seconds),
  };
}

async function shopper(base, tag) {
  const email = `bench-buy-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "bench12345";
  const signup = await call(base, "POST", "/accounts/signup", {
    identity_type: 1,
    first_name: "Bench",
    last_name: "Buyer",
    email,
    password,
    password_confirm: password,
    country_code: "852",
    mobile: String(51000000 + Math.floor(Math.random() * 8_999_999)),
    agree: true,
  });
  if (signup.body?.code !== 10000)
    throw new Error(`sign-up answered ${JSON.stringify(signup.body)}`);
  const token = signup.body.data.token;
  const address = await call(
    base,
    "POST",
    "/accounts/address",
    {
      name: "Bench",
      country_code: "86",
      phone: "13800138000",
      region: "Shanghai",
      district: "Pudong",
      address: "1 Century Ave",
      email: "bench@example.com",
    },
    token,
  );
  return { token, addressId: address.body?.data?.id };
}

/**
 * A physical good of the default brand (plain stock, no date) with the most stock and the most
 * generous per-shopper limit; `perShopper` is how many one shopper may buy (null: no limit).
 */
async function goodsLine(base) {
  const list = await call(base, "GET", "/products?page=1&page_size=50&product_type=1");
  let best = null;
  for (const p of list.body?.data?.list ?? []) {
    if (p.stock_type !== 0) continue;
    const detail = (await call(base, "GET", `/product/${p.id}`)).body?.data;
    const variant = (detail?.variants ?? [])
      .filter((v) => v.min_purchase === 1)
      .sort((a, b) => b.stock - a.stock)[0];
    if (!variant || variant.stock < 50) continue;
    const perShopper =
      detail.limit_purchased_type === "none" || detail.limit_purchased === 0
        ? null
        : detail.limit_purchased;
    const score = (perShopper ?? 1e9) * 1e4 + variant.stock;
    if (!best || score > best.score)
      best = {
        score,
        line: { product_id: p.id, variant_id: variant.id, quantity: 1 },
        stock: variant.stock,
        perShopper,
      };
  }
  if (!best) throw new Error("no plain-stock good with 50+ units in the seed");
  return best;
}

/** checkout/fee and order/booking one at a time (the latency figures), then fee 4 and bookings 10 at once (throughput). */
export async function checkoutLatencies(base, { bookings = 60 } = {}) {
  const { line, stock, perShopper } = await goodsLine(base);
  const serialN = 30;
  const n = Math.min(bookings, stock - serialN);
  // enough shoppers that nobody reaches the product's purchase limit (21001 would not be a booking)
  const count = Math.max(10, Math.ceil((n + serialN) / (perShopper ?? 1e9)) + 1);
  const buyers = [];
  for (let i = 0; i < count; i++) buyers.push(await shopper(base, i));
  const fee = (b) =>
    call(
      base,
      "POST",
      "/checkout/fee",
      { currency: "CNY", checkout_lines: [line], address_id: b.addressId },
      b.token,
    );
  const feeStats = await sample((i) => fee(buyers[i % buyers.length]), 40, 1);
  const feeParallel = await sample((i) => fee(buyers[i % buyers.length]), 80, 4);
  const expected = (await fee(buyers[0])).body?.data?.payable_amount;
  const book = (i) => {
    const b = buyers[i % buyers.length];
    return call(
      base,
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
  const reader = buyers[0];
  const first = await call(base, "GET", "/accounts/privacy/order?tab=all", undefined, reader.token);
  const sn = first.body?.data?.list?.[0]?.sn;
  const orderList = await sample(
    () => call(base, "GET", "/accounts/privacy/order?tab=all", undefined, reader.token),
    40,
    1,
  );
  const orderDetail = sn
    ? await sample(
        () => call(base, "GET", `/accounts/privacy/order/${sn}`, undefined, reader.token),
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
export async function withPostgresUpstream(adminUrl, port, measure) {
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
    const until = Date.now() + 180_000;
    let up = false;
    while (!up && Date.now() < until) {
      up = await fetch(`${base}/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!up) await sleep(500);
    }
    if (!up) throw new Error("the PostgreSQL upstream did not become healthy within 180 s");
    return await measure(base);
  } finally {
    try {
      process.kill(-child.pid, "SIGTERM");
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
