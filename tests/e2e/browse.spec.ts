import { expect, test, type Page } from "@playwright/test";

// Issue: browse and be found — home modules, search, lists, product detail, promotions, short
// links, sitemap and SEO. Two brands (default, kraft) and all three locales between them.

/** No popup banner or cookie notice in the way of the interactions under test. */
async function quiet(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem("tf_popup_seen", "1"));
  await page
    .context()
    .addCookies([{ name: "tf_consent", value: "1", domain: "localhost", path: "/" }]);
}

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4210}`;

async function upstreamData<T>(
  page: Page,
  path: string,
  brand: string,
  language = "en",
): Promise<T> {
  const res = await page.request.get(`${UPSTREAM}/${path}`, {
    headers: { platform: brand, language, currency: "CNY" },
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

const PRODUCT = "/product/1000/hong-kong-highlights-small-group-day-tour";
const SESSION_PRODUCT = "/product/1002/hong-kong-evening-light-music-show";

test.describe("home", () => {
  test("shows every module type, the seckill strip, tabs, trust review (default, en)", async ({
    page,
  }) => {
    await quiet(page);
    await page.goto("/?brand=default&locale=en");
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8])
      await expect(page.getByTestId(`module-${type}`)).toBeVisible();
    await expect(page.getByTestId("announcement")).toBeVisible();
    await expect(page.getByTestId("seckill-strip")).toBeVisible();
    await expect(page.getByTestId("category-tabs")).toBeVisible();
    await expect(page.getByTestId("trust-review")).toBeVisible();
    expect(await page.getByTestId("banner").count()).toBeLessThanOrEqual(8);
    // an empty or scheme-only banner link renders no link
    expect(await page.locator('[data-testid="banner"][data-link="none"]').count()).toBeGreaterThan(
      0,
    );
    // recommended products load more (page size 12)
    const grid = page.getByTestId("recommended-grid").locator(":scope > li");
    await expect(grid).toHaveCount(12);
    await page.getByTestId("module-6").getByTestId("load-more").click();
    await expect(grid).toHaveCount(24);
  });

  test("kraft in zh-hant: every module server-rendered, with the page language and Organization JSON-LD", async ({
    request,
  }) => {
    const html = await (await request.get("/?brand=kraft&locale=zh-hant")).text();
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8])
      expect(html).toContain(`data-testid="module-${type}"`);
    expect(html).toMatch(/<html[^>]* lang="zh-Hant"/);
    expect(html).toContain('"@type":"Organization"');
  });

  // §9 home maxima: themed product rows show 8 in home variant 2 and 10 otherwise
  for (const [brand, variant, cap] of [
    ["vistara", 2, 8],
    ["kraft", 1, 10],
  ] as const) {
    test(`${brand} (home variant ${variant}) shows at most ${cap} products in a themed row`, async ({
      page,
    }) => {
      type Row = { module_type: number; data: { products: unknown[] } };
      const setting = await upstreamData<{ home_variant: number; modules: Row[] }>(
        page,
        "page_setting?page_type=2",
        brand,
      );
      expect(setting.home_variant).toBe(variant);
      const rows = setting.modules.filter((m) => m.module_type === 3 || m.module_type === 5);
      // the upstream sends more than 8, so the page's cap (not the data) decides what variant 2 shows
      expect(rows.some((m) => m.data.products.length > 8)).toBe(true);
      await quiet(page);
      await page.goto(`/?brand=${brand}&locale=en`);
      for (const type of [3, 5]) {
        const sent = rows.find((m) => m.module_type === type)!.data.products.length;
        await expect(
          page.getByTestId(`module-${type}`).first().getByTestId("product-card"),
        ).toHaveCount(Math.min(cap, sent));
      }
    });
  }

  test("the popup banner waits for the cookie notice, shows on the next page, then once per session", async ({
    page,
  }) => {
    // the page's clock is the test's: the popup's delay passes when the test says, not in real time
    await page.clock.install();
    await page.goto("/?brand=default&locale=zh-hans");
    // one overlay at a time on the first screen: the cookie notice first
    await expect(page.getByTestId("cookie-notice")).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("popup-banner")).toHaveCount(0);
    await page.getByTestId("cookie-notice").getByRole("button").click();
    await expect(page.getByTestId("cookie-notice")).toHaveCount(0);
    // not in the view where the notice was just answered (it would open under the next tap)
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("popup-banner")).toHaveCount(0);
    // on the next page it shows, once
    await page.reload();
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("popup-banner")).toBeVisible();
    await page.getByTestId("popup-banner").getByRole("button").click();
    await page.reload();
    await expect(page.getByTestId("cookie-notice")).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("popup-banner")).toHaveCount(0);
  });
});

test.describe("search and lists", () => {
  test("the search popup shows popular keywords, suggests and submits (en)", async ({ page }) => {
    await quiet(page);
    await page.goto("/?brand=default&locale=en");
    const input = page.getByRole("combobox");
    await input.click();
    await expect(page.getByTestId("popular-keywords")).toBeVisible();
    await input.fill("tea");
    await expect(page.getByTestId("search-suggestions").getByRole("option").first()).toContainText(
      /tea/i,
    );
    await input.press("Enter");
    await expect(page).toHaveURL(/\/products\?keyword=tea/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("tea");
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("the list sorts, filters by date and loads more (zh-hans)", async ({ page }) => {
    await quiet(page);
    await page.goto("/products?brand=default&locale=zh-hans");
    const cards = page.getByTestId("product-grid").locator(":scope > li");
    await expect(cards).toHaveCount(20);
    await page.getByTestId("load-more").click();
    await expect(cards).toHaveCount(40);

    await page.locator('[data-sort="price_asc"]').click();
    await expect(page).toHaveURL(/sort=price_asc/);
    const prices = await page.getByTestId("product-price").allInnerTexts();
    const values = prices.map((p) => Number(p.replace(/[^\d.]/g, "")));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    // best selling resets the sort; another sort resets best selling
    await page.locator('[data-sort="sold"]').click();
    await expect(page).toHaveURL(/sold=1/);
    expect(page.url()).not.toContain("sort=");
    await page.locator('[data-sort="rating"]').click();
    await expect(page).toHaveURL(/sort=rating/);
    expect(page.url()).not.toContain("sold=1");

    // a day past the seed's 90-day calendars (the same on every day of the year): only what needs no
    // date (goods, vouchers) is bookable on it, so the filter must drop every dated product
    const day = new Date(Date.now() + 8 * 3600_000 + 120 * 86400_000).toISOString().slice(0, 10);
    await page.getByTestId("date-filter").locator('input[name="start_date"]').fill(day);
    await page.getByTestId("date-filter").locator('input[name="end_date"]').fill(day);
    await page.getByTestId("date-filter").getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`start_date=${day}&end_date=${day}`));
    // the page shows the upstream's filtered list (which dates count is proven in catalogue-rules.test.ts)
    const all = await upstreamData<{ count: number }>(page, "products?page_size=1", "default");
    const filtered = await upstreamData<{ count: number }>(
      page,
      `products?page_size=1&start_date=${day}&end_date=${day}&sort=rating`,
      "default",
    );
    expect(filtered.count).toBeLessThan(all.count);
    expect(filtered.count).toBeGreaterThan(0);
    await expect(page.getByTestId("result-count")).toContainText(String(filtered.count));
  });

  test("choosing a city in the header lists what there is to do there (zh-hant)", async ({
    page,
  }) => {
    await quiet(page);
    await page.goto("/?brand=default&locale=zh-hant");
    await page.getByTestId("city-picker").click();
    await page.getByRole("button", { name: "東亞" }).click();
    await page.getByRole("button", { name: "日本" }).click();
    await page.getByRole("button", { name: "京都" }).click();
    await expect(page).toHaveURL(/\/products\?poi_id=\d+/);
    await expect(page.getByTestId("product-card").first()).toContainText("京都");
    await expect(page.getByTestId("city-picker")).toContainText("京都");
  });

  test("pagination works as plain links without JavaScript", async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto("/products?brand=default&locale=en");
    await expect(page.getByTestId("product-card")).toHaveCount(20);
    const first = await page.getByTestId("product-card").first().getAttribute("href");
    await page.getByTestId("pagination").getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("product-card")).toHaveCount(20);
    expect(await page.getByTestId("product-card").first().getAttribute("href")).not.toBe(first);
    await ctx.close();
  });

  test("lists with a finite query come from the page cache; keyword searches render per request", async ({
    request,
  }) => {
    const url = "/products?brand=default&category_id=3&sort=price_desc&utm_source=mail";
    await request.get(url);
    const again = await request.get(url);
    expect(["HIT", "STALE"]).toContain(again.headers()["x-nextjs-cache"]);
    expect(await again.text()).toContain('aria-current="true" data-sort="price_desc"');
    const search = await request.get("/products?brand=default&keyword=cruise");
    expect(search.status()).toBe(200);
    expect(search.headers()["x-nextjs-cache"]).toBeUndefined();
  });

  test("a category page lists its products; bad query values fall back", async ({ page }) => {
    const res = await page.goto("/category/4?brand=default&locale=en");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Food & Drink");
    const bad = await page.goto(
      "/products?brand=default&page=abc&sort=zzz&start_date=nope&category_id=-1",
    );
    expect(bad?.status()).toBe(200);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });
});

test.describe("product detail", () => {
  test("shows every section, sanitised description and a working booking panel (en)", async ({
    page,
  }) => {
    await quiet(page);
    const res = await page.goto(`${SESSION_PRODUCT}?brand=default&locale=en`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Hong Kong Evening Light & Music Show",
    );
    await expect(page.getByTestId("gallery")).toBeVisible();
    await expect(page.getByTestId("rating")).toBeVisible();
    await expect(page.getByTestId("price")).toContainText("¥");
    for (const id of [
      "coupons",
      "description",
      "price-notice",
      "purchase-notice",
      "refund",
      "location",
      "notes",
      "hours",
      "reviews",
      "recommend",
    ]) {
      await expect(page.getByTestId(`section-${id}`)).toBeVisible();
    }
    await expect(page.getByTestId("section-refund")).toContainText("before the session");
    await expect(page.getByTestId("map-link")).toHaveAttribute(
      "href",
      /openstreetmap\.org\/\?mlat=/,
    );
    await expect(page.getByTestId("announcement")).toBeVisible();
    // booking panel: pick an available date and session, quantity, total
    const panel = page.getByTestId("booking-panel");
    const day = panel.locator('[data-testid="calendar-day"]:not([disabled])').nth(1);
    await day.click();
    await expect(day).toHaveAttribute("aria-pressed", "true");
    const session = panel.getByTestId("sessions").locator("button:not([disabled])").first();
    await session.click();
    await expect(panel.getByTestId("booking-total")).toContainText("¥");
    await panel.getByRole("button", { name: "More" }).click();
    await expect(panel.getByTestId("quantity")).toHaveText("2");
  });

  test("product HTML is sanitised", async ({ request }) => {
    const html = await (
      await request.get("/product/1013/hong-kong-old-town-walking-tour?brand=default&locale=en")
    ).text();
    const description = html.slice(
      html.indexOf('data-testid="section-description"'),
      html.indexOf('data-testid="section-price-notice"'),
    );
    expect(description).toContain("Historian guide");
    expect(description).not.toMatch(/<script|onerror|onmouseover|javascript:/i);
  });

  test("a wrong seo_sn or a bare id redirects permanently; an unknown id is a 404", async ({
    request,
  }) => {
    for (const path of ["/product/1000/wrong-words", "/product/1000"]) {
      const res = await request.get(`${path}?brand=default&utm_source=news`, { maxRedirects: 0 });
      expect(res.status()).toBe(308);
      // one hop to the canonical path, the query kept (a shared link's attribution survives)
      expect(res.headers().location).toMatch(
        new RegExp(`${PRODUCT}\\?brand=default&utm_source=news$`),
      );
    }
    const missing = await request.get("/product/99999999/anything?brand=default");
    expect(missing.status()).toBe(404);
  });

  test("zh-hant product page with JSON-LD, canonical and hreflang in the page currency", async ({
    request,
  }) => {
    const html = await (
      await request.get(`${PRODUCT}?brand=kraft&locale=zh-hant&currency=TWD`)
    ).text();
    expect(html).toContain("香港精華小團一日遊");
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!));
    const product = blocks.find((b) => b["@type"] === "Product");
    expect(product.offers.priceCurrency).toBe("TWD");
    expect(product.aggregateRating.reviewCount).toBeGreaterThan(0);
    expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
    expect(html).toMatch(
      /<link rel="canonical" href="https:\/\/kraft\.example\.com\/product\/1000\/hong-kong-highlights-small-group-day-tour\?locale=zh-hant"/,
    );
    for (const lang of ["en", "zh-Hans", "zh-Hant", "x-default"])
      expect(html).toContain(`hrefLang="${lang}"`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
  });

  test("the main content renders with JavaScript disabled", async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${PRODUCT}?brand=default&locale=zh-hans`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("香港精华小团一日游");
    await expect(page.getByTestId("section-description")).toBeVisible();
    await expect(page.getByTestId("price-calendar")).toBeVisible();
    await ctx.close();
  });
});

test.describe("promotions and links", () => {
  test("seckill shows live, coming (countdown) and ended states with sold out items", async ({
    page,
  }) => {
    await page.goto("/promotion/seckill?brand=default&locale=en");
    await expect(page.locator('[data-testid="seckill-activity"][data-state="grab"]')).toBeVisible();
    await expect(
      page
        .locator('[data-testid="seckill-activity"][data-state="coming"]')
        .getByTestId("countdown"),
    ).toContainText("Starts in");
    await expect(
      page.locator('[data-testid="seckill-activity"][data-state="ended"]'),
    ).toBeVisible();
    await expect(
      page.locator('[data-testid="seckill-item"][data-state="soldOut"]').first(),
    ).toBeVisible();
  });

  test("a special promotion page shows its theme and products", async ({ page }) => {
    await page.goto("/promotion/special/top-picks?brand=default&locale=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top picks this season");
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("short links redirect in one hop; anything else goes home", async ({ request }) => {
    const own = await request.get("/t/summer?brand=default", { maxRedirects: 0 });
    expect(own.status()).toBe(302);
    expect(own.headers().location).toBe(
      "/promotion/special/top-picks?utm_source=short&utm_campaign=summer",
    );
    const external = await request.get("/t/guide", { maxRedirects: 0 });
    expect(external.headers().location).toBe("https://travel-guide.example.org/asia?ref=shop");
    for (const code of ["bad", "missing-code"]) {
      const res = await request.get(`/t/${code}`, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe("/");
    }
  });
});

test.describe("search-engine readiness", () => {
  test("the sitemap lists products whose pages answer 200 with JSON-LD and hreflang", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt?brand=default")).text();
    expect(robots).toContain("Sitemap: https://shop.example.com/sitemap.xml");
    const xml = await (await request.get("/sitemap.xml?brand=default")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&#38;/g, "&"));
    const products = locs.filter((l) => l.includes("/product/"));
    expect(products.length).toBeGreaterThanOrEqual(126 * 3);
    for (const loc of [products[0]!, products[products.length - 1]!]) {
      const url = new URL(loc);
      const res = await request.get(`${url.pathname}${url.search}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('"@type":"Product"');
      expect(html).toContain('hrefLang="x-default"');
    }
  });
});

// Nothing wrong or misleading: flash sales on cached pages and on the product page, one
// price-display rule, wording by product type, seed titles. Seed ids: 1001 an admission ticket
// (its child option sold out; the default brand's live flash sale), 1010 a tea set (goods), 1005
// a dining voucher, 1004 a theme-park pass (two prices), 1092 a Kyoto cooking class.
test.describe("catalogue rules", () => {
  test("a flash-sale item's product page shows the sale price, what is left and a running countdown (en)", async ({
    page,
  }) => {
    await quiet(page);
    const clock = page.waitForResponse((r) => r.url().endsWith("/api/time") && r.status() === 200);
    await page.goto(
      "/product/1001/victoria-peak-sky-terrace-admission-ticket?brand=default&locale=en",
    );
    await clock;
    const sale = page.getByTestId("flash-sale");
    await expect(sale).toHaveAttribute("data-state", "grab");
    await expect(sale.getByTestId("flash-price")).toContainText("¥");
    await expect(sale.getByTestId("flash-left")).toHaveText(/^\d+ of \d+ left$/);
    await expect(sale.getByTestId("countdown")).toHaveAttribute("data-ticking", "true");
    await expect(sale.getByTestId("countdown")).toHaveText(/^Ends in (\d+ days? )?\d\d:\d\d:\d\d$/);
    const first = await sale.getByTestId("countdown").textContent();
    await expect(sale.getByTestId("countdown")).not.toHaveText(first!);
    // a sold-out option no longer sets the price: one price, the adult's
    await expect(page.getByTestId("price")).toHaveAttribute("data-price-kind", "single");
  });

  test("the seckill page and the home strip count down in the browser; without JavaScript they show the end time", async ({
    page,
    browser,
  }) => {
    await quiet(page);
    await page.goto("/?brand=default&locale=en");
    await expect(page.getByTestId("seckill-strip").getByTestId("countdown")).toHaveText(
      /^Ends in /,
    );
    await page.goto("/promotion/seckill?brand=default&locale=zh-hans");
    await expect(
      page.locator('[data-testid="seckill-activity"][data-state="grab"]').getByTestId("countdown"),
    ).toHaveText(/^距结束还有/);
    await expect(
      page
        .locator('[data-testid="seckill-activity"][data-state="coming"]')
        .getByTestId("countdown"),
    ).toHaveText(/^距开始还有/);
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const bare = await ctx.newPage();
    await bare.goto("/promotion/seckill?brand=default&locale=en");
    await expect(
      bare.locator('[data-testid="seckill-activity"][data-state="grab"]').getByTestId("countdown"),
    ).toHaveText(/^Ends .+ \(GMT\+8\)$/);
    await ctx.close();
  });

  test("goods read as goods: bought, shipped, dispatch times and the 7-day after-sales rule (en)", async ({
    page,
  }) => {
    await quiet(page);
    await page.goto("/product/1010/hong-kong-handmade-tea-set?brand=default&locale=en");
    const panel = page.getByTestId("booking-panel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Choose your options");
    await expect(panel.getByTestId("book-now")).toHaveText("Buy now");
    await expect(page.getByTestId("section-hours").getByRole("heading")).toHaveText(
      "Dispatch times",
    );
    await expect(page.getByTestId("section-purchase-notice").getByRole("heading")).toHaveText(
      "Shipping",
    );
    await expect(page.getByTestId("section-refund").getByRole("heading")).toHaveText("After-sales");
    await expect(page.getByTestId("section-refund")).toContainText("within 7 days of receipt");
    await expect(page.getByTestId("section-refund")).not.toContainText("Non-refundable");
    await expect(page.getByTestId("section-price-notice")).not.toContainText(/child/i);
    await expect(page.getByTestId("confirmation")).toHaveCount(0);
    await expect(page.getByTestId("reviews")).not.toContainText(/queue|crowd|guide/i);
  });

  test("tickets are booked and food vouchers bought (zh-hans)", async ({ page }) => {
    await quiet(page);
    await page.goto(
      "/product/1001/victoria-peak-sky-terrace-admission-ticket?brand=default&locale=zh-hans",
    );
    await expect(page.getByTestId("booking-panel").getByRole("heading", { level: 2 })).toHaveText(
      "选择预订",
    );
    await expect(page.getByTestId("book-now")).toHaveText("立即预订");
    await expect(page.getByTestId("section-hours").getByRole("heading")).toHaveText("营业时间");
    await page.goto(
      "/product/1005/dim-sum-set-for-two-dining-voucher?brand=default&locale=zh-hans",
    );
    await expect(page.getByTestId("booking-panel").getByRole("heading", { level: 2 })).toHaveText(
      "选择餐券",
    );
    await expect(page.getByTestId("book-now")).toHaveText("立即购买");
    await expect(page.getByTestId("confirmation")).toContainText("餐券");
  });

  test("a price range has no struck-through price, on the page, in the JSON-LD and on its card (en)", async ({
    page,
    request,
  }) => {
    const html = await (
      await request.get("/product/1004/hong-kong-theme-park-1-day-pass?brand=default&locale=en")
    ).text();
    const header = html.slice(
      html.indexOf('data-testid="price"'),
      html.indexOf('data-testid="booking-panel"'),
    );
    expect(header).toContain('data-price-kind="range"');
    expect(header).not.toMatch(/<s[ >]/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((b) => b["@type"] === "Product");
    expect(ld.offers["@type"]).toBe("AggregateOffer");
    expect(Number(ld.offers.lowPrice)).toBeLessThan(Number(ld.offers.highPrice));
    await quiet(page);
    await page.goto("/products?brand=default&locale=en&keyword=Theme%20Park");
    const card = page
      .getByTestId("product-card")
      .filter({ hasText: "Hong Kong Theme Park 1-Day Pass" });
    await expect(card.getByTestId("product-price")).toHaveText(/^From ¥/);
    await expect(card.locator("s")).toHaveCount(0);
    await expect(card.getByTestId("card-kind")).toHaveText("Experience");
  });

  test("a Chinese title names its city once (zh-hans)", async ({ page }) => {
    await page.goto("/product/1092?brand=default&locale=zh-hans");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("京都怀石料理烹饪课");
  });
});
