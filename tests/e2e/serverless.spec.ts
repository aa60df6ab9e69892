import { expect, test, type Browser, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import { nextClientBooted } from "./support/next-client";
import { book, pay, pick } from "./support/orders";
import { ORIGIN, quiet, signUp, unique, UPSTREAM } from "./support/shop";

// The storefront on a serverless host (docs/decisions/serverless-target.md), run by
// playwright.serverless.config.ts against OpenNext's build on workerd (wrangler, offline): the
// brand by domain and by query/cookie in three languages with no CSP violation; a product page
// from the platform's cache (R2), fresh after ops change its stock; sign-in, book, pay, the order
// list; the per-address limit counted by the platform (a Durable Object), by the address the
// platform reports. The headers, CSP, revalidation and short-link specs run here too.

const OPS_TOKEN = "e2e-ops-token-0123456789abcdef";
const LOCALES = ["en", "zh-hans", "zh-hant"] as const;
const LANG = { en: "en", "zh-hans": "zh-Hans", "zh-hant": "zh-Hant" } as const;

/** Records every CSP violation a page reports, from before its first script runs. */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text()))
      seen.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} blocked ${e.blockedURI}`),
    );
  });
  return seen;
}

async function open(page: Page, path: string, brand: string, locale: (typeof LOCALES)[number]) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await expect(page.locator("html"), path).toHaveAttribute("data-brand", brand);
  await expect(page.locator("html"), path).toHaveAttribute("lang", LANG[locale]);
  // the page's scripts ran under its policy: Next's client booted
  await page.waitForFunction(nextClientBooted, undefined, { timeout: 15_000 });
  return res!;
}

async function productPath(browser: Browser) {
  const context = await browser.newContext();
  const res = await context.request.get(`${UPSTREAM}/products?page=1`, {
    headers: { platform: "kraft", language: "en", currency: "CNY" },
  });
  const { list } = (await res.json()).data as { list: { id: number }[] };
  await context.close();
  return `/product/${list[0]!.id}/x`;
}

for (const locale of LOCALES) {
  test(`home, list and product for the brand by domain and by query, then cookie (${locale}), with no CSP violation`, async ({
    browser,
  }) => {
    const product = await productPath(browser);
    // by domain: the host the platform forwards names the brand
    const byDomain = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-host": "kraft.example.com" },
    });
    const page = await byDomain.newPage();
    await quiet(page);
    const violations = await watchPolicy(page);
    for (const path of ["/", "/products", product])
      await open(page, `${path}?locale=${locale}`, "kraft", locale);
    expect(violations).toEqual([]);
    await byDomain.close();

    // by query once, then by the cookie it leaves
    const byQuery = await browser.newContext();
    const second = await byQuery.newPage();
    await quiet(second);
    const seen = await watchPolicy(second);
    await open(second, `/?brand=kraft&locale=${locale}`, "kraft", locale);
    await open(second, "/products", "kraft", locale);
    await open(second, product, "kraft", locale);
    expect(seen).toEqual([]);
    await byQuery.close();
  });
}

test("a product page comes from the platform's cache, and is fresh there once ops change its stock", async ({
  page,
  request,
}) => {
  await quiet(page);
  const product = await request.get(`${UPSTREAM}/product/1009`, {
    headers: { platform: "default", language: "en", currency: "CNY" },
  });
  const variant = ((await product.json()).data.variants as { id: number; stock: number }[]).find(
    (v) => v.stock > 0,
  )!;
  const option = page.locator(`[data-variant="${variant.id}"]`);
  const path = "/product/1009/x?locale=en";
  await page.goto(path);
  const cached = await page.goto(path);
  expect(cached?.headers()["x-nextjs-cache"]).toBe("HIT");
  await expect(option).not.toContainText(en.booking.soldOut);

  const setStock = async (stock: number) => {
    const res = await request.post(`${UPSTREAM}/ops/set-stock`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      data: { variant: variant.id, stock },
    });
    const body = await res.json();
    // the upstream told this host's /api/revalidate, which expired the product's tag (D1)
    expect(body.data.storefront, JSON.stringify(body)).toMatchObject({ sent: true, status: 200 });
  };
  try {
    await setStock(0);
    const fresh = await page.goto(path);
    expect(fresh?.headers()["x-nextjs-cache"]).not.toBe("HIT");
    await expect(option).toContainText(en.booking.soldOut);
    // stored again: the next answer is the fresh page, from the cache
    const again = await page.goto(path);
    expect(again?.headers()["x-nextjs-cache"]).toBe("HIT");
    await expect(option).toContainText(en.booking.soldOut);
  } finally {
    await setStock(variant.stock);
  }
});

test("sign in, book, pay and find the order in the order list", async ({ page, request }) => {
  await quiet(page);
  const email = await signUp(page, "serverless");
  // a fresh context signs in through the form
  await page.context().clearCookies();
  await quiet(page);
  await page.goto("/auth/index?locale=en");
  const form = page.getByTestId("password-form-email");
  await page.waitForFunction(nextClientBooted);
  await expect(async () => {
    await form.locator('input[name="username"]').fill(email);
    await form.locator('input[name="password"]').fill("trip12345");
    await expect(form.locator('input[name="username"]')).toHaveValue(email, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId("user-menu")).toBeVisible();

  const item = await pick(request, 2);
  const sn = await book(page, item);
  await pay(page, sn);
  await expect(page.getByTestId("payment-result")).toHaveAttribute("data-outcome", "paid");
  await page.goto("/account/orders?locale=en");
  await expect(page.getByTestId("order-list").locator(`[data-sn="${sn}"]`)).toBeVisible();
});

test("the per-address limit counts by the address the platform reports, in a Durable Object", async ({
  request,
}) => {
  // cf-connecting-ip: the address Cloudflare reports (TRUSTED_CLIENT_IP_HEADER); one of our own
  const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const send = (ip: string, i: number) =>
    request.post("/api/auth/code", {
      headers: { origin: ORIGIN, "cf-connecting-ip": ip },
      data: {
        purpose: "signin",
        channel: "phone",
        country_code: "86",
        phone: `139${String(Date.now() + i).slice(-8)}`,
      },
    });
  for (let i = 0; i < 10; i++) expect((await send(address, i)).status()).toBe(200);
  const refused = await send(address, 10);
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toMatchObject({ code: 40029, errorKey: "rateLimited" });
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  // another address is another count
  expect((await send(`203.0.113.${unique().length}`, 11)).status()).toBe(200);
});
