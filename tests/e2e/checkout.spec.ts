import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import zhHans from "../../messages/zh-hans.json";
import { post, quiet, signUp as signUpAs, unique, UPSTREAM } from "./support/shop";
import { formatUseDay } from "../../lib/commerce/time/shop-time";

// Issue: buy and pay. A ticket with a date, a session and two travellers (one added inline) → Pay →
// the sandbox gateway → paid; goods through the basket with an inline address (one outside the
// delivery area first) and a claimed coupon → paid; a declined payment → failed → Try again →
// paid; a required booking field left empty → its translated error; /check (open-pay, gat). en and zh-hans.

const MESSAGES = { en, "zh-hans": zhHans } as const;
type Locale = keyof typeof MESSAGES;
const yuan = (minor: number) =>
  `¥${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

type Summary = { id: number; sn: string; product_type: number; stock_type: number };
type Variant = { id: number; price_amount: number; stock: number; min_purchase: number };
type Calendar = {
  variant_id: number;
  date: string;
  events: { time: string; stock_num: number; price_amount: number }[];
};

async function upstream<T>(
  request: APIRequestContext,
  path: string,
  brand = "default",
): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, {
    headers: { platform: brand, language: "en", currency: "CNY" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

async function products(request: APIRequestContext, brand = "default"): Promise<Summary[]> {
  const out: Summary[] = [];
  for (let page = 1; page <= 3; page++)
    out.push(
      ...(await upstream<{ list: Summary[] }>(request, `products?page=${page}`, brand)).list,
    );
  return out;
}

/** A trip sold by session (stock type 2) with a session at least two days ahead that has room for two. */
async function pickSession(request: APIRequestContext) {
  const trips = (await products(request)).filter((p) => p.product_type === 2 && p.stock_type === 2);
  for (const trip of trips) {
    for (let ahead = 2; ahead <= 6; ahead++) {
      const date = new Date(Date.now() + ahead * 86400_000 + 8 * 3600_000)
        .toISOString()
        .slice(0, 10);
      const data = await upstream<{ variants: Variant[]; calendars: Calendar[] }>(
        request,
        `product/${trip.id}/variants?date=${date}`,
      );
      for (const day of data.calendars.filter((c) => c.date === date)) {
        const variant = data.variants.find((v) => v.id === day.variant_id);
        const event = day.events.find((e) => e.stock_num >= 2 + (variant?.min_purchase ?? 1));
        if (variant && event && variant.min_purchase <= 2)
          return { product: trip, variant, date, time: event.time, price: event.price_amount };
      }
    }
  }
  throw new Error("no bookable session in the seed");
}

/** A product of `type` sold without dates (stock type 0), in stock. */
async function pickPlain(request: APIRequestContext, type: 1 | 3, brand = "default") {
  for (const p of (await products(request, brand)).filter(
    (x) => x.product_type === type && x.stock_type === 0,
  )) {
    const { variants } = await upstream<{ variants: Variant[] }>(
      request,
      `product/${p.id}/variants`,
      brand,
    );
    const variant = variants.find((v) => v.stock >= 5 && v.min_purchase <= 1);
    if (variant) return { product: p, variant };
  }
  throw new Error(`no plain product of type ${type}`);
}

/** §2 add-on products: a plain product whose combination holds one that may be added (plain, same delivery type, in stock). */
async function pickWithAddOn(request: APIRequestContext) {
  type Bought = Summary & { title: string; shipping_required: boolean; status: number };
  for (const main of (await products(request)).filter((p) => p.stock_type === 0) as Bought[]) {
    const { variants } = await upstream<{ variants: Variant[] }>(
      request,
      `product/${main.id}/variants`,
    );
    const variant = variants.find((v) => v.stock >= 5 && v.min_purchase <= 1);
    if (!variant) continue;
    const combination = await upstream<Bought[]>(request, `product/${main.id}/combination`);
    for (const c of combination.filter(
      (x) => x.stock_type === 0 && x.status === 1 && x.shipping_required === main.shipping_required,
    )) {
      const extra = await upstream<{ variants: Variant[] }>(request, `product/${c.id}/variants`);
      if (extra.variants.some((v) => v.stock >= 1 && v.min_purchase <= 1))
        return { product: main, variant, addOn: c };
    }
  }
  throw new Error("no product with an add-on in the seed");
}

const signUp = (page: Page) => signUpAs(page, "buy");

/** The hand-off the product page's Book button leaves (directBuySchema), then /book/{id}. */
async function bookDirect(
  page: Page,
  locale: Locale,
  buy: {
    product_id: number;
    product_sn: string;
    variant_id: number;
    quantity: number;
    book_at?: string;
    book_time?: string;
  },
) {
  await page.goto(`/?locale=${locale}`);
  const value = {
    product_id: buy.product_id,
    product_sn: buy.product_sn,
    variants: [{ variant_id: buy.variant_id, quantity: buy.quantity }],
    ...(buy.book_at ? { book_at: buy.book_at, book_time: buy.book_time } : {}),
  };
  await page.evaluate((v) => localStorage.setItem("tf_buy", JSON.stringify(v)), value);
  await page.goto(`/book/${buy.product_id}`);
  await expect(page.getByTestId("checkout-form")).toBeVisible();
}

/** Pay on /payment/confirm, then decide at the sandbox gateway; lands on /payment/result. */
async function payAtGateway(page: Page, decision: "approve" | "decline") {
  await expect(page).toHaveURL(/\/payment\/confirm\?sn=[A-Z0-9]+$/);
  await expect(page.getByTestId("payment-countdown")).toHaveText(/^00:(29|30|00):\d\d$/);
  await page.getByTestId("payment-pay").click();
  await expect(page).toHaveURL(
    new RegExp(`^http://localhost:${UPSTREAM.split(":").pop()}/sandbox/pay/`),
  );
  await page.locator(`button[value="${decision}"]`).click();
  await expect(page).toHaveURL(/\/payment\/result\?sn=[A-Z0-9]+&result=(paid|failed)$/);
}

for (const locale of ["en", "zh-hans"] as const) {
  const m = MESSAGES[locale];

  test(`a ticket with a date, a session and two travellers is booked and paid (${locale})`, async ({
    page,
  }) => {
    await quiet(page);
    await signUp(page);
    const pick = await pickSession(page.request);
    // one saved traveller; the second is added inline
    await post(
      page,
      "/api/account/tourist",
      {
        first_name: "ADA",
        last_name: "CHAN",
        chinese_name: "",
        id_type: 2,
        id_number: "E12345678",
        birthday: "1990-01-31",
        country_code: "852",
        phone: "91234567",
      },
      { "idempotency-key": unique() + unique() },
    );
    await bookDirect(page, locale, {
      product_id: pick.product.id,
      product_sn: pick.product.sn,
      variant_id: pick.variant.id,
      quantity: 2,
      book_at: pick.date,
      book_time: pick.time,
    });

    // the date in the shop's one format for the language (lib/commerce/time/shop-time formatUseDay)
    await expect(page.getByTestId("checkout-line-date")).toContainText(
      formatUseDay(pick.date, locale),
    );
    await expect(page.getByTestId("checkout-line-date")).toContainText(pick.time);
    // contact prefilled from the account
    await expect(page.locator("#contact-email")).toHaveValue(/^buy-.*@example\.com$/);
    await expect(page.locator("#contact-phone")).not.toHaveValue("");
    await expect(page.getByTestId("checkout-payable")).toHaveText(yuan(pick.price * 2));

    // exactly two travellers: Pay with one shows the count rule
    await page.getByTestId("checkout-traveller").first().click();
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("checkout-travellers-error")).toHaveText(
      locale === "en" ? "Please choose exactly 2 travellers." : "请选择 2 位出行人。",
    );

    await page.getByTestId("checkout-traveller-add").click();
    const form = page.getByTestId("tourist-form");
    await form.locator("#tourist-last-name").fill("LEE");
    await form.locator("#tourist-first-name").fill("BO");
    await form.locator("#tourist-id-type").selectOption("2");
    await form.locator("#tourist-id-number").fill("K87654321");
    await form.locator("#tourist-birthday").fill("1992-05-06");
    await form.locator("#tourist-phone").fill("13800138000");
    await form.getByTestId("tourist-save").click();
    await expect(page.getByTestId("checkout-traveller")).toHaveCount(2);
    await expect(page.getByTestId("checkout-travellers")).toContainText(
      locale === "en" ? "2 of 2 chosen" : "已选 2/2",
    );
    await expect(page.getByTestId("checkout-travellers-error")).toHaveCount(0);

    // the form survives a reload (spec §2 "state kept")
    await page.reload();
    await expect(page.getByTestId("checkout-travellers")).toContainText(
      locale === "en" ? "2 of 2 chosen" : "已选 2/2",
    );

    // the currency cannot change on checkout
    await page.getByTestId("currency-picker").click();
    await expect(page.getByTestId("toast")).toHaveText(m.header.currencyLocked);

    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("payment-amount")).toHaveText(yuan(pick.price * 2));
    await expect(page.getByTestId("payment-method-wechat")).toContainText(m.payment.method.wechat);
    await payAtGateway(page, "approve");
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-outcome", "paid");
    await expect(page.getByRole("heading", { name: m.payment.paid })).toBeVisible();
    // the hand-off is used up: the product page's choice does not come back
    expect(await page.evaluate(() => localStorage.getItem("tf_buy"))).toBeNull();
  });

  test(`goods from the basket with an address and a coupon are paid (${locale})`, async ({
    page,
  }) => {
    await quiet(page);
    await signUp(page);
    const { product, variant } = await pickPlain(page.request, 1);
    // a fixed-amount coupon of this product's page that two items reach
    const discount = await upstream<{
      coupons: {
        id: number;
        discount_value_type: number;
        discount_value_amount: number;
        min_spent_amount: number;
        is_available: boolean;
      }[];
    }>(page.request, `product/${product.id}/discount`);
    const quantity = 2;
    const coupon = discount.coupons.find(
      (c) =>
        c.is_available &&
        c.discount_value_type === 0 &&
        c.min_spent_amount <= variant.price_amount * quantity,
    );
    expect(coupon, "a coupon this order can use").toBeTruthy();
    await post(
      page,
      "/api/coupons/redeem",
      { coupon_id: coupon!.id },
      { "idempotency-key": unique() + unique() },
    );
    const line = await post(
      page,
      "/api/basket/line",
      { product_id: product.id, variant_id: variant.id, quantity },
      { "idempotency-key": unique() + unique() },
    );

    await page.goto(`/?locale=${locale}`);
    await page.evaluate(
      (id) => localStorage.setItem("tf_checkout", JSON.stringify({ basket_lines_id: [id] })),
      line.id as number,
    );
    await page.goto("/checkout/confirm");
    await expect(page.getByTestId("checkout-form")).toBeVisible();
    // no address yet: no coupons, no points, Pay refused with the address message
    await expect(page.getByTestId("checkout-address-empty")).toBeVisible();
    await expect(page.getByTestId("checkout-coupons")).toHaveCount(0);
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("checkout-address-error")).toHaveText(m.checkout.addressRequired);

    const addAddress = async (region: string, district: string) => {
      await page.getByTestId("checkout-address-add").click();
      const form = page.getByTestId("address-form");
      await form.locator("#address-name").fill("Chan Tai Man");
      await form.locator("#address-phone").fill("13800138000");
      await form.locator("#address-region").fill(region);
      await form.locator("#address-district").fill(district);
      await form.locator("#address-address").fill("1 Harbour Road");
      await form.locator("#address-email").fill("chan@example.com");
      await form.getByTestId("address-save").click();
      await expect(form).toHaveCount(0);
    };
    // §8: express -1 — outside the delivery area, and Pay cannot be pressed
    await addAddress("Xinjiang", "Urumqi");
    await expect(page.getByTestId("checkout-shipping")).toHaveText(m.checkout.shippingOutside);
    await expect(page.getByTestId("checkout-address-unreachable")).toHaveText(
      m.checkout.outsideArea,
    );
    await expect(page.getByTestId("checkout-pay")).toBeDisabled();

    await addAddress("Guangdong", "Tianhe");
    await expect(page.getByTestId("checkout-pay")).toBeEnabled();
    const before = variant.price_amount * quantity;
    await expect(page.getByTestId("checkout-product-amount")).toHaveText(yuan(before));
    await page
      .getByTestId("checkout-coupon")
      .filter({ hasText: yuan(coupon!.discount_value_amount) })
      .first()
      .click();
    await expect(page.getByTestId("checkout-coupon-discount")).toHaveText(
      `-${yuan(coupon!.discount_value_amount)}`,
    );
    const shippingText = (await page.getByTestId("checkout-shipping").textContent()) ?? "";
    const shipping =
      shippingText === m.checkout.shippingFree
        ? 0
        : Math.round(Number(shippingText.replace(/[^\d.]/g, "")) * 100);
    await expect(page.getByTestId("checkout-payable")).toHaveText(
      yuan(before - coupon!.discount_value_amount + shipping),
    );

    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("payment-amount")).toHaveText(
      yuan(before - coupon!.discount_value_amount + shipping),
    );
    await payAtGateway(page, "approve");
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-outcome", "paid");
    // the basket line became the order
    const basket = await page.request.get("/api/basket");
    expect(
      ((await basket.json()).data.lines as { id: number }[]).some((l) => l.id === line.id),
    ).toBe(false);
  });

  test(`a declined payment fails, Try again pays (${locale})`, async ({ page }) => {
    await quiet(page);
    await signUp(page);
    const { product, variant } = await pickPlain(page.request, 3);
    await bookDirect(page, locale, {
      product_id: product.id,
      product_sn: product.sn,
      variant_id: variant.id,
      quantity: 1,
    });
    await page.locator("#other-people-count").fill("2");
    await page.getByTestId("checkout-pay").click();
    await payAtGateway(page, "decline");
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-outcome", "failed");
    await expect(page.getByRole("heading", { name: m.payment.failed })).toBeVisible();
    await page.getByTestId("payment-try-again").click();
    await payAtGateway(page, "approve");
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-outcome", "paid");
  });

  test(`a required booking field left empty shows its translated error (${locale})`, async ({
    page,
  }) => {
    await quiet(page);
    await signUp(page);
    const { product, variant } = await pickPlain(page.request, 3);
    await bookDirect(page, locale, {
      product_id: product.id,
      product_sn: product.sn,
      variant_id: variant.id,
      quantity: 1,
    });
    // food: people_count is required (the platform's booking fields for type 3)
    await expect(page.getByLabel(m.checkout.field.people_count)).toHaveAttribute(
      "aria-required",
      "true",
    );
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("other-people-count-error")).toHaveText(
      m.checkout.fieldRequired.replace("{field}", m.checkout.field.people_count),
    );
    await expect(page.getByTestId("toast")).toHaveText(m.checkout.fixErrors);
    await expect(page).toHaveURL(/\/book\//);
    await page.locator("#other-people-count").fill("two");
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("other-people-count-error")).toHaveText(
      m.validation.numericInvalid,
    );
    await page.locator("#other-people-count").fill("2");
    await page.getByTestId("checkout-pay").click();
    await expect(page).toHaveURL(/\/payment\/confirm\?sn=/);
  });
}

test("add-on products: Add prices a second line, the choice survives a reload, Remove takes it out", async ({
  page,
}) => {
  await quiet(page);
  await signUp(page);
  const { product, variant, addOn } = await pickWithAddOn(page.request);
  await bookDirect(page, "en", {
    product_id: product.id,
    product_sn: product.sn,
    variant_id: variant.id,
    quantity: 1,
  });
  const section = page.getByTestId("checkout-add-ons");
  await expect(section.getByRole("heading", { name: en.checkout.addOns })).toBeVisible();
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);

  const fee = page.waitForRequest(
    (r) =>
      r.url().endsWith("/api/checkout/fee") &&
      (r.postDataJSON()?.checkout_lines?.length ?? 0) === 2,
  );
  await section.getByRole("button", { name: `Add ${addOn.title}` }).click();
  expect((await fee).postDataJSON()).toMatchObject({
    main_product_id: product.id,
    checkout_lines: [{ product_id: product.id }, { product_id: addOn.id, quantity: 1 }],
  });
  await expect(page.getByTestId("checkout-line")).toHaveCount(2);
  await expect(page.getByTestId("checkout-lines")).toContainText(addOn.title);

  await page.reload();
  await expect(page.getByTestId("checkout-line")).toHaveCount(2);
  await section.getByRole("button", { name: `Remove ${addOn.title}` }).click();
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  await expect(section.getByRole("button", { name: `Add ${addOn.title}` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("a hand-off for another product goes back to that product page with a note", async ({
  page,
}) => {
  await quiet(page);
  await signUp(page);
  const { product, variant } = await pickPlain(page.request, 3);
  await page.goto("/?locale=en");
  await page.evaluate((v) => localStorage.setItem("tf_buy", JSON.stringify(v)), {
    product_id: product.id + 1,
    product_sn: "X",
    variants: [{ variant_id: variant.id, quantity: 1 }],
  });
  await page.goto(`/book/${product.id}`);
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}/`));
  await expect(page.getByTestId("toast")).toHaveText(en.notice.buyInvalid);
});

test("/check opens the partner-app payment, and falls back only to our own return_url", async ({
  page,
}) => {
  await quiet(page);
  // jk-club takes the partner app's "gat" method
  await page.goto("/?brand=jk-club&locale=en&currency=CNY");
  await signUp(page);
  const { product, variant } = await pickPlain(page.request, 3, "jk-club");
  const feeBody = {
    currency: "CNY",
    checkout_lines: [{ product_id: product.id, variant_id: variant.id, quantity: 1 }],
  };
  const fee = await post(page, "/api/checkout/fee", feeBody);
  const booked = await post(
    page,
    "/api/orders/booking",
    {
      ...feeBody,
      contact: { name: "Test", phone: "+852 51234567", email: "t@example.com" },
      other: { people_count: "2" },
      expected_amount: fee.payable_amount,
    },
    { "idempotency-key": unique() + unique() },
  );
  await page.goto(
    `/check?sn=${booked.sn}&return_url=${encodeURIComponent("https://evil.example/")}`,
  );
  await expect(page).toHaveURL(new RegExp(`/sandbox/pay/`));
  await expect(page.getByTestId("sandbox-order")).toHaveText(booked.sn);
  await expect(page.locator("main")).toContainText("Partner app");

  // a failure (an order that is not this shopper's) goes to return_url only when it is ours
  const res = await page.request.get(
    `/check?sn=ZZZZZZZZZZ&return_url=${encodeURIComponent("https://evil.example/")}`,
    { maxRedirects: 0 },
  );
  expect(res.status()).toBe(303);
  expect(res.headers().location).toBe("/");
  const own = await page.request.get(
    `/check?sn=ZZZZZZZZZZ&return_url=${encodeURIComponent("/account")}`,
    { maxRedirects: 0 },
  );
  expect(own.headers().location).toBe("/account");
});
