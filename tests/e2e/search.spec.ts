import { expect, test, type Page } from "@playwright/test";

// Spec §2 product list search and the search popup's suggestions, §4 order: a shopper searches the
// list page (?keyword=) and the header's box in English and in simplified Chinese — with a typo,
// and in the other Chinese script — and sees the upstream's ranked matches in their language.

async function quiet(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem("tf_popup_seen", "1"));
  await page
    .context()
    .addCookies([{ name: "tf_consent", value: "1", domain: "localhost", path: "/" }]);
}

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4210}`;

/** The upstream's own answer for a keyword: the order the page must show. */
async function ranked(page: Page, keyword: string, language: string) {
  const res = await page.request.get(
    `${UPSTREAM}/products?page_size=50&keyword=${encodeURIComponent(keyword)}`,
    { headers: { platform: "default", language, currency: "CNY" } },
  );
  expect(res.status()).toBe(200);
  return (await res.json()).data as { count: number; list: { title: string }[] };
}

const titles = (page: Page) =>
  page.getByTestId("product-grid").locator(".pcard-title").allInnerTexts();

test.describe("search", () => {
  test("an English keyword with a typo lists the Hong Kong products, best sellers first (en)", async ({
    page,
  }) => {
    await quiet(page);
    await page.goto("/products?brand=default&locale=en&keyword=hong%20kng");
    const answer = await ranked(page, "hong kng", "en");
    expect(answer.count).toBeGreaterThan(5);
    await expect(page.getByTestId("result-count")).toContainText(`${answer.count} products`);
    const shown = await titles(page);
    expect(shown).toEqual(answer.list.slice(0, 20).map((p) => p.title));
    for (const title of shown) expect(title).toMatch(/Hong Kong/);
  });

  test("a traditional-script keyword finds the simplified titles (zh-hans), and the box suggests them", async ({
    page,
  }) => {
    await quiet(page);
    await page.goto(
      `/products?brand=default&locale=zh-hans&keyword=${encodeURIComponent("香港機場")}`,
    );
    const answer = await ranked(page, "香港機場", "zh-hans");
    expect(answer.count).toBeGreaterThan(0);
    await expect(page.getByTestId("result-count")).toContainText(`共${answer.count}件商品`);
    const shown = await titles(page);
    expect(shown).toEqual(answer.list.map((p) => p.title));
    for (const title of shown) expect(title).toContain("香港机场");

    // the header's box: the same ranking while typing
    const input = page.getByRole("combobox");
    await input.fill("香港");
    const first = (await ranked(page, "香港", "zh-hans")).list[0]!.title;
    await expect(page.getByTestId("search-suggestions").getByRole("option").first()).toHaveText(
      first,
    );
  });

  test("a keyword nothing matches says so (en)", async ({ page }) => {
    await quiet(page);
    await page.goto("/products?brand=default&locale=en&keyword=zzqx");
    await expect(page.getByTestId("list-empty")).toContainText("zzqx");
  });
});
