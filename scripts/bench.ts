#!/usr/bin/env node
// Storefront benchmark (a measurement, never a test: it exits 0 even when targets are missed and
// non-zero only when the shop cannot be started).
//
// Usage:
//   npm run bench
//   npm run bench -- --help         this text
//   npm run bench -- --bytes        bytes only (~2 min): HTML sizes and JavaScript above the framework floor
//   npm run bench -- --inp          INP only (~2 min): the scripted product-page interaction (below, 6.)
//   npm run bench -- --rebuild-floor  rebuild the cached bare Next app (.data/bench-floor) first
//   npm run bench -- --catalogue 100000  only the catalogue at scale on PostgreSQL: seeds (or
//                                   reuses) N scale products and measures the catalogue calls,
//                                   keyword search with 10 shoppers, the buying path against a
//                                   seed-only database, and the slowest call's EXPLAIN
//                                   (scripts/bench-catalogue.ts; BENCH_CATALOGUE_CALLS, BENCH_CATALOGUE_DB)
//   BENCH_SECONDS=3 BENCH_SKIP_LIGHTHOUSE=1 npm run bench
//
// Environment:
//   BENCH_SECONDS          autocannon duration per page, seconds (default 10)
//   BENCH_THROUGHPUT_ROUNDS  rounds of the four pages (default 3); each figure is the median round
//   BENCH_SKIP_LIGHTHOUSE  set to 1 to skip the Lighthouse runs
//   BENCH_LIGHTHOUSE_RUNS  Lighthouse runs per page (default 3); each metric is reported as the median
//   BENCH_INP_RUNS         scripted INP visits of the product page (default 3); INP is their median
//   CHROME_PATH            Chromium/Chrome binary for Lighthouse (default /usr/bin/chromium)
//   BENCH_PORT, BENCH_UPSTREAM_PORT, BENCH_FLOOR_PORT  ports (default 3310, 4310, 3312)
//
// What it does: builds the storefront if `.next/BUILD_ID` is missing, starts `scripts/shop.ts`
// in production mode on port 3310 (upstream 4310, PGlite in .data/bench-pglite), then measures
//   1. throughput (autocannon, 10 connections) of home, a product page and a bare static page, in
//      three rounds (the ratios are their medians);
//   2. Lighthouse mobile scores and LCP/CLS/TBT of home, the product list and a product page;
//   3. gzipped JavaScript shipped by the bare and product pages above the framework's floor (a bare
//      Next app of the same versions, built once and cached: scripts/bench/floor.ts), chunk by chunk,
//      and the HTML size of home, list, product and the bare page;
//   4. sign-in and /account through the storefront;
//   5. checkout/fee and order/booking p50/p95 on the PGlite upstream and on an upstream started on
//      a fresh PostgreSQL database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
//      and bookings per second there with 10 shoppers at once (BENCH_SKIP_POSTGRES=1 skips it);
//   6. INP of the product page: a date, an option and two quantity steps on a 4×-slowed CPU,
//      measured with the web-vitals library (scripts/bench/inp.ts; with --inp, only this).
// Results go to stdout (progress to stderr) and, in full, to test-results/bench.json.
//
// This file is the orchestration: arguments, the shop's start and stop, the order of the steps and
// the summary. Each measurement is a module under scripts/bench/: pages (discovery, warm-up),
// throughput, accounts, buying (checkout, voucher PDF), lighthouse, inp, bytes, floor; results
// holds the shape of test-results/bench.json, the targets and the printing helpers.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { catalogueBench } from "./bench-catalogue";
import { accountsStep } from "./bench/accounts";
import { checkoutStep, voucherPdfStep } from "./bench/buying";
import { bytesStep } from "./bench/bytes";
import { ensureFloor, type Floor, startFloor } from "./bench/floor";
import { inpStep } from "./bench/inp";
import { lighthouseFigures, lighthouseStep } from "./bench/lighthouse";
import { discoverBareUrl, discoverProductUrl, warm } from "./bench/pages";
import {
  kb,
  log,
  mark,
  message,
  type PageName,
  type Pages,
  type Results,
  round,
  section,
  type Step,
  table,
  TARGETS,
} from "./bench/results";
import { throughputStep } from "./bench/throughput";
import { waitUntilUp } from "./lib/wait-until-up";

const ARGS = new Set(process.argv.slice(2));
if (ARGS.has("--help")) {
  // the header of this file, up to the first import
  const lines = readFileSync(fileURLToPath(import.meta.url), "utf8")
    .split("\n")
    .slice(1);
  const end = lines.findIndex((line) => !line.startsWith("//"));
  console.log(
    lines
      .slice(0, end)
      .map((line) => line.replace(/^\/\/ ?/, ""))
      .join("\n"),
  );
  process.exit(0);
}

/** `--bytes`: only what is deterministic (bytes), no throughput, Lighthouse or checkout */
const BYTES_ONLY = ARGS.has("--bytes");
/** `--inp`: only the scripted INP of the product page */
const INP_ONLY = ARGS.has("--inp");
const INP_RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 3));
/** `--catalogue N`: only the catalogue at N products (scripts/bench-catalogue.ts) */
const CATALOGUE = (() => {
  const argv = process.argv.slice(2);
  const i = argv.indexOf("--catalogue");
  if (i < 0) return null;
  const n = Number(argv[i + 1] ?? 100_000);
  return Number.isInteger(n) && n > 0 ? n : 100_000;
})();
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4310);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3312);
const FLOOR_ORIGIN = `http://127.0.0.1:${FLOOR_PORT}`;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const THROUGHPUT_ROUNDS = Math.max(1, Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3));
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === "1";
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const HEALTH_TIMEOUT_S = 180;
const RESULTS_FILE = "test-results/bench.json";

/** Lighthouse runs per page; the report gives each metric's median over them */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const SKIP_POSTGRES = process.env.BENCH_SKIP_POSTGRES === "1";

// ---------------------------------------------------------------------------------------------
// The shop process
// ---------------------------------------------------------------------------------------------

let shop: ChildProcess | null = null; // the detached child: leader of its own process group
const shopOutput: string[] = []; // last lines of its output, shown when it fails to start

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the whole shop process group: SIGTERM, then SIGKILL after a grace period. */
async function stopShop(): Promise<void> {
  if (!shop) return;
  const { pid } = shop;
  shop = null;
  if (pid === undefined) return;
  if (!groupAlive(pid)) return;
  log(`stopping the shop (process group ${pid})`);
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  const until = Date.now() + 8000;
  while (Date.now() < until && groupAlive(pid)) await sleep(200);
  if (groupAlive(pid)) {
    log("the shop did not stop in 8 s; sending SIGKILL");
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

async function isUp(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

async function startShop(): Promise<void> {
  for (const url of [ORIGIN, UPSTREAM]) {
    if (await isUp(url))
      throw new Error(`${url} is already in use; stop whatever listens there first`);
  }

  if (!existsSync(".next/BUILD_ID")) {
    log("no production build (.next/BUILD_ID missing): running `npx next build`");
    const build = spawnSync("npx", ["next", "build"], {
      stdio: ["ignore", process.stderr, process.stderr],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) throw new Error(`next build failed (${build.signal ?? build.status})`);
  }

  log(`starting the shop on ${ORIGIN} (upstream ${UPSTREAM})`);
  const child = spawn("node", ["--import", "tsx", "scripts/shop.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(PORT),
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      // the bench signs in 60 times from one address; the per-address limit would refuse it
      SIGNIN_LIMIT_PER_ADDRESS: "100000",
      PGLITE_DIR: ".data/bench-pglite",
      // no local Google stand-in: it would listen outside the bench's ports
      DEV_OIDC: "0",
      LOG_REQUESTS: "false",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  shop = child;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      shopOutput.push(...chunk.split("\n").filter(Boolean));
      if (shopOutput.length > 60) shopOutput.splice(0, shopOutput.length - 60);
    });
  }

  const ms = await waitUntilUp(`${ORIGIN}/api/health`, { seconds: HEALTH_TIMEOUT_S, child });
  log(`the shop is healthy after ${(ms / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------
// Main: the order of the steps
// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (CATALOGUE !== null) {
    await catalogueBench({ products: CATALOGUE, adminUrl: PG_ADMIN_URL, port: UPSTREAM_PORT, log });
    return 0;
  }
  const results: Results = {
    startedAt: new Date().toISOString(),
    config: {
      origin: ORIGIN,
      upstream: UPSTREAM,
      seconds: SECONDS,
      throughputRounds: THROUGHPUT_ROUNDS,
      connections: 10,
      skipLighthouse: SKIP_LIGHTHOUSE,
      bytesOnly: BYTES_ONLY,
      inpOnly: INP_ONLY,
    },
    targets: TARGETS,
    pages: {},
    throughput: {},
    ratios: {},
    lighthouse: {},
    javascript: {},
    notes: [],
  };
  const note = (text: string): void => {
    results.notes.push(text);
    console.log(`note: ${text}`);
  };

  // The framework's floor: built once (cached under .data/bench-floor), measured from its build.
  let floor: Floor | null = null;
  if (!INP_ONLY) {
    try {
      floor = await ensureFloor({ rebuild: ARGS.has("--rebuild-floor"), log });
      results.floor = floor;
    } catch (error) {
      note(`the framework floor could not be built: ${message(error)}; app JS is not reported`);
    }
  }

  try {
    await startShop();
  } catch (error) {
    console.error(`[bench] the shop could not start: ${message(error)}`);
    if (shopOutput.length) console.error(`[bench] last shop output:\n${shopOutput.join("\n")}`);
    return 1;
  }

  // Pages --------------------------------------------------------------------------------------
  section("Pages");
  const product = await discoverProductUrl(ORIGIN, UPSTREAM);
  const pages: Pages = {
    home: `${ORIGIN}/`,
    list: `${ORIGIN}/products`,
    product: product.url,
    bare: await discoverBareUrl(ORIGIN),
  };
  for (const name of ["home", "list", "product", "bare"] as const) {
    const url = pages[name];
    if (!url) {
      results.pages[name] = { url: null };
      console.log(`${name.padEnd(8)} (none found; skipped)`);
      continue;
    }
    const { status, contentType } = await warm(url);
    results.pages[name] = {
      url,
      status,
      contentType,
      ...(name === "product" ? { source: product.source } : {}),
    };
    console.log(
      `${name.padEnd(8)} ${url}  -> ${status}${name === "product" ? `  (from ${product.source})` : ""}`,
    );
  }
  for (const [name, page] of Object.entries(results.pages)) {
    if (page.url && page.status !== 200)
      note(`${name} (${page.url}) answered ${page.status}; its numbers measure that response`);
  }

  const step: Step = { results, pages, note };
  if (!BYTES_ONLY && !INP_ONLY) await heavyMeasurements(step, floor);
  if (!BYTES_ONLY) await inpStep(step, { runs: INP_RUNS, chromePath: CHROME_PATH });

  if (!INP_ONLY) await bytesStep(step, floor);
  printSummary(results);

  results.finishedAt = new Date().toISOString();
  await mkdir("test-results", { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nfull results: ${RESULTS_FILE}`);
  return 0;
}

/** Throughput, accounts, checkout, the voucher PDF and Lighthouse: everything the machine's load moves. */
async function heavyMeasurements(step: Step, floor: Floor | null): Promise<void> {
  const { pages, note } = step;
  // The floor is served beside the shop so its req/s and Lighthouse are measured in the same run.
  let stopFloor: (() => Promise<void>) | null = null;
  if (floor) {
    try {
      stopFloor = await startFloor(FLOOR_PORT, { log });
      pages.floor = `${FLOOR_ORIGIN}/`;
    } catch (error) {
      note(`the floor could not be served: ${message(error)}`);
    }
  }
  try {
    await heavyOnes(step);
  } finally {
    if (stopFloor) await stopFloor();
    delete pages.floor;
  }
}

async function heavyOnes(step: Step): Promise<void> {
  await throughputStep(step, { seconds: SECONDS, rounds: THROUGHPUT_ROUNDS });
  await accountsStep(step, ORIGIN);
  await checkoutStep(step, {
    upstream: UPSTREAM,
    upstreamPort: UPSTREAM_PORT,
    adminUrl: PG_ADMIN_URL,
    skipPostgres: SKIP_POSTGRES,
  });
  voucherPdfStep(step);
  await lighthouseStep(step, {
    runs: LIGHTHOUSE_RUNS,
    chromePath: CHROME_PATH,
    skip: SKIP_LIGHTHOUSE,
  });
}

/** A summary row: metric, value, target and PASS/MISS (n/a when the value was not measured). */
type Row = (
  metric: string,
  value: string | number | null | undefined,
  target: string,
  ok: boolean | null | undefined,
) => void;
/** `value <= max`, unknown when the value is. */
const atMost = (value: number | null | undefined, max: number): boolean | null =>
  value == null ? null : value <= max;
const atLeast = (value: number | null | undefined, min: number): boolean | null =>
  value == null ? null : value >= min;

/** The byte targets' rows of the summary (not measured by --inp). */
function bytesRows(row: Row, results: Results): void {
  const j = results.javascript;
  const html = (name: PageName): number | undefined => {
    const h = results.html?.[name];
    return h && "bytes" in h ? h.bytes : undefined;
  };
  row(
    "app JS bare (KB)",
    j.bare?.appKB,
    `<= ${TARGETS.bareAppJsKB}`,
    atMost(j.bare?.appKB, TARGETS.bareAppJsKB),
  );
  row(
    "app JS product (KB)",
    j.product?.appKB,
    `<= ${TARGETS.productAppJsKB}`,
    atMost(j.product?.appKB, TARGETS.productAppJsKB),
  );
  const htmlTargets = [
    ["home", TARGETS.homeHtmlKB],
    ["product", TARGETS.productHtmlKB],
    ["list", TARGETS.listHtmlKB],
  ] as const;
  for (const [name, maxKB] of htmlTargets) {
    const bytes = html(name);
    row(
      `${name} HTML (KB)`,
      kb(bytes),
      `<= ${maxKB}`,
      atMost(bytes === undefined ? null : bytes / 1024, maxKB),
    );
  }
}

/** Every target with the figure of this run and PASS/MISS (n/a when not measured in this run). */
function printSummary(results: Results): void {
  section("Targets (docs/decisions/product-page-weight.md; figures of this run)");
  const rate = (name: PageName): number | null | undefined => {
    const t = results.throughput[name];
    return t && "reqPerSec" in t ? t.reqPerSec : undefined;
  };
  const l = "skipped" in results.lighthouse ? {} : results.lighthouse;
  const floorFigures = lighthouseFigures(l.floor);
  const floorTbt = floorFigures.tbtMs ?? null;
  const floorPerf = floorFigures.performance ?? null;
  const rows: unknown[][] = [];
  const row: Row = (metric, value, target, ok) =>
    rows.push([metric, value ?? "-", target, mark(value == null ? null : ok)]);
  if (!results.config.inpOnly) bytesRows(row, results);
  if (!results.config.bytesOnly && !results.config.inpOnly) {
    row(
      "product/bare req/s",
      results.ratios["product/bare"],
      `>= ${TARGETS.productVsBare}`,
      results.ratios.productTarget,
    );
    row("product/floor req/s", results.ratios["product/floor"], "", null);
    row(
      "floor perf / TBT ms",
      floorPerf == null ? null : `${floorPerf} / ${floorTbt}`,
      "(reference)",
      null,
    );
    for (const name of ["home", "list", "product"] as const) {
      const p = lighthouseFigures(l[name]);
      row(
        `${name} perf vs floor`,
        p.performance,
        floorPerf == null ? "floor n/a" : `>= ${floorPerf - TARGETS.performanceBelowFloor}`,
        floorPerf == null
          ? null
          : atLeast(p.performance, floorPerf - TARGETS.performanceBelowFloor),
      );
      row(
        `${name} TBT vs floor`,
        p.tbtMs,
        floorTbt == null ? "floor n/a" : `<= ${round(TARGETS.tbtVsFloor * floorTbt, 0)}`,
        floorTbt == null ? null : atMost(p.tbtMs, TARGETS.tbtVsFloor * floorTbt),
      );
      row(`${name} LCP ms`, p.lcpMs, `<= ${TARGETS.lcpMs}`, p.targets?.lcp);
      row(`${name} CLS`, p.cls, `<= ${TARGETS.cls}`, p.targets?.cls);
    }
    row("home req/s", rate("home"), "", null);
    row("product req/s", rate("product"), "", null);
    row("bare req/s", rate("bare"), "", null);
    row("floor req/s", rate("floor"), "", null);
  }
  if (!results.config.bytesOnly) {
    const inp = results.inp && "inpMs" in results.inp ? results.inp.inpMs : undefined;
    row("INP ms (product, CPU 4x, median)", inp, `<= ${TARGETS.inpMs}`, atMost(inp, TARGETS.inpMs));
  }
  console.log(table(["metric", "value", "target", "result"], rows));
  if (results.config.bytesOnly)
    console.log("(--bytes: throughput, Lighthouse, checkout and INP not measured in this run)");
  if (results.config.inpOnly)
    console.log(
      "(--inp: only INP measured in this run; bytes, throughput, Lighthouse, checkout not)",
    );
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping`);
    void stopShop().finally(() => process.exit(130));
  });
}

// one function, not top-level await: tsx runs this file as CommonJS (package.json has no "type")
async function run(): Promise<void> {
  let exitCode = 0;
  try {
    exitCode = await main();
  } catch (error) {
    // A bug in a measurement, not in the shop: report it but keep the benchmark's exit code at 0.
    console.error(
      `[bench] unexpected error: ${error instanceof Error ? error.stack : String(error)}`,
    );
  } finally {
    await stopShop();
  }
  process.exit(exitCode);
}

void run();
