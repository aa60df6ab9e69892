import { expect, test } from "@playwright/test";
import { pickPlain, upstream } from "./support/catalogue";
import { placeUnpaidOrder, quiet, signUp, unique } from "./support/shop";

// What a phone (390 px) shows whole: every sort chip of a list, an empty search that says what
// found nothing and offers ways on (the popular searches, the categories), and the order's contact
// box with its labels on one line beside a long value.

test.describe("390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("every sort chip shows its whole label: none is cut at the screen's edge", async ({
    page,
  }) => {
    await quiet(page);
    await page.goto("/products?locale=en&currency=CNY");
    const chips = page.getByTestId("sort-bar").locator("a");
    await expect(chips.first()).toBeVisible();
    const bar = (await page.getByTestId("sort-bar").boundingBox())!;
    for (const chip of await chips.all()) {
      const label = (await chip.textContent())!.trim();
      const box = (await chip.boundingBox())!;
      expect(box.x + box.width, `"${label}" ends inside the bar`).toBeLessThanOrEqual(
        bar.x + bar.width + 0.5,
      );
      expect(box.x + box.width, `"${label}" ends on the screen`).toBeLessThanOrEqual(390);
      // and nothing fades it out
      const mask = await chip.evaluate((a) => getComputedStyle(a.closest("ul")!).maskImage);
      expect(mask, `"${label}" under a fade`).toBe("none");
    }
  });

  test("an empty search says what found nothing and suggests popular searches and categories that find something", async ({
    page,
  }) => {
    await quiet(page);
    await page.goto(`/products?keyword=zzq${unique()}&locale=en&currency=CNY`);
    const empty = page.getByTestId("list-empty");
    await expect(empty.getByRole("heading", { level: 2 })).toContainText("Nothing matches “zzq");
    const terms = empty.getByTestId("empty-hot-terms").getByRole("link");
    const categories = empty.getByTestId("empty-categories").getByRole("link");
    await expect(terms.first()).toBeVisible();
    await expect(categories.first()).toBeVisible();
    // the suggestions are the upstream's own: its popular keywords
    const popular = await upstream<{ keyword: string }[]>(page.request, "product/search/popular");
    expect(await terms.allTextContents()).toEqual(popular.map((k) => k.keyword));
    await categories.first().click();
    await expect(page).toHaveURL(/\/category\/\d+/);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("the order's contact box keeps the E-mail label on one line beside a long address", async ({
    page,
  }) => {
    await quiet(page);
    await page.goto("/?locale=en&currency=CNY");
    await signUp(page, "contact");
    const sn = await placeUnpaidOrder(
      page,
      await pickPlain(page.request),
      "ada.chan.with.a.long.address@example.com",
    );
    await page.goto(`/account/order/${sn}`);
    const label = page.getByTestId("section-contact").locator("dt", { hasText: "E-mail" });
    await expect(label).toBeVisible();
    const lines = await label.evaluate((dt) => {
      const range = document.createRange();
      range.selectNodeContents(dt);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, "lines the E-mail label takes").toBe(1);
  });
});
