// `npm run bench -- --catalogue 100000`: the catalogue at scale, on PostgreSQL (a measurement,
// never a test). Seeds — or reuses, when seeded today with the same count — a database of the seed
// plus N scale products in the default brand (`catalogue_bench_<N>`, or BENCH_CATALOGUE_DB), starts
// an upstream on it, and prints, against the targets (docs/decisions/catalogue-scale.md):
//   1. each documented catalogue call one at a time: p50/p95 of BENCH_CATALOGUE_CALLS calls
//      (lists, filters, sorts, pages, keywords ≤ 50 ms p95; suggestions ≤ 20 ms p95);
//   2. keyword search with 10 shoppers at once (autocannon): requests/s (≥ 200) and errors (none);
//   3. product detail, checkout/fee and order/booking p95 against the same calls on an upstream
//      over a fresh seed-only database (126 products), measured in the same run: no slower;
//   4. EXPLAIN (ANALYZE, BUFFERS) of the slowest list call's statements (scripts/bench/catalogue-explain.ts).
// The machine's load average is printed before and after: figures taken on a busy machine say so.
import { spawn, spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { mkdir, writeFile } from "node:fs/promises";
import autocannon from "autocannon";
import pg from "pg";
import { checkoutLatencies, type Sample, withPostgresUpstream } from "./bench-checkout";
import { waitUntilUp } from "./lib/wait-until-up";

const HEADERS = { platform: "default", language: "en", currency: "CNY", channel: "web" };
const round = (n: unknown): number | null =>
  typeof n === "number" && Number.isFinite(n) ? Number(n.toFixed(1)) : null;
const mark = (ok: boolean | null | undefined): string =>
  ok === null || ok === undefined ? "n/a" : ok ? "PASS" : "MISS";
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");

const CATALOGUE_TARGETS = {
  listP95Ms: 50,
  suggestP95Ms: 20,
  keywordPerSecond: 200,
  /** at 1,000,000 products (measured once, reported) */
  listP95MsAtMillion: 100,
  /** product detail, fee, booking: p95 at most this many times the seed-only figure (or +5 ms) */
  noSlowerFactor: 1.5,
};

/** The date `days` from today in the shop's time zone (UTC+8), YYYY-MM-DD. */
const shopDay = (days: number): string =>
  new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

type Kind = "list" | "suggest";
/** The documented catalogue calls: [name, path, language, kind]. */
function calls(): [name: string, path: string, language: string, kind: Kind][] {
  return [
    ["products page 1, default order", "/products", "en", "list"],
    ["products page 50", "/products?page=50", "en", "list"],
    ["sorted by price", "/products?sort=price_asc", "en", "list"],
    ["sorted by price, dearest first", "/products?sort=price_desc", "en", "list"],
    ["sorted by rating", "/products?sort=rating", "en", "list"],
    ["newest first", "/products?sort=newest", "en", "list"],
    ["best sellers", "/products?sold=1", "en", "list"],
    ["a category", "/products?category_id=4", "en", "list"],
    ["a country (city subtree)", "/products?poi_id=13&sort=price_asc", "en", "list"],
    ["a tag, page 10", "/products?tag_id=5&page=10", "en", "list"],
    ["keyword=hong", "/products?keyword=hong", "en", "list"],
    ["keyword=hong, page 50", "/products?keyword=hong&page=50", "en", "list"],
    ["keyword=hong (zh-hans)", "/products?keyword=hong", "zh-hans", "list"],
    [
      "keyword=香港 (zh-hans)",
      `/products?keyword=${encodeURIComponent("香港")}`,
      "zh-hans",
      "list",
    ],
    [
      "keyword=香港島 (zh-hant)",
      `/products?keyword=${encodeURIComponent("香港島")}`,
      "zh-hant",
      "list",
    ],
    ["keyword=zzqx (no hit)", "/products?keyword=zzqx", "en", "list"],
    ["keyword=hong kng (typo)", "/products?keyword=hong%20kng", "en", "list"],
    ["keyword=tea set", "/products?keyword=tea%20set", "en", "list"],
    ["keyword=hong tokyo (never together)", "/products?keyword=hong%20tokyo", "en", "list"],
    ["keyword=tokyo, by price", "/products?keyword=tokyo&sort=price_asc", "en", "list"],
    [
      "dated list, next 7 days",
      `/products?start_date=${shopDay(0)}&end_date=${shopDay(6)}`,
      "en",
      "list",
    ],
    ["more, recommended", "/products/more?type=2", "en", "list"],
    ["more, newest, page 20", "/products/more?type=1&page=20", "en", "list"],
    ["products/sitemap page 1", "/products/sitemap", "en", "list"],
    ["recommendations", "/product/2000100/recommend", "en", "list"],
    ["bought together", "/product/2000100/combination", "en", "list"],
    ["suggestions hon", "/product/search?pre=1&keyword=hon", "en", "suggest"],
    [
      "suggestions 香 (zh-hans)",
      `/product/search?pre=1&keyword=${encodeURIComponent("香")}`,
      "zh-hans",
      "suggest",
    ],
    ["suggestions tea s", "/product/search?pre=1&keyword=tea%20s", "en", "suggest"],
  ];
}

/** A catalogue answer, the parts read here: its code, and a list or a page with a count. */
type Answer = { status: number; code?: number; data?: unknown[] | { count?: number } };

async function get(base: string, path: string, language: string): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { headers: { ...HEADERS, language } });
  const body: Omit<Answer, "status"> | null = await res.json().catch(() => null);
  return { status: res.status, code: body?.code, data: body?.data };
}

/** p50/p95 of `n` calls one at a time (after 3 unmeasured ones). */
type Latency = { p50Ms: number | null; p95Ms: number | null; failed: number; count: number | null };

async function latencies(
  base: string,
  path: string,
  language: string,
  n: number,
): Promise<Latency> {
  for (let i = 0; i < 3; i++) await get(base, path, language);
  const times: number[] = [];
  let failed = 0;
  let last: Answer | null = null;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    last = await get(base, path, language);
    times.push(performance.now() - t0);
    if (last.code !== 10000) failed++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number): number | null =>
    round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  const data = last?.data;
  return {
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    failed,
    count: Array.isArray(data) ? data.length : (data?.count ?? null),
  };
}

/** Creates the database when missing and seeds it (the seed CLI reuses a scale seed of today). */
type Log = (message: string) => void;

async function ensureDatabase(
  adminUrl: string,
  name: string,
  products: number,
  log: Log,
): Promise<{ url: string; seedSeconds: number | null }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  log(`seeding ${name} with ${products} scale products (reused when seeded today)…`);
  const started = performance.now();
  const seeded = spawnSync(
    process.execPath,
    ["--import", "tsx", "upstream/seed/cli.ts", "--products", String(products)],
    {
      env: { ...process.env, DATABASE_URL: url.toString() },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  if (seeded.status !== 0) throw new Error(`the scale seed failed (exit ${seeded.status})`);
  return { url: url.toString(), seedSeconds: round((performance.now() - started) / 1000) };
}

function explainSlowest(url: string, path: string, language: string): string {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/bench/catalogue-explain.ts", path, language],
    { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  return run.status === 0 ? run.stdout : `EXPLAIN failed: ${run.stderr}`;
}

/** Product detail, fee and booking on an upstream: the "nothing else slower" figures. */
type BuyingPath = { detail: Latency; scaleDetail: Latency | null; fee: Sample; booking: Sample };

async function buyingPath(base: string, runs: number): Promise<BuyingPath> {
  const detail = await latencies(base, "/product/1000", "en", runs);
  const scaleDetail = await latencies(base, "/product/2000100", "en", runs).catch(() => null);
  const checkout = await checkoutLatencies(base, { bookings: 60 });
  return { detail, scaleDetail, fee: checkout.fee, booking: checkout.booking };
}

type CallResult = Latency & {
  path: string;
  language: string;
  kind: Kind;
  targetP95Ms: number;
  pass: boolean;
};
/** What the catalogue bench prints and writes to test-results/bench-catalogue-N.json. */
type CatalogueResults = {
  startedAt: string;
  products: number;
  database: string;
  targets: typeof CATALOGUE_TARGETS;
  loadBefore: string;
  calls: Record<string, CallResult>;
  seedSeconds?: number | null;
  keyword10?: {
    perSecond: number | null;
    p50Ms: number;
    p99Ms: number;
    errors: number;
    pass: boolean;
  };
  buying?: {
    scaled: BuyingPath;
    seedOnly: BuyingPath;
    detailPass?: boolean | null;
    feePass?: boolean | null;
    bookingPass?: boolean | null;
  };
  slowest?: CallResult & { name: string };
  slowestExplain?: string;
  loadAfter?: string;
};

export async function catalogueBench({
  products,
  adminUrl,
  port,
  log,
}: {
  products: number;
  adminUrl: string;
  port: number;
  log: Log;
}): Promise<CatalogueResults> {
  const runs = Math.max(10, Number(process.env.BENCH_CATALOGUE_CALLS ?? 40));
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const name = process.env.BENCH_CATALOGUE_DB || `catalogue_bench_${products}`;
  const results: CatalogueResults = {
    startedAt: new Date().toISOString(),
    products,
    database: name,
    targets: CATALOGUE_TARGETS,
    loadBefore: load(),
    calls: {},
  };
  console.log(
    `load average before: ${results.loadBefore} (2 cores; above ~2 the figures are inflated)`,
  );
  const { url, seedSeconds } = await ensureDatabase(adminUrl, name, products, log);
  results.seedSeconds = seedSeconds;
  const child = spawn(process.execPath, ["--import", "tsx", "upstream/server.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      UPSTREAM_PORT: String(port),
      LOG_REQUESTS: "false",
      SEED_ON_START: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/health`, { seconds: 1800, child });
    console.log(
      `\n== Catalogue calls, one at a time (${products.toLocaleString("en")} products, ${runs} calls each) ==`,
    );
    const atMillion = products >= 1_000_000;
    const listTarget = atMillion
      ? CATALOGUE_TARGETS.listP95MsAtMillion
      : CATALOGUE_TARGETS.listP95Ms;
    for (const [label, path, language, kind] of calls()) {
      const r = await latencies(base, path, language, runs);
      const target = kind === "suggest" ? CATALOGUE_TARGETS.suggestP95Ms : listTarget;
      const ok = r.failed === 0 && r.p95Ms !== null && r.p95Ms <= target;
      results.calls[label] = { path, language, kind, ...r, targetP95Ms: target, pass: ok };
      console.log(
        `${label.padEnd(38)} p50 ${String(r.p50Ms).padStart(6)} ms  p95 ${String(r.p95Ms).padStart(6)} ms  count ${String(r.count).padStart(6)}  ${mark(ok)} (p95 ≤ ${target} ms${r.failed ? `, ${r.failed} failed` : ""})`,
      );
    }

    console.log("\n== keyword=hong, 10 shoppers at once ==");
    const cannon = await autocannon({
      url: `${base}/products?keyword=hong`,
      connections: 10,
      duration: seconds,
      headers: HEADERS,
    });
    const perSecond = round(cannon.requests.average);
    const errors = cannon.errors + cannon.timeouts + cannon.non2xx;
    const cannonOk =
      perSecond !== null && perSecond >= CATALOGUE_TARGETS.keywordPerSecond && errors === 0;
    results.keyword10 = {
      perSecond,
      p50Ms: cannon.latency.p50,
      p99Ms: cannon.latency.p99,
      errors,
      pass: cannonOk,
    };
    console.log(
      `${perSecond} req/s, p50 ${cannon.latency.p50} ms, p99 ${cannon.latency.p99} ms, ${errors} errors  ${mark(cannonOk)} (≥ ${CATALOGUE_TARGETS.keywordPerSecond} req/s, no error)`,
    );

    console.log("\n== Nothing else slower: product detail, checkout/fee, order/booking (p95) ==");
    const scaled = await buyingPath(base, runs);
    const seedOnly = await withPostgresUpstream(adminUrl, port + 1, (b) => buyingPath(b, runs));
    const buying: NonNullable<CatalogueResults["buying"]> = { scaled, seedOnly };
    results.buying = buying;
    for (const key of ["detail", "fee", "booking"] as const) {
      const a = seedOnly[key].p95Ms;
      const b = scaled[key].p95Ms;
      const ok =
        typeof a === "number" && typeof b === "number"
          ? b <= Math.max(a * CATALOGUE_TARGETS.noSlowerFactor, a + 5)
          : null;
      buying[`${key}Pass`] = ok;
      console.log(
        `${key.padEnd(10)} seed only p95 ${String(a).padStart(6)} ms   ${products.toLocaleString("en")} products p95 ${String(b).padStart(6)} ms  ${mark(ok)}`,
      );
    }
    if (scaled.scaleDetail)
      console.log(
        `(a scale product's page: p50 ${scaled.scaleDetail.p50Ms} ms, p95 ${scaled.scaleDetail.p95Ms} ms)`,
      );

    const lists = Object.entries(results.calls).filter(([, c]) => c.kind === "list");
    const found = lists.sort((x, y) => (y[1].p95Ms ?? 0) - (x[1].p95Ms ?? 0))[0];
    if (found) {
      const [slowName, slowest] = found;
      console.log(`\n== EXPLAIN (ANALYZE, BUFFERS) of the slowest list call: ${slowName} ==`);
      results.slowest = { name: slowName, ...slowest };
      const explain = explainSlowest(url, slowest.path, slowest.language);
      results.slowestExplain = explain;
      console.log(explain);
    }
  } finally {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  results.loadAfter = load();
  console.log(`load average after: ${results.loadAfter}`);
  const all = [
    ...Object.values(results.calls).map((c) => c.pass),
    results.keyword10?.pass,
    results.buying?.detailPass,
    results.buying?.feePass,
    results.buying?.bookingPass,
  ];
  console.log(
    `\ncatalogue targets: ${all.filter((x) => x === true).length} PASS, ${all.filter((x) => x === false).length} MISS`,
  );
  await mkdir("test-results", { recursive: true });
  await writeFile(
    `test-results/bench-catalogue-${products}.json`,
    JSON.stringify(results, null, 2),
  );
  return results;
}
