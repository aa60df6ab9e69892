import { expect, test, type Page } from "@playwright/test";
import { pickPlain, upstream } from "./support/catalogue";
import { post, quiet, signUp, unique } from "./support/shop";

// Smaller defects seen on a phone: the phone sort chip cut "Price: low to h"; an empty
// search showed a bare box; "E-/mail" wrapped in the order's contact box; the header of the payment
// result page said "Log in"
// to a signed-in shopper: the page renders per request (it reads the order), yet its header came
// from the cached pages' slot, which prints "Log in" until the browser has asked who is signed in.

/** An unpaid order through the booking route, as /book/{id} places it. */
async function placeOrder(
  page: Page,
  buy: Awaited<ReturnType<typeof pickPlain>>,
  email = "ada@example.com",
) {
  const lines = {
    currency: "CNY",
    checkout_lines: [{ product_id: buy.product.id, variant_id: buy.variant.id, quantity: 1 }],
  };
  const fee = await post(page, "/api/checkout/fee", lines);
  const booked = await post(
    page,
    "/api/orders/booking",
    {
      ...lines,
      contact: { name: "Ada Chan", phone: "+852 51234567", email },
      other: { people_count: "2" },
      expected_amount: fee.payable_amount,
    },
    { "idempotency-key": unique() + unique() },
  );
  return booked.sn as string;
}

test("the payment result and refund pages' header shows the signed-in shopper's menu, not Log in", async ({
  page,
}) => {
  await quiet(page);
  await page.goto("/?locale=en&currency=CNY");
  await signUp(page, "result");
  const sn = await placeOrder(page, await pickPlain(page.request));
  await page.goto(`/payment/confirm?sn=${sn}`);
  await page.getByTestId("payment-pay").click();
  await page.locator('button[value="approve"]').click();
  await expect(page).toHaveURL(/\/payment\/result\?sn=[A-Z0-9]+&result=paid$/);
  await expect(page.getByTestId("payment-result")).toBeVisible();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(page.getByTestId("login-link")).toHaveCount(0);
  // the server's HTML already has the menu: no "Log in" before scripts have run
  // …and so has the refund page of the same order (read with the session too)
  for (const path of [page.url(), `/payment/confirm?sn=${sn}`, `/refund/apply?sn=${sn}`]) {
    const html = await (await page.request.get(path)).text();
    expect(html.includes('data-testid="user-menu"'), `${path}: the menu in the HTML`).toBe(true);
    expect(html.includes('data-testid="login-link"'), `${path}: "Log in" in the HTML`).toBe(false);
  }
});

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
    const sn = await placeOrder(
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
