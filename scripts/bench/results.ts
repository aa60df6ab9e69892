// What `npm run bench` measures, in the shape test-results/bench.json keeps, with its targets and
// the small helpers every measurement module prints with.
import type { CheckoutFigures } from "../bench-checkout";
import type { Floor } from "./floor";
import type { InpResult } from "./inp";

/** Targets; a miss is reported, never fatal. */
export const TARGETS = {
  productVsBare: 0.8,
  categoryScore: 95,
  cls: 0.02,
  /** Lighthouse's (simulated mobile) largest paint on home, the list and a product page */
  lcpMs: 1200,
  checkoutP95Ms: 50,
  /** TBT at most this many times the floor's, performance at most this many points under it */
  tbtVsFloor: 1.5,
  performanceBelowFloor: 2,
  /** Gzip KB of module scripts above the framework floor */
  bareAppJsKB: 15,
  productAppJsKB: 35,
  /** Uncompressed HTML KB */
  homeHtmlKB: 100,
  listHtmlKB: 70,
  productHtmlKB: 80,
  /** INP of the scripted product-page interaction on a 4×-slowed CPU */
  inpMs: 100,
};

/** A measurement that could not be taken, and why. */
export type Failure = { error: string };

/** The pages measured: `floor` only while the framework's floor is served beside the shop. */
export type PageName = "home" | "list" | "product" | "bare" | "floor";
export type Pages = Partial<Record<PageName, string | null>>;

type PageInfo = {
  url: string | null;
  status?: number | string | null;
  contentType?: string | null;
  source?: string | null;
};

export type Throughput = {
  reqPerSec: number | null;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  total: number;
};

type Scores = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
};
/** The largest paint's phases in ms (Lighthouse's breakdown of the observed load) and its element. */
export type LcpPhases = {
  ttfb: number | null;
  loadDelay: number | null;
  loadDuration: number | null;
  renderDelay: number | null;
  element: string | null;
};
/**
 * The scripts whose download ended before the largest paint of the observed load (transfer KB), and
 * of all the page's scripts: Lighthouse's simulated LCP waits for every one of them
 * (scripts/bench/lighthouse.ts, scriptsBeforeLcp).
 */
export type ScriptsBeforeLcp = { observedLcpMs: number; kb: number; totalKb: number };
/** One Lighthouse run's figures. */
export type LighthouseRun = Scores & {
  lcpMs: number | null;
  lcpPhases: LcpPhases | null;
  scriptsBeforeLcp: ScriptsBeforeLcp | null;
  cls: number | null;
  tbtMs: number | null;
  runtimeError: string | null;
  targets: { scores: boolean | null; cls: boolean | null };
};
/** Each metric's median over the runs of one page. */
export type LighthouseMedian = Scores & {
  lcpMs: number | null;
  lcpPhases: LcpPhases | null;
  cls: number | null;
  tbtMs: number | null;
  runs: number;
  perRun: Pick<LighthouseRun, "performance" | "lcpMs" | "tbtMs" | "cls" | "scriptsBeforeLcp">[];
  runtimeError: null;
  targets: {
    scores: boolean | null;
    cls: boolean | null;
    lcp: boolean | null;
  };
};
export type LighthouseResult = LighthouseRun | LighthouseMedian | Failure;

/** Latencies of a sample of requests: p50/p95/max in ms and the non-2xx count. */
export type RequestSample = {
  n: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  non2xx: number;
};

export type ScriptFile = {
  path: string;
  status: number;
  bytes: number;
  gzipBytes: number;
  kind: "floor" | "other";
  contains: string[];
};
export type PageBytes = {
  status: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  scripts: number;
  gzipBytes: number;
  rawBytes: number;
  frameworkGzipBytes: number;
  gzipKB: number | null;
  files: ScriptFile[];
};
type PageJavascript = PageBytes & {
  url: string;
  appKB?: number | null;
  sameFilesAsFloorKB?: number | null;
};
type PageHtml =
  { url: string; status: number; bytes: number; gzipBytes: number } | (Failure & { url: string });

export type Results = {
  startedAt: string;
  config: {
    origin: string;
    upstream: string;
    seconds: number;
    throughputRounds: number;
    connections: number;
    skipLighthouse: boolean;
    bytesOnly: boolean;
    inpOnly: boolean;
  };
  targets: typeof TARGETS;
  pages: Partial<Record<PageName, PageInfo>>;
  throughput: Partial<Record<PageName, Throughput | Failure>>;
  ratios: {
    "home/bare"?: number | null;
    "product/bare"?: number | null;
    "product/floor"?: number | null;
    productTarget?: boolean | null;
  };
  /** each throughput round's ratios (the ratios above are their medians) */
  throughputRounds?: { "home/bare": (number | null)[]; "product/bare": (number | null)[] };
  lighthouse: Partial<Record<PageName, LighthouseResult>> | { skipped: true };
  javascript: Partial<Record<PageName, PageJavascript>>;
  notes: string[];
  floor?: Floor;
  accounts?: { signin: RequestSample; accountPage: RequestSample } | Failure;
  checkout?: {
    pglite?: CheckoutFigures | Failure;
    postgres?: CheckoutFigures | Failure | { skipped: true };
    targetPglite?: boolean | null;
  };
  voucherPdf?: string[] | Failure;
  inp?: InpResult | Failure;
  html?: Partial<Record<PageName, PageHtml>>;
  finishedAt?: string;
};

/** What each measurement step is handed: the results to fill, the pages, and a way to note a problem. */
export type Step = { results: Results; pages: Pages; note: (text: string) => void };

export const log = (...parts: unknown[]): void => console.error("[bench]", ...parts);
/**
 * The middle element by `by` (the lower middle of an even count; elements without a number are
 * left out), or null when there is none: a run or round that was actually measured.
 */
export function middle<T>(values: T[], by: (value: T) => number | null | undefined): T | null {
  const known = values
    .map((value) => ({ value, key: by(value) }))
    .filter((v): v is { value: T; key: number } => typeof v.key === "number")
    .sort((a, b) => a.key - b.key);
  return known[(known.length - 1) >> 1]?.value ?? null;
}

/** The median of the numbers (the mean of the two middle ones of an even count), or null. */
export function median(values: (number | null | undefined)[]): number | null {
  const v = values.filter((x): x is number => typeof x === "number").sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = v.length >> 1;
  return v.length % 2 ? (v[mid] ?? null) : ((v[mid - 1] ?? 0) + (v[mid] ?? 0)) / 2;
}

export const round = (n: unknown, digits = 1): number | null =>
  typeof n === "number" && Number.isFinite(n) ? Number(n.toFixed(digits)) : null;
export const kb = (bytes: number | undefined): number | null =>
  bytes === undefined ? null : round(bytes / 1024, 1);
export const mark = (ok: boolean | null | undefined): string =>
  ok === null || ok === undefined ? "n/a" : ok ? "PASS" : "MISS";
export const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export function table(headers: string[], rows: unknown[][]): string {
  const cells = [headers, ...rows].map((row) =>
    row.map((c) => (c === null || c === undefined ? "-" : String(c))),
  );
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]): string =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [
    line(cells[0] ?? []),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...cells.slice(1).map(line),
  ].join("\n");
}

export const section = (title: string): void => console.log(`\n== ${title} ==`);
