import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import zhHans from "../../messages/zh-hans.json";
import { memberPrice } from "../../lib/commerce/membership/membership";
import { bookLine, pay } from "./support/orders";
import { post, quiet, signUp, unique, UPSTREAM } from "./support/shop";

// Membership and points: buy tier 2 at the sandbox gateway → /vip shows the membership →
// a product page shows the member price → a member coupon applies in checkout at member prices;
// points earned on a completed order are exchanged on /vip/exchange, and an exchange beyond the
// balance reads "membership exchange failed" — in en and zh-hans.

const MESSAGES = { en, "zh-hans": zhHans } as const;
type Locale = keyof typeof MESSAGES;
const OPS_TOKEN = "e2e-ops-token-0123456789abcdef";
const yuan = (minor: number) =>
  `¥${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
const num = (locale: Locale, n: number) =>
  new Intl.NumberFormat(locale === "en" ? "en" : "zh-Hans").format(n);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));

type Summary = {
  id: number;
  sn: string;
  seo_sn: string;
  product_type: number;
  stock_type: number;
  min_price_amount: number;
};
type Variant = {
  id: number;
  price_amount: number;
  stock: number;
  min_purchase: number;
  limit_purchased: number;
};
type Detail = Summary & {
  confirmation: number;
  shipping_required: boolean;
  refund: { tag: number };
};
type Package = {
  member_discount_percent: number;
  coupons: {
    coupon: {
      id: number;
      is_membership_coupon: boolean;
      discount_value_amount: number;
      min_spent_amount: number;
    };
    count: number;
  }[];
};

async function upstream<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, {
    headers: { platform: "default", language: "en", currency: "CNY" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

async function products(request: APIRequestContext): Promise<Summary[]> {
  const out: Summary[] = [];
  for (let page = 1; page <= 3; page++)
    out.push(...(await upstream<{ list: Summary[] }>(request, `products?page=${page}`)).list);
  return out;
}

/** A good (stock type 0) and a quantity whose member-price total reaches the member coupon's minimum. */
async function pickGoods(request: APIRequestContext, percent: number, minimum: number) {
  for (const p of (await products(request)).filter(
    (x) => x.product_type === 1 && x.stock_type === 0,
  )) {
    const { variants } = await upstream<{ variants: Variant[] }>(
      request,
      `product/${p.id}/variants`,
    );
    for (const v of variants) {
      const unit = memberPrice(v.price_amount, percent);
      const quantity = Math.max(1, v.min_purchase, Math.ceil(minimum / unit));
      const cap = Math.min(v.stock, v.limit_purchased > 0 ? v.limit_purchased : 10, 10);
      if (unit > 0 && quantity <= cap) return { product: p, variant: v, quantity, unit };
    }
  }
  throw new Error("no good reaches the member coupon's minimum");
}

/** An instant, plain ticket (stock type 0) and a quantity worth at least `minimum`: completing it earns points. */
async function pickTicket(request: APIRequestContext, minimum: number) {
  for (const p of (await products(request)).filter(
    (x) => x.product_type === 2 && x.stock_type === 0,
  )) {
    const detail = await upstream<Detail>(request, `product/${p.id}`);
    if (detail.confirmation !== 0) continue;
    const { variants } = await upstream<{ variants: Variant[] }>(
      request,
      `product/${p.id}/variants`,
    );
    for (const v of variants) {
      const quantity = Math.max(
        1,
        v.min_purchase,
        Math.ceil(minimum / Math.max(1, v.price_amount)),
      );
      if (
        v.price_amount > 0 &&
        quantity <= Math.min(v.stock, v.limit_purchased > 0 ? v.limit_purchased : 6, 6)
      )
        return { product: detail, variant: v, quantity };
    }
  }
  throw new Error("no plain ticket for points");
}

/** Pay on /payment/confirm and approve at the sandbox gateway; a paid membership comes back to /vip. */
async function payMembershipAtGateway(page: Page, locale?: Locale) {
  await expect(page).toHaveURL(/\/payment\/confirm\?sn=[A-Z0-9]+$/);
  await page.getByTestId("payment-pay").click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/pay/`));
  // The pay page follows the shopper's language (§6 fixes only the membership request to zh-hans)
  if (locale) await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await page.locator('button[value="approve"]').click();
  await expect(page).toHaveURL(/\/vip$/);
}

for (const locale of ["en", "zh-hans"] as const satisfies readonly Locale[]) {
  const m = MESSAGES[locale];

  test(`buy tier 2 in the sandbox → member price on a product → a member coupon in checkout (${locale})`, async ({
    page,
  }) => {
    await quiet(page);
    await signUp(page, "vip");
    const tier2 = await upstream<Package>(page.request, "product/membership/2");
    const percent = tier2.member_discount_percent;
    expect(percent).toBeGreaterThan(0);
    const memberCoupon = tier2.coupons.find((c) => c.coupon.is_membership_coupon)!.coupon;
    const item = await pickGoods(page.request, percent, memberCoupon.min_spent_amount);
    const detail = await upstream<Detail>(page.request, `product/${item.product.id}`);

    // before: a non-member sees what joining would save
    await page.goto(`/product/${detail.id}/${detail.seo_sn}?locale=${locale}`);
    const joined = memberPrice(detail.min_price_amount, percent);
    await expect(page.getByTestId("member-join")).toContainText(
      fill(m.memberPrice.join, {
        price: yuan(joined),
        saving: yuan(detail.min_price_amount - joined),
      }),
    );

    // /vip: three tiers, tier 2 preselected; Buy → /payment/confirm → sandbox → paid
    await page.goto("/vip");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.vip.title);
    for (const level of [1, 2, 3])
      await expect(page.getByTestId(`vip-tier-${level}`)).toBeVisible();
    await expect(page.getByTestId("vip-tier-2").locator("input")).toBeChecked();
    await expect(page.getByTestId("vip-price-2")).toHaveText("¥100.00 CNY");
    await expect(page.getByTestId("vip-gives")).toContainText(
      fill(m.vip.couponLine, {
        value: fill(m.product.couponFixed, { amount: yuan(memberCoupon.discount_value_amount) }),
        count: 4,
      }),
    );
    await page.getByTestId("vip-buy").click();
    await expect(page.getByTestId("payment-amount")).toHaveText("¥100.00");
    await payMembershipAtGateway(page, locale);
    await expect(page.getByTestId("vip-current-level")).toHaveText(
      fill(m.vip.current, { level: 2 }),
    );
    await expect(page.getByTestId("vip-current-until")).toBeVisible();

    // the member price on the product page
    await page.goto(`/product/${detail.id}/${detail.seo_sn}`);
    await expect(page.getByTestId("member-price")).toHaveText(
      fill(m.memberPrice.member, { price: yuan(joined) }),
    );

    // checkout at member prices, with a member coupon
    const line = await post(
      page,
      "/api/basket/line",
      { product_id: item.product.id, variant_id: item.variant.id, quantity: item.quantity },
      { "idempotency-key": unique() + unique() },
    );
    await page.evaluate(
      (id) => localStorage.setItem("tf_checkout", JSON.stringify({ basket_lines_id: [id] })),
      line.id as number,
    );
    await page.goto("/checkout/confirm");
    await expect(page.getByTestId("checkout-form")).toBeVisible();
    await page.getByTestId("checkout-address-add").click();
    const form = page.getByTestId("address-form");
    await form.locator("#address-name").fill("Chan Tai Man");
    await form.locator("#address-phone").fill("13800138000");
    await form.locator("#address-region").fill("Guangdong");
    await form.locator("#address-district").fill("Tianhe");
    await form.locator("#address-address").fill("1 Harbour Road");
    await form.locator("#address-email").fill("chan@example.com");
    await form.getByTestId("address-save").click();
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId("checkout-product-amount")).toHaveText(
      yuan(item.unit * item.quantity),
    );
    await page
      .getByTestId("checkout-coupon")
      .filter({ hasText: yuan(memberCoupon.discount_value_amount) })
      .first()
      .click();
    await expect(page.getByTestId("checkout-coupon-discount")).toHaveText(
      `-${yuan(memberCoupon.discount_value_amount)}`,
    );
  });

  test(`exchange points on /vip/exchange (${locale})`, async ({ page }) => {
    await quiet(page);
    await signUp(page, "points");
    await page.goto(`/?locale=${locale}`);
    // points come from a completed order: a paid ticket that ops mark used
    const { product, variant, quantity } = await pickTicket(page.request, 20000);
    const booked = await bookLine(page, {
      product_id: product.id,
      variant_id: variant.id,
      quantity,
    });
    await pay(page, booked.sn);
    const fulfilled = await page.request.post(`${UPSTREAM}/ops/fulfil`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      data: { sn: booked.sn },
    });
    expect((await fulfilled.json()).code).toBe(10000);
    const earned = Math.floor(booked.amount / 100);

    await page.goto("/account");
    await expect(page.getByTestId("account-points")).toHaveText(num(locale, earned));
    await expect(page.getByTestId("points-entry").first()).toContainText(
      fill(m.points.reason_earned, { sn: booked.sn }),
    );

    await page.getByTestId("account-points-exchange").click();
    await expect(page).toHaveURL(/\/vip\/exchange$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.points.title);
    await expect(page.getByTestId("points-balance")).toHaveText(num(locale, earned));
    // the platform's points_api_config texts (VIP calls are made in zh-hans, §6)
    await expect(page.getByTestId("points-rules")).toContainText("100积分抵1元");
    await page.getByTestId("exchange-100").getByRole("button").click();
    await expect(page.getByTestId("exchange-outcome")).toContainText(
      fill(m.points.done, { points: 100, money: "¥1.00" }),
    );
    await expect(page.getByTestId("points-balance")).toHaveText(num(locale, earned - 100));
    await expect(page.getByTestId("points-entry").first()).toContainText(m.points.reason_exchange);
    // beyond the balance: refused, nothing spent
    await page.getByTestId("exchange-5000").getByRole("button").click();
    await expect(page.getByTestId("exchange-outcome")).toHaveText(
      m.errors.membershipExchangeFailed,
    );
    await expect(page.getByTestId("points-balance")).toHaveText(num(locale, earned - 100));
  });
}
