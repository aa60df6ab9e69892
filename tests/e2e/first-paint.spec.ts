import { expect, test } from "@playwright/test";
import { firstProducts } from "./support/catalogue";

// What the first paint of a catalogue page waits for (docs/decisions/product-page-weight.md): the
// page's largest image is preloaded at high priority and nothing decorative is preloaded beside
// it; the blocks that usually start below the first screen skip style, layout and paint
// (content-visibility: auto) until they near it, and are shown when scrolled to.

/** The `<link rel="preload" as="image">` tags of a page's HTML, as href → fetchpriority. */
function imagePreloads(html: string): Map<string, string | null> {
  const found = new Map<string, string | null>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="preload"/.test(tag) || !/\bas="image"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) found.set(href, /\bfetchPriority="([^"]+)"/i.exec(tag)?.[1] ?? null);
  }
  return found;
}

/** The `src` of the first `<img>` inside the element whose opening tag carries `marker`. */
function firstImageAfter(html: string, marker: string): string | undefined {
  const at = html.indexOf(marker);
  expect(at, marker).toBeGreaterThan(-1);
  return /<img\b[^>]*\bsrc="([^"]+)"/.exec(html.slice(at))?.[1];
}

test("home, the list and a product page preload their largest image at high priority, and not the chat button's icon (en)", async ({
  request,
}) => {
  const product = (await firstProducts(request))[0]!;
  const pages = [
    { path: "/?locale=en", largest: 'data-testid="module-1"' },
    { path: "/products?locale=en", largest: 'data-testid="product-card"' },
    {
      path: `/product/${product.id}/${product.seo_sn}?locale=en`,
      largest: 'data-testid="gallery"',
    },
  ];
  for (const { path, largest } of pages) {
    const html = await (await request.get(path)).text();
    const preloads = imagePreloads(html);
    const image = firstImageAfter(html, largest);
    expect(image, path).toBeTruthy();
    expect(preloads.get(image!), `${path}: ${image}`).toBe("high");
    const chatIcon = firstImageAfter(html, 'data-testid="chat-button"');
    expect(chatIcon, path).toBeTruthy();
    expect(preloads.has(chatIcon!), `${path}: ${chatIcon}`).toBe(false);
  }
});

test("a product page's sections and the footer render only near the screen, and show when scrolled to (zh-hans, phone)", async ({
  page,
  request,
}) => {
  const product = (await firstProducts(request))[0]!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product/${product.id}/${product.seo_sn}?locale=zh-hans`);
  const visibility = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).contentVisibility);

  // the gallery and the title are the first screen: rendered at once
  expect(await visibility('[data-testid="gallery"]')).toBe("visible");
  expect(await visibility("h1")).toBe("visible");
  for (const selector of ['[data-testid="section-reviews"]', '[data-testid="site-footer"]'])
    expect(await visibility(selector), selector).toBe("auto");

  // below the screen the browser has skipped what the reviews hold; scrolled to, it is drawn
  const reviews = page.getByTestId("section-reviews");
  const skipped = () =>
    reviews
      .getByRole("heading", { level: 2 })
      .evaluate((el) => !el.checkVisibility({ contentVisibilityAuto: true }));
  expect(await skipped()).toBe(true);
  await reviews.scrollIntoViewIfNeeded();
  await expect.poll(skipped).toBe(false);
  await expect(reviews.getByRole("heading", { level: 2 })).toBeVisible();
});

test("a list renders its first cards at once and the rest near the screen (en)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/products?locale=en");
  // the grid's cells (the list's grid is the one that counts its products)
  const cells = page.locator("ul[data-count] > li");
  const count = await cells.count();
  expect(count).toBeGreaterThan(6);
  const styles = await cells.evaluateAll((els) =>
    els.map((el) => getComputedStyle(el).contentVisibility),
  );
  expect(styles[0]).toBe("visible");
  expect(styles.at(-1)).toBe("auto");
});
