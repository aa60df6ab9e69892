import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { post, quiet, signUp, unique, UPSTREAM } from "./support/shop";

// Every word a client island reads is in the messages its NextIntlClientProvider scope sends to
// the browser (messages/*.json; the layout's scope and the MessagesScope subtrees). A namespace a
// scope misses shows the raw key on screen and next-intl says MISSING_MESSAGE in the console. This
// walks the catalogue, checkout and account pages as a signed-in shopper in the three languages —
// on each kind of product it opens the booking panel, picks a date and a session, presses Add to
// basket and Book now — and fails on any next-intl error line in the browser console.

const LOCALES = ["en", "zh-hans", "zh-hant"] as const;
const NEXT_INTL_ERROR =
  /MISSING_MESSAGE|INSUFFICIENT_PATH|INVALID_MESSAGE|INVALID_KEY|FORMATTING_ERROR|ENVIRONMENT_FALLBACK|IntlError/;

type Summary = { id: number; seo_sn: string; product_type: number; stock_type: number };
type Variant = { id: number; stock: number; min_purchase: number };
type Calendar = { variant_id: number; date: string; stock_num: number; events: unknown[] };

async function upstream<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, {
    headers: { platform: "default", language: "en", currency: "CNY" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

/** One product of each kind the booking panel draws differently, bookable now. */
async function productsOfEachKind(request: APIRequestContext): Promise<Summary[]> {
  const list: Summary[] = [];
  for (let page = 1; page <= 3; page++)
    list.push(...(await upstream<{ list: Summary[] }>(request, `products?page=${page}`)).list);
  const kinds: [type: number, stock: number][] = [
    [1, 0], // goods, shipped
    [2, 1], // a trip by date
    [2, 2], // a trip by session
    [3, 0], // a food voucher
  ];
  const out: Summary[] = [];
  for (const [type, stock] of kinds) {
    for (const p of list.filter((x) => x.product_type === type && x.stock_type === stock)) {
      const { variants, calendars } = await upstream<{
        variants: Variant[];
        calendars: Calendar[];
      }>(request, `product/${p.id}/variants`);
      const open =
        stock === 0
          ? variants.some((v) => v.stock >= 5 && v.min_purchase <= 1)
          : calendars.some((c) => (stock === 2 ? c.events.length > 0 : c.stock_num > 0));
      if (open) {
        out.push(p);
        break;
      }
    }
  }
  expect(out).toHaveLength(kinds.length);
  return out;
}

/** An unpaid order of a plain product, booked through the BFF; its number. */
async function unpaidOrder(page: Page, request: APIRequestContext): Promise<string> {
  const list = (await upstream<{ list: Summary[] }>(request, "products?page=1")).list;
  for (const p of list.filter((x) => x.product_type === 3 && x.stock_type === 0)) {
    const { variants } = await upstream<{ variants: Variant[] }>(
      request,
      `product/${p.id}/variants`,
    );
    const variant = variants.find((v) => v.stock >= 5 && v.min_purchase <= 1);
    if (!variant) continue;
    const line = { product_id: p.id, variant_id: variant.id, quantity: 1 };
    const fee = await post(page, "/api/checkout/fee", { currency: "CNY", checkout_lines: [line] });
    if (fee.traveller_count > 0) continue;
    // the booking fields the product asks for, filled in well-formed
    const sample: Record<string, string> = {
      people_count: "2",
      emergency_contact: "13800138000",
      wechat: "ada_lovelace",
    };
    const other = Object.fromEntries(
      (fee.fields as { key: string; required: boolean }[])
        .filter((f) => f.required && !["contact", "shipping_address"].includes(f.key))
        .map((f) => [f.key, sample[f.key] ?? "n/a"]),
    );
    const booked = await post(
      page,
      "/api/orders/booking",
      {
        currency: "CNY",
        checkout_lines: [line],
        contact: { name: "Ada Lovelace", phone: "13800138000", email: "ada@example.com" },
        tourist_ids: [],
        other,
        expected_amount: fee.payable_amount,
      },
      { "idempotency-key": `e2e-words-${unique()}` },
    );
    return booked.sn as string;
  }
  throw new Error("no plain food voucher without travellers in the seed");
}

/**
 * The page has loaded and the browser has been idle (islands loaded "when idle" are in). A page
 * that sends the browser on (a sign-in step, a hand-off) is followed to where it lands.
 */
async function settled(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState("load");
      for (let i = 0; i < 2; i++)
        await page.evaluate(
          () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })),
        );
      return;
    } catch (error) {
      if (attempt >= 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

for (const locale of LOCALES) {
  test(`no island misses a message on the catalogue, checkout and account pages (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (NEXT_INTL_ERROR.test(message.text()))
        problems.push(`${new URL(page.url()).pathname}: ${message.text().split("\n")[0]}`);
    });
    page.on("pageerror", (error) => {
      if (NEXT_INTL_ERROR.test(String(error)))
        problems.push(`${new URL(page.url()).pathname}: ${String(error).split("\n")[0]}`);
    });
    const visited: string[] = [];
    const visit = async (path: string) => {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}locale=${locale}`);
      await settled(page);
      visited.push(`${path} → ${new URL(page.url()).pathname}`);
    };

    await quiet(page);
    await signUp(page, "words");
    const sn = await unpaidOrder(page, request);

    // the catalogue
    for (const path of ["/", "/products", "/products?sort=price_asc", "/promotion/seckill", "/faq"])
      await visit(path);

    // each kind of product: the booking panel, a date and a session, Add to basket, Book now
    for (const product of await productsOfEachKind(request)) {
      await visit(`/product/${product.id}/${product.seo_sn}`);
      const panel = page.getByTestId("booking-panel");
      await expect(panel).toBeVisible();
      if (product.stock_type !== 0) {
        await panel.locator('[data-testid="calendar-day"]:not([disabled])').first().click();
        if (product.stock_type === 2)
          await panel.getByTestId("sessions").locator("button:not([disabled])").first().click();
      }
      const added = page.waitForResponse(
        (r) => r.url().endsWith("/api/basket/line") && r.request().method() === "POST",
      );
      await panel.getByTestId("add-to-cart").click();
      expect((await added).status()).toBe(200);
      await settled(page);
      await panel.getByTestId("book-now").click();
      await expect(page).toHaveURL(new RegExp(`/book/${product.id}`));
      // the checkout has priced the line: its summary and cancellation terms are drawn
      await expect(page.getByTestId("checkout-line-terms").first()).toBeVisible();
      await settled(page);
      // Pay with the form as it is: its errors (or the order and the payment pages) are worded too
      await page.getByTestId("checkout-pay").click();
      await settled(page);
    }

    // the basket, and checking it out (two delivery types: its refusal is worded too)
    await visit("/cart");
    await page.getByTestId("cart-checkout").click();
    await settled(page);
    await visit("/checkout/confirm");

    // the account
    for (const path of [
      "/account",
      "/account/orders",
      `/account/order/${sn}`,
      "/account/coupons",
      "/account/favorites",
      "/account/address",
      "/account/address/new",
      "/account/afterSales",
      "/tourist",
      "/tourist/new",
      "/vip",
      "/vip/exchange",
      `/payment/confirm?sn=${sn}`,
      `/payment/result?sn=${sn}`,
      `/order/cancel?sn=${sn}`,
    ])
      await visit(path);
    // a saved record's form sent empty: each field's error
    for (const kind of ["address", "tourist"]) {
      await visit(kind === "address" ? "/account/address/new" : "/tourist/new");
      await page.getByTestId(`${kind}-save`).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await settled(page);
    }

    expect(problems, `walked: ${visited.join(", ")}`).toEqual([]);
  });
}
