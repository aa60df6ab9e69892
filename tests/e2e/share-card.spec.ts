import { expect, test } from "@playwright/test";

// A product page in Chinese shares as a large card in its locale, naming the others, and
// its og:image is a PNG drawn by the storefront (the title glyph check is
// tests/integration/storefront/og-card.test.ts; this checks what a crawler is sent).
const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, "g"))].map(
    (m) => m[1]!.replace(/&amp;/g, "&"),
  );

for (const [locale, og, alternates] of [
  ["zh-hans", "zh_CN", ["en_US", "zh_TW"]],
  ["zh-hant", "zh_TW", ["en_US", "zh_CN"]],
] as const) {
  test(`a ${locale} product page shares a large card in ${og} with its other locales`, async ({
    request,
  }) => {
    const page = await request.get(`/product/1000/x?locale=${locale}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(meta(html, "og:locale")).toEqual([og]);
    expect(meta(html, "og:locale:alternate")).toEqual([...alternates]);
    expect(meta(html, "twitter:card")).toEqual(["summary_large_image"]);
    const [image] = meta(html, "og:image");
    expect(image).toMatch(new RegExp(`/og/product/1000\\?locale=${locale}&currency=[A-Z]{3}$`));
    const url = new URL(image!);
    const card = await request.get(`${url.pathname}${url.search}`);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    expect((await card.body()).subarray(1, 4).toString()).toBe("PNG");
  });
}
