import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatMoney } from "../../lib/commerce/pricing/money";
import { directBuySchema } from "../../lib/commerce/checkout/purchase.schema";
import en from "../../messages/en.json";
import zhHans from "../../messages/zh-hans.json";

// Issue: book and buy from the product page, keep a basket. Spec §2 (cart, /book/{id}), §5
// Purchase (quantity steps, one delivery type per order), §8 cart messages. en and zh-hans.

const PORT = process.env.E2E_PORT ?? "3210";
const ORIGIN = `http://localhost:${PORT}`;
const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4210}`;
const WORDS = { en, "zh-hans": zhHans } as const;
/** A food voucher sold by date, min_purchase 2 (seed: Hong Kong Hotel Seafood Buffet Dinner). */
const TICKET = { id: 1006, seo: "hong-kong-hotel-seafood-buffet-dinner" };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function quiet(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem("tf_popup_seen", "1"));
  await page
    .context()
    .addCookies([{ name: "tf_consent", value: "1", domain: "localhost", path: "/" }]);
}

/** Register through the storefront's route handler (shares the page's cookies). */
async function signUpQuickly(page: Page) {
  const password = "trip12345";
  const res = await page.request.post("/api/auth/signup", {
    headers: { origin: ORIGIN },
    data: {
      identity_type: 1,
      first_name: "Cart",
      last_name: "Shopper",
      email: `cart-${unique()}@example.com`,
      password,
      password_confirm: password,
      country_code: "852",
      mobile: String(51000000 + Math.floor(Math.random() * 8_999_999)),
      agree: true,
    },
  });
  expect(res.status()).toBe(200);
}

const HEADERS = { platform: "default", language: "en", currency: "CNY" };

/** A commodity (product_type 1) whose first option has plenty of stock, from the upstream. */
async function findCommodity(request: APIRequestContext) {
  const list = (
    await (await request.get(`${UPSTREAM}/products?page=1`, { headers: HEADERS })).json()
  ).data.list as {
    id: number;
    product_type: number;
    seo_sn: string;
  }[];
  for (const p of list.filter((p) => p.product_type === 1)) {
    const detail = (
      await (await request.get(`${UPSTREAM}/product/${p.id}`, { headers: HEADERS })).json()
    ).data;
    if (detail.variants[0]?.stock >= 10 && detail.min_purchase === 1)
      return { id: p.id, seo: p.seo_sn as string, title: detail.title as string };
  }
  throw new Error("no commodity with stock in the seed");
}

/** A date the ticket can be booked on with enough stock. */
async function ticketDate(request: APIRequestContext) {
  const data = (
    await (
      await request.get(`${UPSTREAM}/product/${TICKET.id}/variants`, { headers: HEADERS })
    ).json()
  ).data;
  const today = new Date(Date.parse(data.now) + 8 * 3600_000).toISOString().slice(0, 10);
  const day = (data.calendars as { variant_id: number; date: string; stock_num: number }[]).find(
    (c) => c.date > today && c.stock_num >= 4 && c.variant_id === data.variants[0].id,
  );
  if (!day) throw new Error("no bookable date for the ticket");
  return { date: day.date, variantId: day.variant_id };
}

for (const locale of ["en", "zh-hans"] as const) {
  const w = WORDS[locale];

  test(`commodity: step the quantity, add to basket, change it in /cart and remove it (${locale})`, async ({
    page,
  }) => {
    await quiet(page);
    await signUpQuickly(page);
    const product = await findCommodity(page.request);
    await page.goto(`/product/${product.id}/${product.seo}?locale=${locale}`);
    const panel = page.getByTestId("booking-panel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(w.booking.titleBuy);
    await expect(panel.getByTestId("book-now")).toHaveText(w.booking.buy);
    const qty = panel.getByTestId("quantity");
    await expect(qty).toHaveText("1");
    // §5: down from the minimum goes to 0, up from 0 jumps back to the minimum
    await panel.getByRole("button", { name: w.booking.decrease }).click();
    await expect(qty).toHaveText("0");
    await panel.getByTestId("add-to-cart").click();
    await expect(panel.getByRole("alert")).toHaveText(w.booking.needQuantity);
    await panel.getByRole("button", { name: w.booking.increase }).click();
    await expect(qty).toHaveText("1");
    await panel.getByRole("button", { name: w.booking.increase }).click();
    await expect(qty).toHaveText("2");
    await expect(panel.getByRole("alert")).toHaveCount(0);

    const added = page.waitForResponse(
      (r) => r.url().endsWith("/api/basket/line") && r.request().method() === "POST",
    );
    await panel.getByTestId("add-to-cart").click();
    const post = await added;
    expect(post.status()).toBe(200);
    expect(post.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: w.cart.added }),
    ).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    await page.goto(`/cart?locale=${locale}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.cart.title);
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    if (locale === "en")
      await expect(line.getByTestId("cart-line-title")).toHaveText(product.title);
    await expect(page.getByTestId("cart-group")).toHaveAttribute("data-shipped", "true");
    await expect(line.getByTestId("cart-line-quantity")).toHaveText("2");
    const unit = (await line.getByTestId("cart-line-unit").textContent()) ?? "";
    const put = page.waitForResponse(
      (r) => r.url().endsWith("/api/basket/line") && r.request().method() === "PUT",
    );
    await line.getByRole("button", { name: w.booking.increase }).click();
    await expect(line.getByTestId("cart-line-quantity")).toHaveText("3");
    expect((await put).status()).toBe(200);
    // the first delivery group starts selected: the total is three times the unit price
    const unitMinor = Math.round(Number(unit.replace(/[^\d.]/g, "")) * 100);
    await expect(page.getByTestId("cart-total")).toHaveText(
      formatMoney(unitMinor * 3, unit.replace(/[\d.,]/g, "")),
    );
    await page.reload();
    await expect(page.getByTestId("cart-line").getByTestId("cart-line-quantity")).toHaveText("3");

    const removed = page.waitForResponse(
      (r) => r.url().endsWith("/api/basket/line") && r.request().method() === "DELETE",
    );
    await page.getByTestId("cart-line-remove").click();
    expect((await removed).status()).toBe(200);
    await expect(page.getByTestId("cart-empty")).toContainText(w.cart.empty);
    await expect(page.getByRole("link", { name: w.cart.browse })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
  });

  test(`ticket: quantity steps around min_purchase, Book needs a date, then hands off to /book (${locale})`, async ({
    page,
  }) => {
    await quiet(page);
    await page.goto(`/product/${TICKET.id}/${TICKET.seo}?locale=${locale}`);
    const panel = page.getByTestId("booking-panel");
    await expect(panel.getByTestId("book-now")).toHaveText(w.booking.book);
    const qty = panel.getByTestId("quantity");
    await expect(qty).toHaveText("2");
    await panel.getByRole("button", { name: w.booking.decrease }).click();
    await expect(qty).toHaveText("0");
    await panel.getByRole("button", { name: w.booking.increase }).click();
    await expect(qty).toHaveText("2");
    await panel.getByRole("button", { name: w.booking.increase }).click();
    await expect(qty).toHaveText("3");

    // no date chosen: the translated error, nothing stored, no navigation
    await panel.getByTestId("book-now").click();
    await expect(panel.getByRole("alert")).toHaveText(w.booking.needDate);
    expect(await page.evaluate(() => localStorage.getItem("tf_buy"))).toBeNull();
    await expect(page).toHaveURL(new RegExp(`/product/${TICKET.id}/`));

    // a visitor: the choice is stored first, then sign-in with the way back to /book/{id}
    const { date } = await ticketDate(page.request);
    await panel.locator(`[data-testid="calendar-day"][data-date="${date}"]`).click();
    await expect(panel.getByRole("alert")).toHaveCount(0);
    await panel.getByTestId("book-now").click();
    await expect(page).toHaveURL(
      new RegExp(`/auth/index\\?redirect=${encodeURIComponent(`/book/${TICKET.id}`)}`),
    );
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem("tf_buy"))) ?? "null",
    );
    expect(directBuySchema.parse(stored)).toMatchObject({
      product_id: TICKET.id,
      product_sn: `P${TICKET.id}`,
      book_at: date,
      variants: [{ quantity: 3 }],
    });
  });
}

test("a signed-in Book goes straight to /book/{id}; a visitor's Add to basket signs in and comes back", async ({
  page,
}) => {
  await quiet(page);
  const product = `/product/${TICKET.id}/${TICKET.seo}`;
  await page.goto(`${product}?locale=en`);
  const { date } = await ticketDate(page.request);
  await page.locator(`[data-testid="calendar-day"][data-date="${date}"]`).click();
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL(
    new RegExp(`/auth/index\\?redirect=${encodeURIComponent(`${product}?locale=en`)}`),
  );

  await signUpQuickly(page);
  await page.goto(`${product}?locale=en`);
  await page.locator(`[data-testid="calendar-day"][data-date="${date}"]`).click();
  await page.getByTestId("book-now").click();
  await expect(page).toHaveURL(new RegExp(`/book/${TICKET.id}$`));
});

test("the cart refuses to check out two delivery types together and hands one type to /checkout/confirm (en)", async ({
  page,
}) => {
  await quiet(page);
  await signUpQuickly(page);
  const commodity = await findCommodity(page.request);
  const detail = (
    await (
      await page.request.get(`${UPSTREAM}/product/${commodity.id}`, { headers: HEADERS })
    ).json()
  ).data;
  const { date, variantId } = await ticketDate(page.request);
  const add = (data: object) =>
    page.request.post("/api/basket/line", {
      headers: { origin: ORIGIN, "idempotency-key": crypto.randomUUID() },
      data,
    });
  expect(
    (
      await add({ product_id: commodity.id, variant_id: detail.variants[0].id, quantity: 1 })
    ).status(),
  ).toBe(200);
  expect(
    (
      await add({ product_id: TICKET.id, variant_id: variantId, quantity: 2, book_at: date })
    ).status(),
  ).toBe(200);

  await page.goto("/cart?locale=en");
  const groups = page.getByTestId("cart-group");
  await expect(groups).toHaveCount(2);
  await expect(groups.first()).toHaveAttribute("data-shipped", "false");
  await expect(groups.first().getByTestId("cart-line-date")).toBeVisible();
  await groups.last().getByTestId("cart-group-check").check();
  await expect(page.getByTestId("cart-notice")).toContainText(en.cart.deliveryTypes);
  await expect(page.getByTestId("cart-checkout")).toHaveAttribute("aria-disabled", "true");
  // still pressable (it says why), but it goes nowhere
  await page.getByTestId("cart-checkout").click({ force: true });
  await expect(page).toHaveURL(/\/cart\?locale=en$/);

  await groups.first().getByTestId("cart-group-check").uncheck();
  await expect(page.getByTestId("cart-notice")).toHaveCount(0);
  const lineId = Number(await groups.last().getByTestId("cart-line").getAttribute("data-line-id"));
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(/\/checkout\/confirm$/);
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem("tf_checkout"))) ?? "null"),
  ).toEqual({ basket_lines_id: [lineId] });
});
