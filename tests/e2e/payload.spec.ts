import { expect, test } from "@playwright/test";
import { firstProducts } from "./support/catalogue";

// What the home and list pages' HTML must not repeat. Each server-rendered element is in
// the HTML and again in the RSC payload (the `self.__next_f.push` scripts), so the repeated parts
// cross as data: product cards as rows without field names, home's link rows and flash-sale items
// as rows, no next/image props or inline styles, each trust item once, a card's heart only in the
// browser. A guard on the bytes, not a byte count: the page may grow with its content.

/** The RSC payload of a page's HTML: the strings its `self.__next_f.push([1, "…"])` scripts carry. */
function rscPayload(html: string): string {
  let payload = "";
  for (const [, json] of html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const chunk: unknown = JSON.parse(json!);
    if (Array.isArray(chunk) && typeof chunk[1] === "string") payload += chunk[1];
  }
  return payload;
}

/** The HTML without its scripts: what the browser shows. */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

const count = (text: string, part: string) => text.split(part).length - 1;

test("home: cards, link rows and flash-sale items cross as data, each shown once (default, en)", async ({
  request,
}) => {
  const html = await (await request.get("/?brand=default&locale=en")).text();
  const payload = rscPayload(html);
  const shown = markup(html);
  expect(payload.length).toBeGreaterThan(1000);

  // the cards: shown in the HTML, named fields nowhere in the payload
  expect(count(shown, 'data-testid="product-card"')).toBeGreaterThan(20);
  for (const field of ["min_price_amount", "shipping_required", "seo_sn", "list_tags"])
    expect(payload, field).not.toContain(`"${field}"`);
  // a card's heart is the browser's (it does nothing without JavaScript)
  expect(shown).not.toContain('data-testid="favorite-toggle"');

  // the link rows (modules 2, 4, 7) and the category tabs: their classes are in the HTML only
  for (const cls of ["menu-cell", "tile aspect-", "tab-pill"]) {
    expect(shown, cls).toContain(`class="${cls}`);
    expect(payload, cls).not.toContain(`"className":"${cls}`);
  }
  // no next/image: no client reference per image, no inline style per image
  expect(shown).not.toContain("data-nimg");
  expect(payload).not.toContain('"unoptimized"');

  // the flash-sale strip's items are rows; its words are the seven the strip says
  expect(payload).not.toContain('"activityId"');
  expect(payload).not.toContain('"grabPickDate"');

  // each trust item once (the phone's rotation and the desktop's grid are one list)
  const trust = shown.slice(shown.indexOf('data-testid="module-8"'));
  const firstTitle = /<p class="font-semibold">([^<]+)<\/p>/.exec(trust)?.[1];
  expect(firstTitle).toBeTruthy();
  expect(count(trust, `<p class="font-semibold">${firstTitle}</p>`)).toBe(1);

  // the header's language choices are the browser's component, not an element tree per page
  expect(payload).not.toContain('"data-testid":"language-panel"');
});

test("the product list's cards cross as rows too (zh-hant)", async ({ request }) => {
  const html = await (await request.get("/products?brand=default&locale=zh-hant")).text();
  const payload = rscPayload(html);
  expect(count(markup(html), 'data-testid="product-card"')).toBeGreaterThan(10);
  expect(payload).not.toContain('"min_price_amount"');
  expect(payload).not.toContain('"seo_sn"');
});

test("without JavaScript home shows its rows, cards and prices, and the header's pickers and search still work (en)", async ({
  browser,
}) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto("/?brand=default&locale=en&currency=HKD");
  for (const type of [1, 2, 3, 4, 5, 6, 7, 8])
    await expect(page.getByTestId(`module-${type}`).first()).toBeVisible();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByTestId("product-price").first()).toContainText("HK$");
  await expect(page.getByTestId("category-tabs").getByRole("link").first()).toBeVisible();
  // no dead hearts: the favourite toggle needs the browser
  await expect(page.getByTestId("favorite-toggle")).toHaveCount(0);

  // the pickers are plain <details> of links
  await page.getByTestId("currency-picker").locator("summary").click();
  await page.getByTestId("currency-JPY").click();
  await expect(page.getByTestId("current-currency")).toHaveText("JPY");
  await expect(page.getByTestId("product-price").first()).toContainText("JP¥");
  await page.getByTestId("language-picker").locator("summary").click();
  await page.getByTestId("locale-zh-hant").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");

  // the search is a GET form to the list
  await page.getByRole("combobox").fill("tea");
  await page.getByRole("combobox").press("Enter");
  await expect(page).toHaveURL(/\/products\?keyword=tea/);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await ctx.close();
});

test("a product page loads its Q&A (and with it zod and react-hook-form) only as the section nears the screen (zh-hans, phone)", async ({
  browser,
  request,
}) => {
  const [product] = await firstProducts(request);
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/api/products/${product!.id}/questions`)) asked.push(r.url());
  });
  await page.goto(`/product/${product!.id}/${product!.seo_sn}?locale=zh-hans`, {
    waitUntil: "networkidle",
  });
  // hydrated and idle (the header's session was read), the Q&A far below: nothing of it loaded
  await expect(page.getByTestId("questions-slot")).toHaveAttribute("data-near", "false");
  expect(asked).toEqual([]);
  await expect(page.getByTestId("questions")).toHaveCount(0);

  await page.getByTestId("section-questions").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("questions")).toHaveAttribute("data-loaded", "true");
  expect(asked.length).toBeGreaterThan(0);
  await ctx.close();
});

test("home asks for the states of all its cards' hearts in one request, not one a row (en)", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/favorites/ids") asked.push(r.url());
  });
  await page.goto("/?brand=default&locale=en", { waitUntil: "networkidle" });
  await expect(page.getByTestId("favorite-toggle").first()).toBeVisible();
  expect(asked).toHaveLength(1);
  const ids = new URL(asked[0]!).searchParams.get("product_ids")!.split(",");
  expect(ids.length).toBeGreaterThan(10);
});

// The first Intl number or date formatter a page builds costs ~220 ms of a 4×-slowed phone's main
// thread (ICU's data loads), and the first localeCompare ~40 ms (the collation data), so the
// catalogue pages use none of ICU's services while they load and hydrate: the calendar's words and
// order, the service-hours clock and the plural messages do without
// (docs/decisions/product-page-weight.md).
for (const [name, path] of [
  ["home", "/?brand=default&locale=en"],
  ["the product list", "/products?brand=default&locale=zh-hant"],
] as const)
  test(`${name} builds no Intl formatter or collator while it loads`, async ({ page }) => {
    await page.addInitScript(spyOnIntl);
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => Reflect.get(window, "__intlBuilt"))).toEqual([]);
  });

test("a product page (zh-hans, with its booking calendar) builds no Intl formatter or collator while it loads", async ({
  page,
  request,
}) => {
  const [product] = await firstProducts(request);
  await page.addInitScript(spyOnIntl);
  await page.goto(`/product/${product!.id}/${product!.seo_sn}?locale=zh-hans`, {
    waitUntil: "networkidle",
  });
  await expect(page.getByTestId("booking-panel")).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, "__intlBuilt"))).toEqual([]);
});

/**
 * Runs in the page before its scripts: records each Intl number or date formatter or collator
 * built, and each call of the locale-aware methods that build one behind the scenes.
 */
function spyOnIntl() {
  const built: string[] = [];
  Reflect.set(window, "__intlBuilt", built);
  for (const name of ["NumberFormat", "DateTimeFormat", "Collator"] as const) {
    const Original = Intl[name];
    const Spy = new Proxy(Original, {
      construct(target, args: unknown[]) {
        built.push(`${name} ${JSON.stringify(args)}`);
        return Reflect.construct(target, args);
      },
      apply(target, self, args: unknown[]) {
        built.push(`${name} ${JSON.stringify(args)}`);
        return Reflect.apply(target, self, args);
      },
    });
    Reflect.set(Intl, name, Spy);
  }
  const methods = [
    [String.prototype, "localeCompare"],
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString"],
  ] as const;
  for (const [proto, name] of methods) {
    const original: unknown = Reflect.get(proto, name);
    if (typeof original !== "function") continue;
    Reflect.set(
      proto,
      name,
      new Proxy(original, {
        apply(target, self, args: unknown[]) {
          built.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.apply(target, self, args);
        },
      }),
    );
  }
}
