import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bookLine } from "./support/orders";
import { quiet, signUp, UPSTREAM } from "./support/shop";

// Partner apps (spec §1, §2 /auth/wechat-callback, §6, §7 init?p=, §9): in WeChat's
// browser a login-required page signs the shopper in silently through the official account (the
// local shop runs a WeChat stand-in, scripts/dev-wechat.ts); a channel-restricted section says
// 'Please log in to the specified channel' until the partner's entry link (init?p=) opens it; a
// shopper granted quota pays an order from it — in English and simplified Chinese.

const OPS_TOKEN = "e2e-ops-token-0123456789abcdef";
const WECHAT_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";

async function upstream<T>(
  request: APIRequestContext,
  path: string,
  platform = "default",
): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, {
    headers: { platform, language: "en", currency: "CNY" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

for (const [locale, restricted] of [
  ["en", "Please log in to the specified channel"],
  ["zh-hans", "请在指定渠道登录"],
] as const) {
  test(`WeChat browser signs in silently (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA });
    const page = await context.newPage();
    await quiet(page);
    // share cards: inside WeChat the page fetches its JS-SDK signature, and the CSP allows WeChat's SDK host
    const signed = page.waitForResponse((r) => r.url().includes("/api/wechat/jsapi?"));
    const home = await page.goto(`/?brand=default&locale=${locale}`);
    expect(home?.headers()["content-security-policy"]).toContain("https://res.wx.qq.com");
    const jsapi = await signed;
    expect(jsapi.status()).toBe(200);
    expect((await jsapi.json()).data).toMatchObject({
      appId: "wx-dev-default",
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    await page.goto("/account");
    // WeChat keeps the authorize URL's #wechat_redirect fragment through the redirects back
    await expect(page).toHaveURL(/\/account(#wechat_redirect)?$/);
    await expect(page.getByTestId("account-page")).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "tf_session")?.httpOnly).toBe(true);
    // the state cookie is spent
    expect(cookies.find((c) => c.name === "tf_wechat")?.value ?? "").toBe("");
    await context.close();
  });

  test(`a forged WeChat callback is refused (${locale})`, async ({ page }) => {
    await quiet(page);
    const home = await page.goto(`/?brand=default&locale=${locale}`);
    // outside WeChat: no SDK host in the policy
    expect(home?.headers()["content-security-policy"]).not.toContain("res.wx.qq.com");
    const res = await page.goto("/auth/wechat-callback?code=code-forged&state=forged");
    expect(res?.url()).toMatch(/\/auth\/index\?error=authFailed/);
    expect((await page.context().cookies()).find((c) => c.name === "tf_session")).toBeUndefined();
  });

  test(`a channel-restricted section until the partner's entry link (${locale})`, async ({
    page,
    request,
  }) => {
    await quiet(page);
    const pogs = await upstream<{ id: number; slug: string }[]>(request, "pog");
    const benefits = pogs.find((p) => p.slug === "benefits")!;
    await page.goto(`/?brand=default&locale=${locale}`);
    await page.goto(`/products?pog_id=${benefits.id}`);
    await expect(page.getByTestId("channel-restricted")).toContainText(restricted);
    const p = Buffer.from(`channel=benefit&pog_id=${benefits.id}`).toString("base64url");
    await page.goto(`/init?p=${p}`);
    await expect(page).toHaveURL(new RegExp(`/products\\?pog_id=${benefits.id}$`));
    await expect(page.getByTestId("channel-restricted")).toHaveCount(0);
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
    // an entry link that points elsewhere goes home
    const evil = Buffer.from("channel=benefit&redirect=https://evil.example/").toString(
      "base64url",
    );
    const res = await page.goto(`/init?p=${evil}`);
    expect(new URL(res!.url()).origin).toBe(new URL(page.url()).origin);
  });
}

type Summary = {
  id: number;
  product_type: number;
  stock_type: number;
  shipping_required?: boolean;
};

/** One unit of a plain ticket of jk-club (no address, no date), booked through the BFF. */
async function bookJk(page: Page, request: APIRequestContext) {
  for (let n = 1; n <= 3; n++) {
    const { list } = await upstream<{ list: Summary[] }>(request, `products?page=${n}`, "jk-club");
    for (const p of list.filter((x) => x.stock_type === 0 && x.product_type !== 1)) {
      const { variants } = await upstream<{
        variants: { id: number; stock: number; min_purchase: number }[];
      }>(request, `product/${p.id}/variants`, "jk-club");
      const variant = variants.find((v) => v.stock >= 5 && v.min_purchase <= 1);
      if (!variant) continue;
      const line = { product_id: p.id, variant_id: variant.id, quantity: 1 };
      return bookLine(page, line);
    }
  }
  throw new Error("no plain jk-club ticket for this spec");
}

test("quota is offered only to a granted shopper and pays the order (en)", async ({
  page,
  request,
}) => {
  await quiet(page);
  await page.goto("/?brand=jk-club&locale=en&currency=CNY");
  const email = await signUp(page, "quota");
  const { sn, amount } = await bookJk(page, request);
  await page.goto(`/payment/confirm?sn=${sn}`);
  await expect(page.getByTestId("payment-method-alipay")).toBeVisible();
  await expect(page.getByTestId("payment-method-quota")).toHaveCount(0);

  const grant = await request.post(`${UPSTREAM}/ops/grant`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { email, methods: ["quota"], quota: amount + 1000, currency: "CNY" },
  });
  expect((await grant.json()).code).toBe(10000);
  await page.reload();
  await expect(page.getByTestId("payment-quota-balance")).toBeVisible();
  await page.getByTestId("payment-method-quota").click();
  await page.getByTestId("payment-pay").click();
  await expect(page).toHaveURL(/\/payment\/result\?sn=[A-Z0-9]+&result=paid$/);
});
