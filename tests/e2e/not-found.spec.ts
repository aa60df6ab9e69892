import { expect, test } from "@playwright/test";
import en from "../../messages/en.json";
import zhHans from "../../messages/zh-hans.json";
import zhHant from "../../messages/zh-hant.json";

// Not found, for everyone: a dead product link (from a search engine, an old share) answers 404
// with the shop's own not-found page in its HTML — the shop's header, the page's language, the
// translated words and links — so a crawler or a shopper without JavaScript reads it. Next alone
// would send its recovery shell here (<html id="__next_error__">, an empty body: vercel/next.js
// #62228); components/layout/shop-not-found.tsx. Runs on every server (E2E_SERVER).

/** the HTML's text as a person reads it (React writes ' and " as character references) */
const readable = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const WORDS = {
  en: { lang: "en", messages: en },
  "zh-hans": { lang: "zh-Hans", messages: zhHans },
  "zh-hant": { lang: "zh-Hant", messages: zhHant },
} as const;

for (const [locale, { lang, messages }] of Object.entries(WORDS)) {
  test(`a dead product URL, without JavaScript: 404 with the shop's not-found page in ${locale}`, async ({
    browser,
    request,
  }) => {
    const dead = `/product/987654321/gone-for-good?locale=${locale}`;
    // what a crawler reads: the words are in the HTML itself, and it is never stored
    for (let i = 0; i < 2; i++) {
      const res = await request.get(dead);
      expect(res.status()).toBe(404);
      expect(res.headers()["x-nextjs-cache"]).not.toBe("HIT");
      const html = readable(await res.text());
      expect(html).not.toContain('id="__next_error__"');
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(messages.notFound.title);
      expect(html).toContain(messages.notFound.body);
    }
    // what a shopper without scripts sees
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto(dead);
    expect(res?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const notFound = page.getByTestId("not-found");
    await expect(notFound.getByRole("heading", { level: 1 })).toHaveText(messages.notFound.title);
    await expect(notFound.getByRole("link", { name: messages.notFound.home })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(notFound.getByRole("link", { name: messages.notFound.browse })).toHaveAttribute(
      "href",
      "/products",
    );
    // inside the shop's frame: its header and footer are there too
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.locator("footer").first()).toBeVisible();
    await context.close();
  });
}

test("any other path no route claims, a made-up list key and an unknown promotion: the same page, 404", async ({
  request,
}) => {
  for (const path of [
    "/no/such/place?locale=en",
    "/products/l/not-a-key?locale=en",
    "/promotion/special/no-such-promotion?locale=en",
    "/product/not-found?locale=en",
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    const html = readable(await res.text());
    expect(html, path).toContain('<html lang="en"');
    expect(html, path).toContain(en.notFound.title);
  }
});

test("with JavaScript the page stays the shop's not-found page after hydration", async ({
  page,
}) => {
  const res = await page.goto("/product/987654321/gone-for-good?locale=zh-hant");
  expect(res?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("not-found").getByRole("heading", { level: 1 })).toHaveText(
    zhHant.notFound.title,
  );
  await expect(page.getByTestId("not-found")).toHaveCount(1);
});
