import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import zhHans from "../../messages/zh-hans.json";
import { post, quiet, signUp, unique, UPSTREAM } from "./support/shop";

// The FAQ page, the user agreement and privacy policy opened as dialogs from the
// registration form (what was typed stays), and the chatbot answering "where is my order" for a
// signed-in shopper with that order's status — in en and zh-hans.

const WORDS = { en, "zh-hans": zhHans } as const;
const ASK = { en: "Where is my order?", "zh-hans": "我的订单到哪了" } as const;
const AGREEMENT = { en: "User Agreement", "zh-hans": "用户协议" } as const;
const PRIVACY = { en: "Privacy Policy", "zh-hans": "隐私政策" } as const;

type Summary = { id: number; product_type: number; stock_type: number };
type Variant = { id: number; stock: number; min_purchase: number };

async function upstream<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, {
    headers: { platform: "default", language: "en", currency: "CNY" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

/** An unpaid order of one good in stock, booked through the storefront's route handlers. */
async function unpaidGood(page: Page, request: APIRequestContext): Promise<string> {
  const { list } = await upstream<{ list: Summary[] }>(request, "products?page=1");
  for (const p of list.filter((x) => x.product_type === 1 && x.stock_type === 0)) {
    const { variants } = await upstream<{ variants: Variant[] }>(
      request,
      `product/${p.id}/variants`,
    );
    const variant = variants.find((v) => v.stock >= 5 && v.min_purchase <= 1);
    if (!variant) continue;
    const line = { product_id: p.id, variant_id: variant.id, quantity: 1 };
    const address = await post(page, "/api/account/address", {
      name: "Ada",
      country_code: "86",
      phone: "13800138000",
      region: "Shanghai",
      district: "Pudong",
      address: "1 Century Ave",
      email: "ada@example.com",
    });
    const fee = await post(page, "/api/checkout/fee", {
      currency: "CNY",
      checkout_lines: [line],
      address_id: address.id,
    });
    const booked = await post(
      page,
      "/api/orders/booking",
      {
        currency: "CNY",
        checkout_lines: [line],
        address_id: address.id,
        contact: { name: "Ada Lee", phone: "13800138000", email: "ada@example.com" },
        tourist_ids: [],
        other: {},
        expected_amount: fee.payable_amount,
      },
      { "idempotency-key": `e2e-${unique()}` },
    );
    return booked.sn as string;
  }
  throw new Error("no plain good in stock for this spec");
}

for (const locale of ["en", "zh-hans"] as const) {
  const words = WORDS[locale];

  test(`the FAQ page from the upstream, with canonical and hreflang (${locale})`, async ({
    page,
  }) => {
    await quiet(page);
    const res = await page.goto(`/faq?locale=${locale}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.info.faqTitle);
    const entries = page.getByTestId("faq-entry");
    expect(await entries.count()).toBeGreaterThanOrEqual(8);
    await entries.first().locator("summary").click();
    await expect(entries.first()).toHaveAttribute("open", "");
    await expect(entries.first().locator("p")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/faq/);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBeGreaterThanOrEqual(4);
  });

  test(`the agreement and privacy dialogs open from registration and keep what was typed (${locale})`, async ({
    page,
  }) => {
    await quiet(page);
    await page.goto(`/auth/register?locale=${locale}`);
    const form = page.getByTestId("register-form");
    await form.locator('input[name="first_name"]').fill("Ada");
    await form.locator('input[name="email"]').fill("ada-typed@example.com");

    await form.getByTestId("agreement-link").click();
    const agreement = page.getByTestId("agreement-dialog");
    await expect(agreement).toBeVisible();
    await expect(agreement.getByRole("heading", { level: 2 })).toHaveText(AGREEMENT[locale]);
    await expect(agreement.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(agreement).toBeHidden();

    await form.getByTestId("privacy-link").click();
    const privacy = page.getByTestId("privacy-dialog");
    await expect(privacy.getByRole("heading", { level: 2 })).toHaveText(PRIVACY[locale]);
    await expect(privacy).toContainText(locale === "en" ? "15 days" : "15天");
    await privacy.getByRole("button", { name: words.info.close }).click();
    await expect(privacy).toBeHidden();

    await expect(page).toHaveURL(/\/auth\/register/);
    await expect(form.locator('input[name="first_name"]')).toHaveValue("Ada");
    await expect(form.locator('input[name="email"]')).toHaveValue("ada-typed@example.com");
  });

  test(`the chatbot tells a signed-in shopper where their order is (${locale})`, async ({
    page,
    request,
  }) => {
    await quiet(page);
    await signUp(page, "chat");
    const sn = await unpaidGood(page, request);

    const chunks: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && chunks.push(r.url()));
    await page.goto(`/?locale=${locale}`);
    const button = page.getByTestId("chat-button");
    await expect(button).toBeVisible();
    await expect(page.getByTestId("chat-panel")).toHaveCount(0);
    const before = chunks.length;

    await button.click();
    const panel = page.getByTestId("chat-panel");
    await expect(panel).toBeVisible();
    // the panel came as its own chunk, on the press
    expect(chunks.length).toBeGreaterThan(before);
    await panel.getByTestId("chat-input").fill(ASK[locale]);
    await panel.getByTestId("chat-input").press("Enter");

    const order = panel.getByTestId("chat-order").first();
    await expect(order).toHaveAttribute("data-sn", sn);
    await expect(order).toContainText(words.orders.status.pending);
    await expect(order.getByRole("link", { name: words.chat.viewOrder })).toHaveAttribute(
      "href",
      `/account/order/${sn}`,
    );
  });
}

test("a guest asking about orders is asked to sign in; an unknown question hands over to the brand's contacts", async ({
  page,
}) => {
  await quiet(page);
  await page.goto("/?locale=en");
  await page.getByTestId("chat-button").click();
  const panel = page.getByTestId("chat-panel");
  await panel.getByTestId("chat-input").fill("Where is my order?");
  await panel.getByTestId("chat-input").press("Enter");
  await expect(panel.getByTestId("chat-answer").last()).toContainText(en.chat.signIn);
  await panel.getByTestId("chat-input").fill("I want to talk to a human");
  await panel.getByTestId("chat-input").press("Enter");
  await expect(panel.getByTestId("chat-handover")).toContainText("help@shop.example.com");
});

test("a brand whose platform has enable_robot off shows no chat", async ({ page }) => {
  await quiet(page);
  await page.goto("/?brand=jk-club&locale=en");
  await expect(page.getByTestId("site-footer")).toBeVisible();
  await expect(page.getByTestId("chat-button")).toHaveCount(0);
});
