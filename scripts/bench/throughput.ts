// Throughput (autocannon, 10 connections) of home, a product page, the bare page and the floor,
// and the ratios the targets read: `rounds` rounds of the four pages one after another (one round's
// ratio moves by several hundredths between sittings), each page's figures and each ratio the
// median over the rounds.
import autocannon from "autocannon";
import {
  type Failure,
  log,
  mark,
  message,
  middle,
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

type Round = Partial<Record<PageName, Throughput | Failure>>;

const rateIn = (round: Round, name: PageName): number | null | undefined =>
  figures(round[name]).reqPerSec;

export async function throughputStep(
  { results, pages, note }: Step,
  { seconds, rounds }: { seconds: number; rounds: number },
): Promise<void> {
  section(
    `Throughput (autocannon, 10 connections, ${seconds} s each; ${rounds} round${rounds === 1 ? "" : "s"}, medians)`,
  );
  const names: PageName[] = ["home", "product", "bare", "floor"];
  const measured: Round[] = [];
  for (let i = 1; i <= rounds; i++) {
    const round: Round = {};
    for (const name of names) {
      const url = pages[name];
      if (!url) continue;
      log(`autocannon ${url} (round ${i} of ${rounds})`);
      try {
        round[name] = await throughput(url, seconds);
      } catch (error) {
        round[name] = { error: message(error) };
      }
    }
    measured.push(round);
  }
  // each page's figures from its median round (a failure only when every round failed)
  for (const name of names) {
    const best = middle(measured, (r) => rateIn(r, name));
    const entry = best?.[name] ?? measured.find((r) => r[name])?.[name];
    if (entry) results.throughput[name] = entry;
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
  const ratioOf = (a: PageName, b: PageName) => (r: Round) => ratio(rateIn(r, a), rateIn(r, b));
  const perRound = (a: PageName, b: PageName): (number | null)[] => measured.map(ratioOf(a, b));
  // a ratio one round actually had (the lower middle), as the pages' figures are one round's
  const midRatio = (values: (number | null)[]) => middle(values, (v) => v);
  results.throughputRounds = {
    "home/bare": perRound("home", "bare"),
    "product/bare": perRound("product", "bare"),
  };
  results.ratios["home/bare"] = midRatio(results.throughputRounds["home/bare"]);
  results.ratios["product/bare"] = midRatio(results.throughputRounds["product/bare"]);
  results.ratios["product/floor"] = midRatio(perRound("product", "floor"));
  if (rounds > 1)
    console.log(
      `product/bare by round: ${results.throughputRounds["product/bare"].map((v) => v ?? "-").join(", ")}`,
    );
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
