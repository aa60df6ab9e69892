import { expect, test } from "@playwright/test";

// Issue: storefront shell — brand, locale, currency, login guard, not-found, health.

test.describe("brands and locales", () => {
  test("home renders for two brands in two locales with different themes", async ({ page }) => {
    const first = await page.goto("/?brand=default&locale=en");
    expect(first?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("data-brand", "default");
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    const defaultPrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim(),
    );
    const defaultHeaderBg = await page
      .locator("header")
      .evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.goto("/?brand=kraft&locale=zh-hant");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.locator("html")).toHaveAttribute("data-brand", "kraft");
    await expect(page.getByRole("button", { name: "搜尋" })).toBeVisible();
    await expect(page.getByTestId("brand-logo").locator("img")).toHaveAttribute(
      "alt",
      "Kraft Table",
    );
    const kraftPrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim(),
    );
    const kraftHeaderBg = await page
      .locator("header")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(kraftPrimary).not.toBe(defaultPrimary);
    expect(kraftHeaderBg).not.toBe(defaultHeaderBg);
    // kraft's main currency is TWD
    await expect(page.getByTestId("current-currency")).toHaveText("TWD");
    await expect(page.getByTestId("site-footer")).toHaveAttribute("data-footer-type", "map");
  });

  test("default locale is zh-hans without any hint, Accept-Language is honoured", async ({
    browser,
  }) => {
    const plain = await browser.newContext({ locale: "fr-FR" });
    const page = await plain.newPage();
    await page.goto("/?brand=default");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await plain.close();

    const hk = await browser.newContext({ locale: "zh-HK" });
    const page2 = await hk.newPage();
    await page2.goto("/?brand=default");
    await expect(page2.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await hk.close();
  });

  test("switching language and currency persists across pages", async ({ page, context }) => {
    await page.goto("/?brand=rutwa&locale=en");
    await expect(page.getByTestId("current-currency")).toHaveText("SGD");

    await page.getByTestId("language-picker").locator("summary").click();
    await page.getByTestId("locale-zh-hant").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");

    await page.getByTestId("currency-picker").locator("summary").click();
    await page.getByTestId("currency-JPY").click();
    await expect(page.getByTestId("current-currency")).toHaveText("JPY");
    await expect(page.getByTestId("product-price").first()).toContainText("JP¥");

    // A different page, with no query string: the choices hold.
    await page.goto("/promotion/seckill");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByTestId("current-currency")).toHaveText("JPY");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("限時秒殺");

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "tf_locale")?.value).toBe("zh-hant");
    expect(cookies.find((c) => c.name === "tf_currency")?.value).toBe("JPY");
    expect(cookies.find((c) => c.name === "tf_brand")?.value).toBe("rutwa");
  });

  test("bad query values fall back instead of failing", async ({ page }) => {
    const res = await page.goto("/?brand=nope&locale=xx-YY&currency=BTC&lang=<script>");
    expect(res?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", /zh-Hans|en|zh-Hant/);
  });
});

test.describe("login-required routes", () => {
  test("redirect to /auth/index with the encoded path", async ({ request }) => {
    const res = await request.get("/account/orders?tab=2", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()["location"]).toMatch(
      /\/auth\/index\?redirect=%2Faccount%2Forders%3Ftab%3D2$/,
    );
  });

  test("a forged x-middleware-subrequest header gets the same answer", async ({ request }) => {
    const res = await request.get("/cart", {
      maxRedirects: 0,
      headers: {
        "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
      },
    });
    expect(res.status()).toBe(307);
    expect(res.headers()["location"]).toMatch(/\/auth\/index\?redirect=%2Fcart$/);
  });

  test("union-sign-in brands go to the platform warning", async ({ request }) => {
    const res = await request.get("/cart?brand=vistara", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()["location"]).toContain("/auth/platform-warning?redirect=%2Fcart");
  });

  test("the currency picker is locked on checkout with a toast", async ({ page, baseURL }) => {
    // the checkout page checks the session itself: a real shopper, with a cart hand-off to stay on it
    const email = `shell-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const signup = await page.request.post("/api/auth/signup", {
      headers: { origin: new URL(baseURL ?? "http://localhost:3210").origin },
      data: {
        identity_type: 1,
        first_name: "Test",
        last_name: "Shopper",
        email,
        password: "trip12345",
        password_confirm: "trip12345",
        country_code: "852",
        mobile: String(51000000 + Math.floor(Math.random() * 8_999_999)),
        agree: true,
      },
    });
    expect(signup.status()).toBe(200);
    await page.goto("/?locale=en");
    await page.evaluate(() =>
      localStorage.setItem("tf_checkout", JSON.stringify({ basket_lines_id: [1] })),
    );
    await page.goto("/checkout/confirm");
    await expect(page.getByTestId("checkout")).toBeVisible();
    await page.getByTestId("currency-picker").click();
    await expect(page.getByTestId("toast")).toHaveText(
      "The currency cannot be changed during checkout.",
    );
  });
});

test.describe("not found and health", () => {
  test("/product/not-found is the not-found page with status 404", async ({ page }) => {
    const res = await page.goto("/product/not-found?locale=en");
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  });

  test("/upgrading is an empty page answering 503 with Retry-After, not for indexing (spec §2)", async ({
    page,
  }) => {
    const res = await page.goto("/upgrading?brand=kraft&locale=zh-hant");
    expect(res?.status()).toBe(503);
    const headers = res!.headers();
    expect(Number(headers["retry-after"])).toBeGreaterThan(0);
    expect(headers["x-robots-tag"]).toBe("noindex");
    // never stored by a shared cache: no-store from the handler, or private, no-cache where the CDN policy (middleware) sets it
    expect(headers["cache-control"]).toMatch(/no-store|private, no-cache/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("系統升級中");
    await expect(page.getByRole("link", { name: "重試" })).toHaveAttribute("href", "/");
    // no header, search, pickers or footer
    for (const id of ["current-currency", "language-picker", "city-picker"])
      await expect(page.getByTestId(id)).toHaveCount(0);
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await expect(page.locator("header, footer, nav")).toHaveCount(0);
  });

  test("an unknown route is a 404 in the chosen language", async ({ page }) => {
    const res = await page.goto("/no/such/place?locale=zh-hans");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("找不到该页面");
  });

  test("/api/health reports the upstream and carries a request id", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("ok");
    expect(body.upstream.ok).toBe(true);
    expect(res.headers()["x-request-id"]).toMatch(/^[A-Za-z0-9._-]{8,}$/);
    const page = await request.get("/?locale=en");
    expect(page.headers()["x-request-id"]).toBeTruthy();
  });

  test("logout refuses a cross-site request", async ({ request }) => {
    const res = await request.delete("/api/session", {
      headers: { origin: "https://evil.example" },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).errorKey).toBe("forbiddenOrigin");
  });
});
