import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Cookie,
  type Page,
} from "@playwright/test";
import axe from "axe-core";
import { openOnceHydrated } from "./support/shop";

// Accessibility: axe-core with the WCAG 2.2 A/AA rules on every route — catalogue, auth,
// account (signed in: orders, an order, its vouchers, refund, after-sales, vip and points — issue
// 21), cart, checkout and payment — for two brands, in en and a Chinese locale, at
// phone and desktop width, plus the states a route opens into (header pop-overs, a form's errors).
// A serious or critical violation fails the test. One test per (brand, locale) visits the whole
// route list at both widths at once; one shopper per brand is signed up once
// (with an address, a traveller, a favourite, a coupon, a basket line and a paid order) and its
// session cookie reused.

const PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://localhost:${PORT}`;
const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4210}`;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FAILING = new Set(["serious", "critical"]);
// axe-core is loaded into every document by an init script (below), so AxeBuilder's own injection
// — the 650 KB source evaluated twice per scan — is a no-op; this halves the time a scan takes.
const PRELOADED = "void 0";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Two brands with different themes: teal on white with simplified Chinese; terracotta on cream with traditional. */
const BRANDS = [
  { slug: "default", currency: "CNY", zh: "zh-hans" },
  { slug: "kraft", currency: "TWD", zh: "zh-hant" },
] as const;
type BrandCase = (typeof BRANDS)[number];
const WIDTHS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;
type Width = (typeof WIDTHS)[number];

type Summary = { id: number; sn: string; seo_sn: string; product_type: number; stock_type: number };
type Variant = { id: number; price_amount: number; stock: number; min_purchase: number };
type Buy = { product: Summary; variant: Variant };

/** What a brand's shopper owns: made once per brand (per worker) and reused by that brand's tests. */
type Shopper = Buy & {
  session: Cookie;
  addressId: number;
  touristId: number;
  lineId: number;
  paidSn: string;
};
const shoppers = new Map<string, Shopper>();

type Violation = { url: string; id: string; impact: string; help: string; targets: string[] };

/** A state a route opens into: what to do, where to look (a selector), and how to leave it. */
type State = {
  name: string;
  open: (page: Page) => Promise<unknown>;
  include: string;
  close?: (page: Page) => Promise<unknown>;
};
/** A route to scan: its path, what shows once its (client-loaded) content is there, its states. */
type Route = {
  path: string;
  ready?: string;
  status?: number;
  before?: (page: Page) => Promise<unknown>;
  states?: State[];
};

async function upstream<T>(request: APIRequestContext, path: string, brand: string): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, {
    headers: { platform: brand, language: "en", currency: "CNY" },
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

/** A plain (undated) food voucher of the brand, in stock: bookable straight from /book/{id}. */
async function pickPlain(request: APIRequestContext, brand: string): Promise<Buy> {
  for (let page = 1; page <= 3; page++) {
    const { list } = await upstream<{ list: Summary[] }>(request, `products?page=${page}`, brand);
    for (const product of list.filter((x) => x.product_type === 3 && x.stock_type === 0)) {
      const { variants } = await upstream<{ variants: Variant[] }>(
        request,
        `product/${product.id}/variants`,
        brand,
      );
      const variant = variants.find((v) => v.stock >= 10 && v.min_purchase <= 1);
      if (variant) return { product, variant };
    }
  }
  throw new Error(`no plain food voucher for ${brand}`);
}

async function post<T = Record<string, unknown>>(
  page: Page,
  url: string,
  data: unknown,
  idempotent = false,
): Promise<T> {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (idempotent) headers["idempotency-key"] = unique() + unique();
  const res = await page.request.post(url, { headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()).data as T;
}

/** An unpaid order (the booking route, as /book/{id} sends it). The e2e pay deadline is short: place it just before its page. */
async function placeOrder(page: Page, brand: BrandCase, buy: Buy): Promise<string> {
  const lines = {
    currency: brand.currency,
    checkout_lines: [{ product_id: buy.product.id, variant_id: buy.variant.id, quantity: 1 }],
  };
  const fee = await post<{ payable_amount: number }>(page, "/api/checkout/fee", lines);
  const contact = { name: "Ada Chan", phone: "+852 51234567", email: "ada@example.com" };
  const booked = await post<{ sn: string }>(
    page,
    "/api/orders/booking",
    { ...lines, contact, other: { people_count: "2" }, expected_amount: fee.payable_amount },
    true,
  );
  return booked.sn;
}

async function quiet(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem("tf_popup_seen", "1"));
  await page
    .context()
    .addCookies([{ name: "tf_consent", value: "1", domain: "localhost", path: "/" }]);
}

/** Signs a shopper up on the brand and gives it one of everything the account pages list, and a paid order. */
async function makeShopper(page: Page, brand: BrandCase): Promise<Shopper> {
  await quiet(page);
  await page.goto(`/?brand=${brand.slug}&locale=en&currency=${brand.currency}`);
  await post(page, "/api/auth/signup", {
    identity_type: 1,
    first_name: "Ada",
    last_name: "Chan",
    email: `a11y-${unique()}@example.com`,
    password: "trip12345",
    password_confirm: "trip12345",
    country_code: "852",
    mobile: String(51000000 + Math.floor(Math.random() * 8_999_999)),
    agree: true,
  });
  const buy = await pickPlain(page.request, brand.slug);
  const address = await post<{ id: number }>(
    page,
    "/api/account/address",
    {
      name: "Ada Chan",
      country_code: "86",
      phone: "13800138000",
      region: "Guangdong",
      district: "Tianhe",
      address: "1 Harbour Road",
      email: "ada@example.com",
    },
    true,
  );
  const tourist = await post<{ id: number }>(
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
    true,
  );
  await post(page, "/api/favorites", { product_id: buy.product.id });
  const { coupons } = await upstream<{ coupons: { id: number; is_available: boolean }[] }>(
    page.request,
    `product/${buy.product.id}/discount`,
    brand.slug,
  );
  const coupon = coupons.find((c) => c.is_available);
  if (coupon) await post(page, "/api/coupons/redeem", { coupon_id: coupon.id }, true);
  const line = await post<{ id: number }>(
    page,
    "/api/basket/line",
    { product_id: buy.product.id, variant_id: buy.variant.id, quantity: 1 },
    true,
  );

  // a paid order for /payment/result: Pay on /payment/confirm, approve at the sandbox gateway
  const paidSn = await placeOrder(page, brand, buy);
  await page.goto(`/payment/confirm?sn=${paidSn}`);
  await page.getByTestId("payment-pay").click();
  await page.locator('button[value="approve"]').click();
  await expect(page).toHaveURL(/\/payment\/result\?sn=[A-Z0-9]+&result=paid$/);

  const session = (await page.context().cookies()).find((c) => c.name === "tf_session");
  expect(session, "the sign-up's session cookie").toBeTruthy();
  return {
    ...buy,
    session: session!,
    addressId: address.id,
    touristId: tourist.id,
    lineId: line.id,
    paidSn,
  };
}

async function analyze(page: Page, where: string, found: Violation[], include?: string) {
  // Blocks below the first screen render only near it (content-visibility: auto, the render-lazy
  // utility); axe reads colours from what is drawn, so it would judge a skipped block's text
  // against the page behind it. Drawn as a shopper who scrolls there sees them, then scanned.
  await page.addStyleTag({ content: ".render-lazy { content-visibility: visible !important; }" });
  const builder = new AxeBuilder({ page, axeSource: PRELOADED })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself instead of runPartial per frame + finishRun in a new blank page:
    // the shop has no frames of its own to follow (the footer map is a third party's)
    .setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  for (const v of violations) {
    const violation = {
      url: where,
      id: v.id,
      impact: v.impact ?? "unknown",
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    };
    if (v.impact && FAILING.has(v.impact)) found.push(violation);
    // moderate and minor ones do not fail the run, but show in the report
    else
      test
        .info()
        .annotations.push({ type: `axe ${violation.impact}`, description: summary([violation]) });
  }
}

async function scan(page: Page, route: Route, found: Violation[]) {
  const started = Date.now();
  await scanRoute(page, route, found);
  if (process.env.E2E_A11Y_TIMING) console.log(`${Date.now() - started} ms ${route.path}`);
}

async function scanRoute(page: Page, route: Route, found: Violation[]) {
  if (route.before) await route.before(page);
  const res = await page.goto(route.path);
  expect(res?.status(), route.path).toBe(route.status ?? 200);
  if (route.ready)
    await expect(
      page.getByTestId(route.ready).first(),
      `${route.path}: ${route.ready}`,
    ).toBeVisible();
  // scan the settled page, not a list or a price summary half-way through loading
  await expect(page.locator('[aria-busy="true"]'), `${route.path}: still busy`).toHaveCount(0);
  await analyze(page, route.path, found);
  for (const state of route.states ?? []) {
    await state.open(page);
    // a state's part may load on the press (the chat panel): scan it once it is there
    await expect(
      page.locator(state.include).first(),
      `${route.path} [${state.name}]`,
    ).toBeVisible();
    await analyze(page, `${route.path} [${state.name}]`, found, state.include);
    if (state.close) await state.close(page);
  }
}

function summary(found: Violation[]): string {
  return found
    .map((v) => {
      const more = v.targets.length > 5 ? `\n      … and ${v.targets.length - 5} more` : "";
      return `  ${v.impact} ${v.id} — ${v.help}\n    at ${v.url}\n      ${v.targets.slice(0, 5).join("\n      ")}${more}`;
    })
    .join("\n");
}

const click = (testId: string) => (page: Page) => page.getByTestId(testId).click();

/** On a phone the pickers and the contact button sit behind the menu button, the search behind its own. */
const behind =
  (toggle: "menu-toggle" | "search-toggle", then: (page: Page) => Promise<unknown>) =>
  async (page: Page) => {
    const button = page.getByTestId(toggle);
    if (await button.isVisible()) await openOnceHydrated(button);
    await then(page);
  };
const toggle = (testId: string) => (page: Page) =>
  page.getByTestId(testId).locator("summary").click();
const escape = (page: Page) => page.keyboard.press("Escape");

/** Header pop-overs, scanned open on the home page (they are the same on every page). */
const HEADER_STATES: State[] = [
  {
    name: "city picker",
    open: behind("menu-toggle", (page) => openOnceHydrated(page.getByTestId("city-picker"))),
    include: "header",
    close: escape,
  },
  {
    name: "language",
    open: behind("menu-toggle", toggle("language-picker")),
    include: "header",
    close: toggle("language-picker"),
  },
  {
    name: "currency",
    open: behind("menu-toggle", toggle("currency-picker")),
    include: "header",
    close: toggle("currency-picker"),
  },
  {
    name: "contact",
    open: behind("menu-toggle", click("contact-button")),
    include: "header",
    close: escape,
  },
  {
    name: "search",
    open: behind("search-toggle", (page) => page.getByRole("combobox").click()),
    include: "header",
    close: (page) => page.getByRole("combobox").blur(),
  },
  {
    name: "chat",
    open: click("chat-button"),
    include: '[data-testid="chat-panel"]',
    close: click("chat-button"),
  },
];

/** The form's errors: submitted empty, the translated messages show beside the fields. */
const submitEmpty = (form: string, submit: string): State => ({
  name: "errors",
  open: async (page) => {
    await page.getByTestId(form).locator(submit).click();
    await expect(page.getByTestId(form).locator('[aria-invalid="true"]').first()).toBeVisible();
  },
  include: `[data-testid="${form}"]`,
});

const PUBLIC_ROUTES = (s: Shopper): Route[] => [
  { path: "/", ready: "product-card", states: HEADER_STATES },
  { path: "/products", ready: "product-card" },
  { path: "/products?keyword=tour&sort=price_desc" },
  { path: "/category/4" },
  { path: `/product/${s.product.id}/${s.product.seo_sn}` },
  { path: "/promotion/seckill" },
  { path: "/promotion/special/top-picks" },
  // notFound() pages come as Next's recovery shell (<html id="__next_error__">, no lang) and are
  // drawn in the browser (vercel/next.js#62228): scan them once drawn
  { path: "/product/not-found", status: 404, ready: "not-found" },
  { path: "/no-such-page", status: 404, ready: "not-found" },
  { path: "/upgrading", status: 503 },
  { path: "/auth/index" },
  { path: "/auth/login" },
  {
    path: "/auth/register",
    states: [
      submitEmpty("register-form", 'button[type="submit"]'),
      {
        name: "agreement dialog",
        open: click("agreement-link"),
        include: '[data-testid="agreement-dialog"]',
        close: escape,
      },
    ],
  },
  { path: "/auth/register-tk" },
  { path: "/auth/password-reset" },
  { path: "/auth/password-reset2?token=abc" },
  { path: "/auth/agreement" },
  { path: "/faq" },
  { path: "/agreement" },
  { path: "/privacy" },
  { path: "/auth/platform-warning" },
  { path: "/login" },
];

const ACCOUNT_ROUTES = (s: Shopper): Route[] => [
  {
    path: "/account",
    states: [
      { name: "user menu", open: click("user-menu"), include: "header" },
      { name: "log out?", open: click("logout"), include: "header", close: escape },
    ],
  },
  { path: "/account/coupons" },
  { path: "/account/favorites", ready: "favorites-grid" },
  { path: "/account/address", ready: "address-item" },
  {
    path: "/account/address/new",
    ready: "address-form",
    states: [submitEmpty("address-form", '[data-testid="address-save"]')],
  },
  { path: `/account/address/${s.addressId}`, ready: "address-form" },
  { path: "/tourist", ready: "tourist-item" },
  {
    path: "/tourist/new",
    ready: "tourist-form",
    states: [submitEmpty("tourist-form", '[data-testid="tourist-save"]')],
  },
  { path: `/tourist/${s.touristId}`, ready: "tourist-form" },
  { path: "/auth/gat" },
  { path: "/cart", ready: "cart-group" },
  {
    path: "/checkout/confirm",
    ready: "checkout-form",
    before: (page) =>
      page.evaluate(
        (id) => localStorage.setItem("tf_checkout", JSON.stringify({ basket_lines_id: [id] })),
        s.lineId,
      ),
  },
  {
    path: `/book/${s.product.id}`,
    ready: "checkout-form",
    before: (page) =>
      page.evaluate((v) => localStorage.setItem("tf_buy", JSON.stringify(v)), {
        product_id: s.product.id,
        product_sn: s.product.sn,
        variants: [{ variant_id: s.variant.id, quantity: 1 }],
      }),
    states: [
      {
        name: "errors",
        open: async (page) => {
          await page.getByTestId("checkout-pay").click();
          await expect(page.getByTestId("other-people-count-error")).toBeVisible();
        },
        include: "main",
      },
    ],
  },
  { path: `/payment/result?sn=${s.paidSn}&result=paid`, ready: "payment-result" },
  // The signed-in pages after paying — the orders, the paid order, its vouchers, the
  // refund page, after-sales, the membership and the points exchange
  { path: "/account/orders", ready: "order-list" },
  { path: `/account/order/${s.paidSn}`, ready: "order-page" },
  { path: `/account/order/${s.paidSn}/vouchers`, ready: "voucher-line" },
  { path: `/refund/apply?sn=${s.paidSn}`, ready: "refund-apply-page" },
  { path: "/account/afterSales", ready: "after-sales-page" },
  { path: "/vip", ready: "vip-page" },
  { path: "/vip/exchange" },
];

/** Every route (and its states) at one width, in a page of its own; the violations found. */
async function scanAll(
  browser: Browser,
  brand: BrandCase,
  locale: string,
  width: Width,
  shopper: Shopper,
): Promise<Violation[]> {
  const context = await browser.newContext({ viewport: width.viewport, reducedMotion: "reduce" });
  // a step that cannot happen fails in seconds with its name, not at the test's time limit
  context.setDefaultTimeout(20_000);
  await context.addInitScript({ content: axe.source });
  const page = await context.newPage();
  const found: Violation[] = [];
  try {
    // a first visit sets the preferences (kept in cookies) and shows the cookie notice and the
    // brand's pop-up, if it has one; both are dismissed for the other routes
    await scan(
      page,
      {
        path: `/?brand=${brand.slug}&locale=${locale}&currency=${brand.currency}`,
        ready: "product-card",
      },
      found,
    );
    await quiet(page);
    for (const route of PUBLIC_ROUTES(shopper)) await scan(page, route, found);

    await context.addCookies([shopper.session]);
    for (const route of ACCOUNT_ROUTES(shopper)) await scan(page, route, found);
    const unpaid = await placeOrder(page, brand, shopper);
    await scan(page, { path: `/payment/confirm?sn=${unpaid}`, ready: "payment-pay" }, found);
  } finally {
    await context.close();
  }
  return found.map((v) => ({ ...v, url: `${v.url} (${width.name} ${width.viewport.width}px)` }));
}

// Every route for two brands × two locales × two widths: 8 walks of 25–40 s each. The two widths
// of a brand and locale are walked at once, each in a context of its own (the browser renders and
// axe scans in one page while the shop answers the other): 238 s of walks one after the other
// became 169 s on this machine kind.
const CASES = BRANDS.flatMap((brand) =>
  (["en", brand.zh] as const).map((locale) => ({ brand, locale })),
);
for (const { brand, locale } of CASES) {
  test(`no serious or critical axe violations: ${brand.slug}, ${locale}, phone and desktop`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    let shopper = shoppers.get(brand.slug);
    if (!shopper) {
      const setup = await browser.newContext();
      shopper = await makeShopper(await setup.newPage(), brand);
      shoppers.set(brand.slug, shopper);
      await setup.close();
    }
    // both walks end (and close their contexts) before the test does, even when one fails
    const walked = await Promise.allSettled(
      WIDTHS.map((width) => scanAll(browser, brand, locale, width, shopper)),
    );
    const failed = walked.find((w) => w.status === "rejected");
    if (failed) throw failed.reason;
    const found = walked.flatMap((w) => (w.status === "fulfilled" ? w.value : []));
    expect(
      found.length,
      `axe: ${found.length} serious or critical violation(s) for ${brand.slug}, ${locale}:\n${summary(found)}\n`,
    ).toBe(0);
  });
}
