// Throughput (autocannon, 10 connections) of home, a product page, the bare page and the floor,
// and the ratios the targets read.
import autocannon from "autocannon";
import {
  type Failure,
  log,
  mark,
  message,
  type PageName,
  round,
  section,
  type Step,
  table,
  TARGETS,
  type Throughput,
} from "./results";

async function throughput(url: string, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return {
    reqPerSec: round(result.requests.average, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}

const figures = (t: Throughput | Failure | undefined): Partial<Throughput> & Partial<Failure> =>
  t ?? {};

export async function throughputStep(
  { results, pages, note }: Step,
  seconds: number,
): Promise<void> {
  section(`Throughput (autocannon, 10 connections, ${seconds} s each)`);
  const names: PageName[] = ["home", "product", "bare", "floor"];
  for (const name of names) {
    const url = pages[name];
    if (!url) continue;
    log(`autocannon ${url}`);
    try {
      results.throughput[name] = await throughput(url, seconds);
    } catch (error) {
      results.throughput[name] = { error: message(error) };
    }
  }
  console.log(
    table(
      ["page", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"],
      names.map((name) => {
        const t = figures(results.throughput[name]);
        return [name, t.reqPerSec, t.p50Ms, t.p99Ms, t.non2xx, t.error ?? t.errors];
      }),
    ),
  );
  const rate = (name: PageName): number | null | undefined =>
    figures(results.throughput[name]).reqPerSec;
  const bareRps = rate("bare");
  results.ratios["home/bare"] = ratio(rate("home"), bareRps);
  results.ratios["product/bare"] = ratio(rate("product"), bareRps);
  results.ratios["product/floor"] = ratio(rate("product"), rate("floor"));
  const productRatio = results.ratios["product/bare"];
  results.ratios.productTarget =
    productRatio === null ? null : productRatio >= TARGETS.productVsBare;
  console.log(`home/bare    ${results.ratios["home/bare"] ?? "-"}`);
  console.log(
    `product/bare ${productRatio ?? "-"}  target >= ${TARGETS.productVsBare}: ${mark(results.ratios.productTarget)}`,
  );
  for (const name of ["home", "product", "bare"] as const) {
    const non2xx = figures(results.throughput[name]).non2xx;
    if (non2xx) note(`${name} answered ${non2xx} non-2xx responses`);
  }
}

const ratio = (rps: number | null | undefined, base: number | null | undefined): number | null =>
  rps != null && base ? round(rps / base, 3) : null;
