import { expect, test, type Page } from "@playwright/test";
import { BRAND_SLUGS } from "../../brands/types";
import { CURRENCIES } from "../../lib/commerce/pricing/currencies";
import { LOCALE_CODES } from "../../lib/commerce/platform/locales";
import { openOnceHydrated } from "./support/shop";

// Nothing broken on a phone or a desktop: at 390 px and 1366 px, for the six brands and three
// locales, open the header pickers, the search and the contact popup, and fail on a horizontal
// scroll, a price that does not fit its box (scrollWidth > clientWidth) or a console error. One
// page load per brand × locale × width keeps it quick; the page and the currency rotate over the
// combinations, so between them they cover home, list, seckill and a ticket, a good and a food
// product in long and short currencies.

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4210}`;
const WIDTHS = [
  { width: 390, height: 844, phone: true },
  { width: 1366, height: 900, phone: false },
] as const;
const ROTATION = ["home", "list", "type:2", "type:1", "type:3", "seckill"] as const;
const MONEY_CURRENCIES = ["VND", "JPY", "IDR", "KRW", "CNY", "HKD", "USD"] as const;
const SYMBOLS = CURRENCIES.map((c) => c.symbol.replace(/[$]/g, "\\$"));
const MONEY = `(?:${SYMBOLS.join("|")})\\s?\\d[\\d,]*(?:\\.\\d+)?`;

/** The brand's first product of a type (1 commodity, 2 trip, 3 food), from the upstream. */
async function productPath(page: Page, brand: string, type: string): Promise<string> {
  const res = await page.request.get(
    `${UPSTREAM}/products?page=1&page_size=1&product_type=${type}`,
    {
      headers: { platform: brand, language: "en", currency: "CNY" },
    },
  );
  const first = (await res.json()).data.list[0] as { id: number; seo_sn: string } | undefined;
  return first ? `/product/${first.id}/${first.seo_sn}` : "/products";
}

/** Horizontal overflow of the document and price boxes whose text is wider than the box. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((money) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const moneyRe = new RegExp(money);
    const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const own = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? "")
        .join("");
    const prices = [...document.querySelectorAll("body *")].filter(
      (el) => moneyRe.test(own(el)) || el.matches("[data-testid=calendar-day] > b"),
    );
    for (const price of prices) {
      if (
        (price as HTMLElement).offsetParent === null &&
        getComputedStyle(price).position !== "fixed"
      )
        continue; // not shown
      // the price and its nearest two boxes: a price wider than its cell stretches one of them
      let el: Element | null = price;
      for (let depth = 0; el && depth < 3; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.display === "inline" || style.display === "contents") continue;
        if (scrolls(el)) break; // a scroller (e.g. a row of cards) is meant to be wider than itself
        if (el.scrollWidth > el.clientWidth + 1) {
          problems.push(
            `clipped price "${(price.textContent ?? "").trim().slice(0, 40)}" in <${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 60)}">`,
          );
          break;
        }
        depth++;
      }
    }
    return [...new Set(problems)];
  }, MONEY);
}

/** A panel (or popup) is shown and lies within the screen's width. */
async function expectWithinScreen(page: Page, testId: string, width: number) {
  const panel = page.getByTestId(testId);
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box, testId).not.toBeNull();
  expect(box!.x, `${testId} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${testId} right edge`).toBeLessThanOrEqual(width + 0.5);
  expect(await layoutProblems(page), `after opening ${testId}`).toEqual([]);
}

let combination = 0;
for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.phone,
      hasTouch: viewport.phone,
    });

    for (const brand of BRAND_SLUGS) {
      for (const locale of LOCALE_CODES) {
        const n = combination++;
        const what = ROTATION[n % ROTATION.length]!;
        const currency = MONEY_CURRENCIES[n % MONEY_CURRENCIES.length]!;

        test(`${brand} ${locale} ${currency} ${what}: no sideways scroll, every price fits, pickers stay on screen`, async ({
          page,
        }) => {
          const errors: string[] = [];
          page.on("console", (m) => {
            if (m.type() === "error") errors.push(m.text());
          });
          page.on("pageerror", (e) => errors.push(String(e)));
          await page.addInitScript(() => sessionStorage.setItem("tf_popup_seen", "1"));
          await page.context().addCookies([
            {
              name: "tf_consent",
              value: "1",
              url: test.info().project.use.baseURL ?? "http://localhost:3210",
            },
          ]);

          const path =
            what === "home"
              ? "/"
              : what === "list"
                ? "/products"
                : what === "seckill"
                  ? "/promotion/seckill"
                  : await productPath(page, brand, what.slice(5));
          const res = await page.goto(
            `${path}?brand=${brand}&locale=${locale}&currency=${currency}`,
          );
          expect(res?.status()).toBe(200);
          expect(await layoutProblems(page)).toEqual([]);

          // the header: on a phone one bar, the pickers behind the menu button and the search behind its own
          const header = await page.getByRole("banner").boundingBox();
          if (viewport.phone) {
            expect(header!.height, "phone header height").toBeLessThanOrEqual(64);
            await openOnceHydrated(page.getByTestId("menu-toggle"));
          }
          await openOnceHydrated(page.getByTestId("city-picker"));
          await expectWithinScreen(page, "city-picker-panel", viewport.width);
          await page.keyboard.press("Escape");
          await page.getByTestId("language-picker").locator("summary").click();
          await expectWithinScreen(page, "language-panel", viewport.width);
          await page.getByTestId("currency-picker").locator("summary").click();
          await expectWithinScreen(page, "currency-panel", viewport.width);
          await page.getByTestId("currency-picker").locator("summary").click();
          await page.getByTestId("contact-button").click();
          await expectWithinScreen(page, "contact-popup", viewport.width);
          await page.keyboard.press("Escape");
          if (viewport.phone) await page.getByTestId("search-toggle").click();
          await page.getByRole("combobox").click();
          await expectWithinScreen(page, "search-popup", viewport.width);
          await expect(page.getByTestId("popular-keywords")).toBeVisible();

          expect(errors).toEqual([]);
        });
      }
    }
  });
}

test("the layout check itself catches a clipped price and a sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.setContent(
    `<div style="width:60px"><p style="display:flex"><span>₫1,224,960.00</span></p></div>`,
  );
  expect(await layoutProblems(page)).toEqual([
    expect.stringContaining('clipped price "₫1,224,960.00"'),
  ]);
  await page.setContent(`<div style="width:600px">wide</div>`);
  expect(await layoutProblems(page)).toEqual([expect.stringContaining("page scrolls sideways")]);
});
