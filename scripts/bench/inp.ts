// INP of the product page (docs/decisions/product-page-weight.md): a scripted shopper on a
// phone-sized Chromium whose CPU is slowed 4× (CDP Emulation.setCPUThrottlingRate) picks a date, an
// option (and a session where the product has them) and steps the quantity up twice; the
// `web-vitals` library (its attribution IIFE build, injected before the page's own scripts)
// measures Interaction to Next Paint over those interactions. Each step waits on what the page
// shows after it (the pressed date, the checked option, the new quantity), never on a timer. Runs
// `runs` times in fresh contexts; the report is the median INP with each run's interactions.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { log, message, middle, section, type Step, table } from "./results";

/** the CPU slowdown Lighthouse's mobile preset uses */
const CPU_SLOWDOWN = 4;

/** Runs inside the page before its scripts: every INP report (reportAllChanges) lands in window.__inp. */
const COLLECT = `
  window.__inp = [];
  webVitals.onINP((m) => {
    window.__inp.push({
      value: m.value,
      target: m.attribution && m.attribution.interactionTarget,
      type: m.attribution && m.attribution.interactionType,
      inputDelay: m.attribution && m.attribution.inputDelay,
      processing: m.attribution && m.attribution.processingDuration,
      presentation: m.attribution && m.attribution.presentationDelay,
    });
  }, { reportAllChanges: true, durationThreshold: 0 });
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

/** One web-vitals INP report, as COLLECT records it in the page. */
type InpReport = {
  value: number;
  target?: string;
  type?: string;
  inputDelay: number;
  processing: number;
  presentation: number;
};
/** One event-timing entry of an interaction. */
type EventEntry = { id: number; name: string; duration: number };

type InpRun = {
  inpMs: number | null;
  target: string | null;
  inputDelayMs: number | null;
  processingMs: number | null;
  presentationMs: number | null;
  interactions: number;
  durationsMs: number[];
  steps: string[];
};
/** The median INP over the runs, each run's figures (or why it failed). */
export type InpResult = {
  cpuSlowdown: number;
  inpMs: number | null;
  runs: (InpRun | { error: string })[];
};

/** One scripted visit; returns the INP and what was interacted with. */
async function oneRun(browser: Browser, url: string, script: string): Promise<InpRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript({ content: script });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    // the shopper starts once the page is idle (hydrated): INP then measures the interactions, not the load
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 10_000 })),
    );
    const panel = page.getByTestId("booking-panel");
    const steps: string[] = [];

    const day = panel.locator('[data-testid="calendar-day"]:not([disabled])').first();
    if (await day.count()) {
      const date = await day.getAttribute("data-date");
      await day.click();
      await panel
        .locator(`[data-testid="calendar-day"][data-date="${date}"][aria-pressed="true"]`)
        .waitFor({ timeout: 60_000 });
      steps.push(`date ${date}`);
    }
    const options = panel.locator('input[name="variant"]');
    const optionCount = await options.count();
    if (optionCount) {
      const option = options.nth(optionCount > 1 ? 1 : 0);
      await option.click();
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll<HTMLInputElement>('#booking input[name="variant"]')[n]
            ?.checked === true,
        optionCount > 1 ? 1 : 0,
        { timeout: 60_000 },
      );
      steps.push(`option ${optionCount > 1 ? 2 : 1} of ${optionCount}`);
    }
    const session = panel.locator('[data-testid="sessions"] button:not([disabled])').first();
    if (await session.count()) {
      await session.click();
      await panel
        .locator('[data-testid="sessions"] button[aria-pressed="true"]')
        .waitFor({ timeout: 60_000 });
      steps.push("session");
    }
    const up = panel.getByTestId("quantity-up");
    for (let i = 0; i < 2; i++) {
      if (!(await up.isEnabled())) break;
      const before = await panel.getByTestId("quantity").textContent();
      await up.click();
      await page.waitForFunction(
        (prev) => document.querySelector('#booking [data-testid="quantity"]')?.textContent !== prev,
        before,
        { timeout: 60_000 },
      );
      steps.push("quantity +1");
    }
    // two frames so the last interaction's paint is recorded, then "hide" the page: web-vitals
    // reports its final INP on visibilitychange
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    // what COLLECT left on window (not declared on Window: only this page script has them)
    const { reports, events } = await page.evaluate(
      (): { reports: InpReport[]; events: EventEntry[] } => ({
        reports: Reflect.get(window, "__inp"),
        events: Reflect.get(window, "__events"),
      }),
    );
    const last = reports[reports.length - 1] ?? null;
    const perInteraction = new Map<number, number>();
    for (const e of events)
      perInteraction.set(e.id, Math.max(perInteraction.get(e.id) ?? 0, e.duration));
    return {
      inpMs: last ? Math.round(last.value) : null,
      target: last?.target ?? null,
      inputDelayMs: last ? Math.round(last.inputDelay) : null,
      processingMs: last ? Math.round(last.processing) : null,
      presentationMs: last ? Math.round(last.presentation) : null,
      interactions: perInteraction.size,
      durationsMs: [...perInteraction.values()].map((d) => Math.round(d)),
      steps,
    };
  } finally {
    await context.close();
  }
}

/** The product page's INP under a 4× CPU slowdown: the median over `runs` scripted visits. */
async function measureInp(
  url: string,
  {
    runs = 3,
    chromePath,
    log = () => {},
  }: { runs?: number; chromePath?: string; log?: (message: string) => void } = {},
): Promise<InpResult> {
  // the IIFE build is not in the package's exports: read from its dist folder
  const iife = await readFile(
    resolve("node_modules/web-vitals/dist/web-vitals.attribution.iife.js"),
    "utf8",
  );
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  try {
    const results: InpResult["runs"] = [];
    for (let i = 1; i <= runs; i++) {
      log(`INP ${url} (run ${i} of ${runs}, CPU ${CPU_SLOWDOWN}× slower)`);
      try {
        results.push(await oneRun(browser, url, `${iife}\n${COLLECT}`));
      } catch (error) {
        results.push({ error: error instanceof Error ? error.message : String(error) });
      }
    }
    const values = results.flatMap((r) => ("inpMs" in r && r.inpMs !== null ? [r.inpMs] : []));
    return { cpuSlowdown: CPU_SLOWDOWN, inpMs: middle(values, (v) => v), runs: results };
  } finally {
    await browser.close();
  }
}

/** The scripted product-page interaction's INP, printed run by run. */
export async function inpStep(
  { results, pages, note }: Step,
  { runs, chromePath }: { runs: number; chromePath: string },
): Promise<void> {
  section("INP (product page: a date, an option, two quantity steps; CPU 4× slower; web-vitals)");
  if (!pages.product) {
    results.inp = { error: "no product page" };
    console.log("no product page found; not measured");
    return;
  }
  let inp: InpResult;
  try {
    inp = await measureInp(pages.product, { runs, chromePath, log });
    results.inp = inp;
  } catch (error) {
    results.inp = { error: message(error) };
    note(`INP: ${message(error)}`);
    return;
  }
  console.log(
    table(
      [
        "run",
        "INP ms",
        "input delay",
        "processing",
        "presentation",
        "slowest on",
        "interactions ms",
      ],
      inp.runs.map((r, i) =>
        "error" in r
          ? [i + 1, r.error, null, null, null, null, null]
          : [
              i + 1,
              r.inpMs,
              r.inputDelayMs,
              r.processingMs,
              r.presentationMs,
              r.target,
              r.durationsMs.join(" "),
            ],
      ),
    ),
  );
  const steps = inp.runs.find((r) => "steps" in r);
  if (steps && "steps" in steps) console.log(`steps: ${steps.steps.join(", ")}`);
  for (const r of inp.runs) if ("error" in r) note(`INP run: ${r.error}`);
}
