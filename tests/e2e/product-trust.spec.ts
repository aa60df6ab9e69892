import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import zhHans from "../../messages/zh-hans.json";
import { post, quiet, signUp, unique, UPSTREAM } from "./support/shop";

// What only a real browser shows: the phone's price-and-Book bar appears once the
// booking panel is out of view (IntersectionObserver), keeps the chat button and the page's end
// clear and is absent on a desktop; the calendar follows the chosen option; checkout states unit ×
// quantity and the cancellation terms before Pay; the paid result offers View order / View
// vouchers. Screens of each step go to test-results/product-trust (read them by eye).

const MESSAGES = { en, "zh-hans": zhHans } as const;
const SHOTS = "test-results/product-trust";

type Summary = { id: number; sn: string; seo_sn: string; product_type: number; stock_type: number };
type Variant = { id: number; min_purchase: number };
type Calendar = { variant_id: number; date: string; stock_num: number; price_amount: number };

async function upstream<T>(
  request: APIRequestContext,
  path: string,
  language: string = "en",
): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, {
    headers: { platform: "default", language, currency: "CNY" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

/** A trip booked by date (stock type 1), confirmed at once, with two options and a date ahead with room. */
async function pickDatedTrip(request: APIRequestContext) {
  const list: Summary[] = [];
  for (let page = 1; page <= 3; page++)
    list.push(...(await upstream<{ list: Summary[] }>(request, `products?page=${page}`)).list);
  for (const p of list.filter((x) => x.product_type === 2 && x.stock_type === 1)) {
    const detail = await upstream<{ confirmation: number }>(request, `product/${p.id}`);
    if (detail.confirmation !== 0) continue;
    const { variants, calendars } = await upstream<{ variants: Variant[]; calendars: Calendar[] }>(
      request,
      `product/${p.id}/variants`,
    );
    if (variants.length < 2) continue;
    const ahead = new Date(Date.now() + 3 * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
    const day = calendars.find(
      (c) =>
        c.variant_id === variants[0]!.id &&
        c.date >= ahead &&
        c.stock_num >= 3 &&
        variants[0]!.min_purchase <= 1,
    );
    if (day) return { product: p, variant: variants[0]!, day };
  }
  throw new Error("no dated trip with instant confirmation in the seed");
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const locale of ["en", "zh-hans"] as const) {
  const m = MESSAGES[locale];

  test(`phone: the price-and-Book bar, the option's calendar, terms at checkout and the next step after paying (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await quiet(page);
    // no slide-in: the screens show the bar where it rests
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 844 });
    const pick = await pickDatedTrip(page.request);
    await page.goto(`/product/${pick.product.id}/${pick.product.seo_sn}?locale=${locale}`);
    const panel = page.getByTestId("booking-panel");
    const bar = page.getByTestId("sticky-book-bar");
    // the page reserves the bar's height at its end from the first paint (no shift when it appears)
    const reserved = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.body).paddingBottom),
    );
    expect(reserved).toBeGreaterThanOrEqual(76);

    await shot(page, `product-top-390-${locale}`);

    // in view: the bar steps away; the calendar shows the preselected option's price that day
    await panel.scrollIntoViewIfNeeded();
    await page.locator("#booking-date").scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute("data-shown", "false");
    await expect(
      page.getByText(m.booking.calendarOptionCurrency.replace("{symbol}", "¥")),
    ).toBeVisible();
    const cell = page.locator(`[data-testid="calendar-day"][data-date="${pick.day.date}"]`);
    await expect(cell).toContainText(
      String(Math.round(pick.day.price_amount / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ","),
    );
    await cell.click();
    await expect(page.getByTestId("cancellation-terms")).toBeVisible();
    await page.getByTestId("booking-total").scrollIntoViewIfNeeded();
    await shot(page, `product-panel-390-${locale}`);

    // scrolled past the panel: the bar is back, with the total; its button brings the panel back
    await page
      .getByTestId("booking-panel")
      .evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY + 400),
      );
    await expect(bar).toHaveAttribute("data-shown", "true");
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByTestId("sticky-book")).toHaveText(m.booking.book);
    await expect(bar.getByTestId("sticky-book-price")).toContainText("¥");
    // it never covers the chat button
    const chat = await page.getByTestId("chat-button").boundingBox();
    const box = await bar.boundingBox();
    expect(chat && box && chat.y + chat.height <= box.y).toBeTruthy();
    await shot(page, `product-sticky-390-${locale}`);
    await bar.getByTestId("sticky-book").click();
    await expect(page.getByTestId("book-now")).toBeInViewport();

    // a desktop has no bar and reserves nothing
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(bar).toBeHidden();
    expect(
      await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom)),
    ).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `product-1366-${locale}`);
    await page.setViewportSize({ width: 390, height: 844 });

    // checkout: unit × quantity = total, and the cancellation terms before Pay
    await signUp(page, "trust");
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
    await page.evaluate((v) => localStorage.setItem("tf_buy", JSON.stringify(v)), {
      product_id: pick.product.id,
      product_sn: pick.product.sn,
      variants: [{ variant_id: pick.variant.id, quantity: 1 }],
      book_at: pick.day.date,
    });
    await page.goto(`/book/${pick.product.id}`);
    await expect(page.getByTestId("checkout-form")).toBeVisible();
    await expect(page.getByTestId("checkout-line-unit")).toContainText("× 1");
    await expect(page.getByTestId("checkout-line-terms")).toBeVisible();
    await page.getByTestId("checkout-traveller").first().click();
    await page.getByTestId("checkout-terms").scrollIntoViewIfNeeded();
    await shot(page, `checkout-terms-390-${locale}`);
    await page.getByTestId("checkout-pay").click();

    // pay at the sandbox; the result offers the order and, confirmed at once, its vouchers
    await expect(page).toHaveURL(/\/payment\/confirm\?sn=[A-Z0-9]+$/);
    await page.getByTestId("payment-pay").click();
    await page.locator('button[value="approve"]').click();
    await expect(page).toHaveURL(/\/payment\/result\?sn=[A-Z0-9]+&result=paid$/);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-outcome", "paid");
    await expect(page.getByRole("link", { name: m.payment.viewOrder })).toBeVisible();
    await expect(page.getByRole("link", { name: m.payment.viewVouchers })).toBeVisible();
    await shot(page, `payment-result-390-${locale}`);
    await page.getByRole("link", { name: m.payment.viewVouchers }).click();
    await expect(page).toHaveURL(/\/account\/order\/[A-Z0-9]+\/vouchers$/);
  });
}

// What the best travel shops show on a tour's page: the review summary (average,
// count, 5-to-1 histogram with words per bar, "N booked") and its orders, what is included and the
// itinerary (server HTML), and the location as a map that fetches nothing before the section nears
// the screen. Tests have no tiles: they are refused here, so the fallback and the maps link show.

type Tour = {
  id: number;
  seo_sn: string;
  sold: number;
  duration: string;
  included: string[];
  excluded: string[];
  itinerary: { time: string; title: string }[];
  location: { address: string; lat: number; lng: number };
};
type Histogram = {
  summary: { histogram: { rating: number; count: number }[]; with_photos: number };
};
const TOUR = 1000; // Hong Kong day tour (seed: kind day-tour, city 0)

for (const locale of ["en", "zh-hans"] as const) {
  const m = MESSAGES[locale];

  test(`phone: a tour's review summary, inclusions, itinerary and a map loaded near the screen (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await quiet(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const tiles: string[] = [];
    await page.route("https://tile.openstreetmap.org/**", (route) => {
      tiles.push(route.request().url());
      return route.abort();
    });
    const assets: string[] = [];
    page.on("request", (r) => {
      if (["script", "stylesheet"].includes(r.resourceType())) assets.push(r.url());
    });
    const tour = await upstream<Tour>(page.request, `product/${TOUR}`, locale);
    const { summary } = await upstream<Histogram>(
      page.request,
      `product/${TOUR}/comments?page=1`,
      locale,
    );
    await page.goto(`/product/${TOUR}/${tour.seo_sn}?locale=${locale}`);
    await expect(page.getByTestId("product-page")).toBeVisible();
    const count = new Intl.NumberFormat(locale === "en" ? "en" : "zh-CN").format(tour.sold);
    await expect(page.getByTestId("rating")).toContainText(count);

    // what is included and not, the duration, and the itinerary in order: server HTML
    const inclusions = page.getByTestId("section-inclusions");
    await expect(inclusions.getByRole("heading", { level: 2 })).toHaveText(m.product.inclusions);
    await expect(inclusions.getByTestId("duration")).toContainText(tour.duration);
    await expect(inclusions.getByTestId("included").getByRole("listitem")).toContainText(
      tour.included,
    );
    await expect(inclusions.getByTestId("excluded").getByRole("listitem")).toContainText(
      tour.excluded,
    );
    const stops = page.getByTestId("itinerary").getByRole("listitem");
    await expect(stops).toHaveCount(tour.itinerary.length);
    await expect(stops.first()).toContainText(tour.itinerary[0]!.title);
    await expect(stops.first().locator("time")).toHaveText(tour.itinerary[0]!.time);

    // the location: the address, never raw coordinates; a link to a maps app; no tile yet
    const location = page.getByTestId("section-location");
    await expect(location.getByTestId("address")).toHaveText(tour.location.address);
    await expect(location).not.toContainText(tour.location.lat.toFixed(3));
    const link = location.getByTestId("map-link");
    const [lat, lng] = [tour.location.lat.toFixed(5), tour.location.lng.toFixed(5)];
    await expect(link).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
    );
    await expect(link).toHaveAttribute("target", "_blank");
    const map = page.getByTestId("location-map");
    await expect(map).toHaveAttribute("data-state", "waiting");
    expect(await page.evaluate(() => document.querySelector(".leaflet-container"))).toBeNull();
    expect(tiles).toEqual([]);
    // Leaflet names itself window.L when its code runs: not in the page's first load
    expect(await page.evaluate(() => "L" in window)).toBe(false);
    const firstLoad = [...assets];

    // near the screen: Leaflet comes (its code and CSS are not in the page's first load), asks for
    // tiles (refused here) and the box says so
    await location.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-state", "failed");
    expect(tiles.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => "L" in window)).toBe(true);
    const later = assets.filter((url) => !firstLoad.includes(url));
    expect(later.some((url) => url.endsWith(".js"))).toBe(true);
    expect(later.some((url) => url.endsWith(".css"))).toBe(true);
    await expect(page.getByTestId("map-note")).toHaveText(m.product.mapFallback);
    await expect(map.locator(".leaflet-control-attribution")).toContainText("OpenStreetMap");
    await expect(link).toBeVisible();
    await shot(page, `product-map-390-${locale}`);

    // the review summary: five bars, 5 stars first, each named in words with the upstream's count
    const box = page.getByTestId("review-summary");
    await box.scrollIntoViewIfNeeded();
    const bars = box.getByTestId("histogram-bar");
    await expect(bars).toHaveCount(5);
    for (const [i, bar] of summary.histogram.entries()) {
      const label =
        locale === "en"
          ? `${bar.rating} ${bar.rating === 1 ? "star" : "stars"}: ${bar.count}`
          : `${bar.rating}星：${bar.count}条`;
      await expect(bars.nth(i)).toHaveAttribute("data-rating", String(bar.rating));
      await expect(bars.nth(i)).toContainText(label);
    }
    // every review shows five stars, filled then empty
    const first = page.getByTestId("review").first();
    await expect(first.getByTestId("stars").locator("span")).toHaveCount(5);
    await shot(page, `product-reviews-390-${locale}`);

    // "With photos" lists only reviews with photos
    await page.getByTestId("review-sort-photos").click();
    await expect(page.getByTestId("reviews")).toHaveAttribute("data-sort", "photos");
    const reviews = page.getByTestId("review");
    await expect(reviews.first()).toBeVisible();
    const shown = await reviews.count();
    expect(shown).toBe(Math.min(10, summary.with_photos));
    await expect(page.getByTestId("review-photos")).toHaveCount(shown);
  });
}

test("without JavaScript the location says the map cannot be shown and keeps the maps link", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await quiet(page);
  const tiles: string[] = [];
  await page.route("https://tile.openstreetmap.org/**", (route) => {
    tiles.push(route.request().url());
    return route.abort();
  });
  const tour = await upstream<Tour>(page.request, `product/${TOUR}`);
  await page.goto(`/product/${TOUR}/${tour.seo_sn}?locale=en`);
  const location = page.getByTestId("section-location");
  await location.scrollIntoViewIfNeeded();
  await expect(location.getByTestId("map-note")).toHaveText(en.product.mapFallback);
  await expect(location.getByTestId("map-link")).toHaveAttribute("href", /openstreetmap\.org/);
  await expect(page.getByTestId("itinerary")).toBeVisible();
  expect(tiles).toEqual([]);
  await context.close();
});
