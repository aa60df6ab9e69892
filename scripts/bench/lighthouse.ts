// Lighthouse (mobile) of the floor, home, the product list and a product page: each page run
// `runs` times through the CLI, each metric reported as its median.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type LcpPhases,
  type LighthouseMedian,
  type LighthouseResult,
  type LighthouseRun,
  log,
  mark,
  median,
  message,
  type PageName,
  round,
  type ScriptsBeforeLcp,
  section,
  type Step,
  table,
  TARGETS,
} from "./results";

const LIGHTHOUSE_TIMEOUT_S = 240;

/** The parts of Lighthouse's JSON report read here. */
type Report = {
  categories?: Record<string, { score: number | null } | undefined>;
  audits?: Record<string, ReportAudit | undefined>;
  runtimeError?: { message?: string };
};
type ReportAudit = {
  numericValue?: number;
  details?: {
    items?: (ReportItem | undefined)[];
    debugData?: { networkStartTimeTs?: number };
  };
};
type ReportItem = {
  // lcp-breakdown-insight
  items?: unknown[];
  type?: string;
  nodeLabel?: string;
  snippet?: string;
  // network-requests (ms after debugData.networkStartTimeTs)
  resourceType?: string;
  networkEndTime?: number;
  transferSize?: number;
  // metrics (µs timestamps of the observed load)
  observedNavigationStartTs?: number;
  observedLargestContentfulPaintTs?: number;
};

/**
 * How much script had arrived when the largest element was painted in the observed load.
 * Lighthouse's simulation (lantern) keeps in both of its LCP graphs every script whose download
 * ended before the observed LCP, unless it can see that script's evaluation start after it — and it
 * cannot see evaluations shorter than its graph's 10 ms task threshold, which on this machine is
 * every one of ours. So when the first paint loses the race with the framework's scripts (React DOM
 * ~72 KB, the router ~46 KB gzip), the simulated LCP is the simulated download of all of them
 * (~2.4 s on a product page); when it wins, the image and the stylesheet (~1.35 s). The bare Next
 * page (the floor) paints its text before its two large scripts arrive.
 */
export function scriptsBeforeLcp(report: Report): ScriptsBeforeLcp | null {
  const metrics = report.audits?.["metrics"]?.details?.items?.[0];
  const network = report.audits?.["network-requests"]?.details;
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  const navTs = metrics?.observedNavigationStartTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (lcpTs === undefined || navTs === undefined || startTs === undefined) return null;
  // the observed LCP in the network list's own clock (ms after its first request)
  const lcpAt = (lcpTs - startTs) / 1000;
  let before = 0;
  let total = 0;
  for (const item of network?.items ?? []) {
    if (item?.resourceType !== "Script") continue;
    const bytes = item.transferSize ?? 0;
    total += bytes;
    if (item.networkEndTime !== undefined && item.networkEndTime <= lcpAt) before += bytes;
  }
  return {
    observedLcpMs: round((lcpTs - navTs) / 1000, 0) ?? 0,
    kb: round(before / 1024, 1) ?? 0,
    totalKb: round(total / 1024, 1) ?? 0,
  };
}

/** The LCP's phases as Lighthouse's breakdown gives them (ms of the page load as observed, before simulation). */
function lcpPhases(report: Report): LcpPhases | null {
  const details = report.audits?.["lcp-breakdown-insight"]?.details?.items ?? [];
  const table = details.find((d) => d?.type === "table")?.items ?? [];
  const node = details.find((d) => d?.type === "node");
  const phases: LcpPhases = {
    ttfb: null,
    loadDelay: null,
    loadDuration: null,
    renderDelay: null,
    element: null,
  };
  const keys: Record<string, keyof Omit<LcpPhases, "element">> = {
    timeToFirstByte: "ttfb",
    resourceLoadDelay: "loadDelay",
    resourceLoadDuration: "loadDuration",
    elementRenderDelay: "renderDelay",
  };
  for (const row of table) {
    if (typeof row !== "object" || row === null) continue;
    const { subpart, duration } = row as { subpart?: unknown; duration?: unknown };
    const key = typeof subpart === "string" ? keys[subpart] : undefined;
    if (key && typeof duration === "number") phases[key] = round(duration, 0);
  }
  const snippet = node?.snippet ?? "";
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1] ?? null;
  const src = /\ssrc="([^"]+)"/.exec(snippet)?.[1];
  phases.element = tag ? `${tag}${src ? ` ${src}` : ""}` : null;
  return table.length > 0 ? phases : null;
}

function runLighthouseCli(
  url: string,
  outputPath: string,
  chromePath: string,
): Promise<{ code: string | number | null; stderr: string }> {
  return new Promise((resolve) => {
    const argv = [
      "lighthouse",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${outputPath}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage",
    ];
    const child = spawn("npx", argv, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    const timer = setTimeout(() => child.kill("SIGTERM"), LIGHTHOUSE_TIMEOUT_S * 1000);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: signal ?? code, stderr });
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: "spawn-error", stderr: message(error) });
    });
  });
}

async function lighthouse(
  url: string,
  dir: string,
  name: string,
  chromePath: string,
): Promise<LighthouseRun | { error: string }> {
  const outputPath = join(dir, `${name}.json`);
  const run = await runLighthouseCli(url, outputPath, chromePath);
  let report: Report;
  try {
    report = JSON.parse(await readFile(outputPath, "utf8"));
  } catch {
    const detail = run.stderr.trim().split("\n").slice(-3).join(" | ");
    return {
      error: `lighthouse exited (${run.code}) without a report${detail ? `: ${detail}` : ""}`,
    };
  }
  const score = (id: string): number | null => {
    const found = report.categories?.[id]?.score;
    return found == null ? null : Math.round(found * 100);
  };
  const value = (id: string): number | null => report.audits?.[id]?.numericValue ?? null;
  const scores = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
  const cls = value("cumulative-layout-shift");
  const allScores = Object.values(scores);
  return {
    ...scores,
    lcpMs: round(value("largest-contentful-paint"), 0),
    lcpPhases: lcpPhases(report),
    scriptsBeforeLcp: scriptsBeforeLcp(report),
    cls: round(cls, 3),
    tbtMs: round(value("total-blocking-time"), 0),
    runtimeError: report.runtimeError?.message ?? null,
    targets: {
      scores: allScores.some((s) => s === null)
        ? null
        : allScores.every((s) => s !== null && s >= TARGETS.categoryScore),
      cls: cls === null ? null : cls <= TARGETS.cls,
    },
  };
}

/** Each metric's median over the runs that produced a report; the runs themselves are kept too. */
function medianRun(runs: (LighthouseRun | { error: string })[]): LighthouseResult | undefined {
  const ok = runs.filter((r): r is LighthouseRun => !("error" in r) && !r.runtimeError);
  if (ok.length === 0) return runs[0];
  const m = (
    key: "performance" | "accessibility" | "bestPractices" | "seo" | "lcpMs" | "cls" | "tbtMs",
  ) => median(ok.map((r) => r[key]));
  const scores = {
    performance: m("performance"),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
  };
  const cls = m("cls");
  const tbtMs = m("tbtMs");
  const lcpMs = m("lcpMs");
  const phase = (key: keyof Omit<LcpPhases, "element">) =>
    median(ok.map((r) => r.lcpPhases?.[key] ?? null));
  const withPhases = ok.filter((r) => r.lcpPhases);
  const lcpPhasesMedian: LcpPhases | null =
    withPhases.length === 0
      ? null
      : {
          ttfb: phase("ttfb"),
          loadDelay: phase("loadDelay"),
          loadDuration: phase("loadDuration"),
          renderDelay: phase("renderDelay"),
          element: withPhases[0]?.lcpPhases?.element ?? null,
        };
  const allScores = Object.values(scores);
  const summary: LighthouseMedian = {
    ...scores,
    lcpMs,
    lcpPhases: lcpPhasesMedian,
    cls,
    tbtMs,
    runs: ok.length,
    perRun: ok.map((r) => ({
      performance: r.performance,
      lcpMs: r.lcpMs,
      tbtMs: r.tbtMs,
      cls: r.cls,
      // per run only: the race it shows is won or lost in each run, a median of it means nothing
      scriptsBeforeLcp: r.scriptsBeforeLcp,
    })),
    runtimeError: null,
    targets: {
      scores: allScores.some((x) => x === null)
        ? null
        : allScores.every((x) => x !== null && x >= TARGETS.categoryScore),
      cls: cls === null ? null : cls <= TARGETS.cls,
      lcp: lcpMs === null ? null : lcpMs <= TARGETS.lcpMs,
    },
  };
  return summary;
}

/** A page's Lighthouse figures as a row can read them (a failure has none). */
export const lighthouseFigures = (
  l: LighthouseResult | undefined,
): Partial<Omit<LighthouseMedian, "targets" | "runtimeError">> & {
  targets?: Partial<LighthouseMedian["targets"]>;
  runtimeError?: string | null;
  error?: string;
} => l ?? {};

export async function lighthouseStep(
  { results, pages, note }: Step,
  { runs: count, chromePath, skip }: { runs: number; chromePath: string; skip: boolean },
): Promise<void> {
  section("Lighthouse (mobile)");
  if (skip) {
    console.log("skipped (BENCH_SKIP_LIGHTHOUSE=1)");
    results.lighthouse = { skipped: true };
    return;
  }
  const found: Partial<Record<PageName, LighthouseResult>> = {};
  results.lighthouse = found;
  const names: PageName[] = ["floor", "home", "list", "product"];
  const dir = await mkdtemp(join(tmpdir(), "bench-lighthouse-"));
  try {
    for (const name of names) {
      const url = pages[name];
      if (!url) continue;
      const runs: (LighthouseRun | { error: string })[] = [];
      for (let i = 1; i <= count; i++) {
        log(`lighthouse ${url} (run ${i} of ${count})`);
        runs.push(await lighthouse(url, dir, `${name}-${i}`, chromePath));
      }
      found[name] = medianRun(runs);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(
    table(
      [
        "page (median)",
        "runs",
        "perf",
        "a11y",
        "best",
        "seo",
        "LCP ms",
        "CLS",
        "TBT ms",
        "scores>=95",
        `CLS<=${TARGETS.cls}`,
        `LCP<=${TARGETS.lcpMs}`,
      ],
      names.map((name) => {
        const l = lighthouseFigures(found[name]);
        return [
          name,
          l.runs,
          l.performance,
          l.accessibility,
          l.bestPractices,
          l.seo,
          l.lcpMs,
          l.cls,
          l.tbtMs,
          mark(l.targets?.scores),
          mark(l.targets?.cls),
          mark(l.targets?.lcp),
        ];
      }),
    ),
  );
  console.log(
    "LCP phases, ms of the load as observed (Lighthouse's breakdown; the LCP above is simulated):",
  );
  console.log(
    table(
      ["page (median)", "TTFB", "load delay", "load", "render delay", "element"],
      names.map((name) => {
        const p = lighthouseFigures(found[name]).lcpPhases;
        return [name, p?.ttfb, p?.loadDelay, p?.loadDuration, p?.renderDelay, p?.element];
      }),
    ),
  );
  console.log(
    "Each run's simulated LCP against the script that had arrived when the observed load painted it\n" +
      "(Lighthouse's simulation waits for all of that script; gzip KB of the page's scripts):",
  );
  console.log(
    table(
      ["page", "run", "LCP ms", "observed LCP ms", "script KB before it", "of KB"],
      names.flatMap((name) =>
        (lighthouseFigures(found[name]).perRun ?? []).map((r, i) => [
          name,
          i + 1,
          r.lcpMs,
          r.scriptsBeforeLcp?.observedLcpMs,
          r.scriptsBeforeLcp?.kb,
          r.scriptsBeforeLcp?.totalKb,
        ]),
      ),
    ),
  );
  for (const [name, l] of Object.entries(found)) {
    if ("error" in l) note(`lighthouse ${name}: ${l.error}`);
    else if (l.runtimeError) note(`lighthouse ${name}: ${l.runtimeError}`);
  }
}
