#!/usr/bin/env node
// Screenshots for the issue-12 look-over: home, list, a ticket, a good, a food voucher and the
// seckill page at 390 px and 1366 px, across brands, locales and currencies, against a running
// shop. Not the full cross product: by default every brand is shot at both widths with every page
// kind, the locale and currency rotating so that each locale meets each page kind and the
// price-heavy pages (list, ticket, seckill) meet CNY, JPY, KRW and VND; plus one home shot per
// width with the cookie notice, and one with the popup banner, left showing. Filters shoot their full cross product.
//
//   node --import tsx scripts/screenshots.ts --base http://localhost:3270 --out /tmp/shots
//   node --import tsx scripts/screenshots.ts --brand kraft --page ticket --locale zh-hant --currency VND --width 390
//
// Options: --base URL (default http://localhost:3000), --upstream URL (to find products; default
// the base's port + 1000 on 127.0.0.1), --out DIR (default /tmp/shots), --screens N (how many
// screen heights to keep, default 2; 0 = the whole page), --from N (screens to skip first), --brand/--page/--locale/--currency/--width
// /--overlay (comma lists; any of them switches from the rotation to the cross product of the
// filters; overlay: none, cookie = a first visit with the cookie notice, popup = the popup banner).
// Besides the PNGs it writes report.json: sideways scroll, broken images and, for each shot, text
// that looks like the other language (Latin words on zh pages, CJK on en pages) to read by eye.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";

const BRANDS: string[] = Object.keys(
  JSON.parse(readFileSync(new URL("../brands/brands.json", import.meta.url), "utf8")),
);
const LOCALES = ["en", "zh-hans", "zh-hant"];
const CURRENCIES = ["CNY", "JPY", "KRW", "VND"];
const PAGES = ["home", "list", "ticket", "good", "food", "seckill"];
const PRICE_HEAVY = new Set(["list", "ticket", "seckill"]);
const WIDTHS = [390, 1366];
const HEIGHT: Record<number, number> = { 390: 844, 1366: 900 };
const PRODUCT_TYPE: Record<string, number> = { good: 1, ticket: 2, food: 3 };

type Shot = {
  brand: string;
  width: number;
  page: string;
  locale: string;
  currency: string;
  overlay: string;
};
/** What the upstream's product list answers, the part read here. */
type ProductList = {
  data?: { list?: { id: number; seo_sn: string; price_calendar_required?: boolean }[] };
};

function options(argv: string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i];
    if (key === undefined || !key.startsWith("--")) continue;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith("--")) out[key.slice(2)] = "1";
    else out[key.slice(2)] = argv[++i];
  }
  return out;
}

const opt = options(process.argv.slice(2));
const base = (opt.base ?? "http://localhost:3000").replace(/\/$/, "");
const upstream = (
  opt.upstream ?? `http://127.0.0.1:${Number(new URL(base).port || 80) + 1000}`
).replace(/\/$/, "");
const outDir = opt.out ?? "/tmp/shots";
const screens = Number(opt.screens ?? 2);
const from = Number(opt.from ?? 0);
const list = (v: string | undefined): string[] | null => (v ? v.split(",") : null);
const numbers = (v: string | undefined): number[] | null => (v ? v.split(",").map(Number) : null);
const filters = {
  brand: list(opt.brand),
  page: list(opt.page),
  locale: list(opt.locale),
  currency: list(opt.currency),
  width: numbers(opt.width),
  overlay: list(opt.overlay),
};

/** The default rotation, or the cross product of the filters given. */
function plan(): Shot[] {
  const shots: Shot[] = [];
  if (Object.values(filters).some(Boolean)) {
    for (const brand of filters.brand ?? BRANDS)
      for (const width of filters.width ?? WIDTHS)
        for (const page of filters.page ?? PAGES)
          for (const locale of filters.locale ?? LOCALES)
            for (const currency of filters.currency ?? ["CNY"])
              for (const overlay of filters.overlay ?? ["none"])
                shots.push({ brand, width, page, locale, currency, overlay });
    return shots;
  }
  let n = 0;
  BRANDS.forEach((brand, b) =>
    WIDTHS.forEach((width, w) =>
      PAGES.forEach((page, p) => {
        const locale = LOCALES[(b + w + p) % LOCALES.length] ?? "en";
        // the price-heavy pages walk through the four currencies; the others keep the brand's turn
        const currency = PRICE_HEAVY.has(page)
          ? (CURRENCIES[n++ % CURRENCIES.length] ?? "CNY")
          : (CURRENCIES[(b + w) % CURRENCIES.length] ?? "CNY");
        shots.push({ brand, width, page, locale, currency, overlay: "none" });
      }),
    ),
  );
  for (const width of WIDTHS)
    for (const overlay of ["cookie", "popup"])
      shots.push({
        brand: BRANDS[0] ?? "default",
        width,
        page: "home",
        locale: "zh-hans",
        currency: "CNY",
        overlay,
      });
  return shots;
}

const productCache = new Map<string, string | null>();
/** The brand's first product of a type from the upstream; for a ticket, the first one booked on a calendar. */
async function productPath(brand: string, page: string): Promise<string | null> {
  const key = `${brand}:${page}`;
  if (!productCache.has(key)) {
    const res = await fetch(
      `${upstream}/products?page=1&page_size=20&product_type=${PRODUCT_TYPE[page]}`,
      {
        headers: { platform: brand, language: "en", currency: "CNY" },
      },
    );
    const body: ProductList | null = res.ok ? await res.json() : null;
    const found = body?.data?.list ?? [];
    const first = (page === "ticket" && found.find((p) => p.price_calendar_required)) || found[0];
    productCache.set(key, first ? `/product/${first.id}/${first.seo_sn}` : null);
  }
  return productCache.get(key) ?? null;
}

async function pathFor(brand: string, page: string): Promise<string | null> {
  if (page === "home") return "/";
  if (page === "list") return "/products";
  if (page === "seckill") return "/promotion/seckill";
  return productPath(brand, page);
}

/** Sideways scroll, broken images and text in the other language, read from the page. */
function inspect(locale: string): { problems: string[]; foreign: string[] } {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  for (const img of document.images) {
    if (img.complete && img.naturalWidth === 0 && img.offsetParent !== null)
      problems.push(`broken image ${img.currentSrc || img.src}`);
  }
  const foreign = new Set<string>();
  const other = locale === "en" ? /[\u3400-\u9fff]/ : /\b[A-Za-z]{4,}\b/;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").trim();
    const parent = node.parentElement;
    if (
      !text ||
      !parent ||
      parent.closest("script,style,noscript,[hidden]") ||
      parent.offsetParent === null
    )
      continue;
    if (other.test(text)) foreign.add(text.slice(0, 80));
  }
  return { problems, foreign: [...foreign] };
}

// one function, not top-level await: tsx runs this file as CommonJS (package.json has no "type")
async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  mkdirSync(outDir, { recursive: true });
  const report: Record<string, unknown>[] = [];
  try {
    for (const shot of plan()) {
      const { brand, width, page: kind, locale, currency, overlay } = shot;
      const name = `${brand}-${kind}-${locale}-${currency}-${width}${overlay === "none" ? "" : `-${overlay}`}${from ? `-from${from}` : ""}`;
      const path = await pathFor(brand, kind);
      if (!path) {
        report.push({ name, problems: [`no ${kind} product for ${brand}`] });
        console.log(`${name}: no product`);
        continue;
      }
      const phone = width < 768;
      const context = await browser.newContext({
        viewport: { width, height: HEIGHT[width] ?? 900 },
        isMobile: phone,
        hasTouch: phone,
        deviceScaleFactor: 1,
        locale: locale === "en" ? "en-GB" : locale === "zh-hans" ? "zh-CN" : "zh-TW",
      });
      // "cookie": a first visit (the cookie notice; the popup waits for it); "popup": consent given
      // earlier, the popup banner not yet seen this session; "none": both out of the way
      if (overlay === "none")
        await context.addInitScript(() => sessionStorage.setItem("tf_popup_seen", "1"));
      if (overlay !== "cookie")
        await context.addCookies([{ name: "tf_consent", value: "1", url: base }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      try {
        const res = await page.goto(
          `${base}${path}?brand=${brand}&locale=${locale}&currency=${currency}`,
          { waitUntil: "load" },
        );
        await page.waitForLoadState("networkidle", { timeout: 8000 }).catch(() => {});
        const height = HEIGHT[width] ?? 900;
        // walk down so lazy images and sections load, then back up
        for (let y = 0; y < height * Math.max(from + screens, 2); y += height / 2) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(120);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => {});
        await page.waitForTimeout(overlay === "none" ? 300 : 1500);
        const found = await page.evaluate(inspect, locale);
        const full = await page.evaluate(() => document.documentElement.scrollHeight);
        const file = join(outDir, `${name}.png`);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip:
            screens > 0 || from > 0
              ? {
                  x: 0,
                  y: Math.min(full - 1, height * from),
                  width,
                  height: Math.max(
                    1,
                    Math.min(full - height * from, height * (screens || Infinity)),
                  ),
                }
              : undefined,
        });
        report.push({ name, url: path, status: res?.status(), ...found, errors });
        console.log(
          `${name}: ${res?.status()} ${found.problems.length ? found.problems.join("; ") : "ok"}${errors.length ? ` (${errors.length} console errors)` : ""}`,
        );
      } catch (e) {
        report.push({ name, url: path, problems: [String(e)] });
        console.log(`${name}: FAILED ${e}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    writeFileSync(join(outDir, "report.json"), JSON.stringify(report, null, 2));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
