import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import zhHans from "../../messages/zh-hans.json";
import zhHant from "../../messages/zh-hant.json";
import { needsOwnStorefronts } from "./support/servers";
import { startStorefront, stopStorefront, type Instance } from "./support/storefront-instance";
import { startSwitchProxy, type SwitchProxy } from "./support/switch-proxy";

// When the upstream is down or hangs (docs/decisions/upstream-outage.md). This spec runs its own
// storefront (the same build, on the server E2E_SERVER names) behind a switchable proxy in front of
// the e2e upstream, so pausing the upstream here cannot disturb the other specs. Its circuit opens
// after 2 failures and probes again after 2 s (UPSTREAM_BREAKER_*); the 3 s page budget is the
// default. A page rendered per request is answered 503 by the middleware once its probe of the
// upstream fails; a catalogue page not in the page cache yet fails its render, which Next answers
// 500 (never stored); one in the cache keeps serving.

const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4210);
const PORT = Number(process.env.E2E_OUTAGE_PORT ?? 3230);
const BASE = `http://localhost:${PORT}`;
const PRODUCT = "/product/1000/hong-kong-highlights-small-group-day-tour";
const ERROR_TITLE = {
  en: en.errorPage.title,
  "zh-hans": zhHans.errorPage.title,
  "zh-hant": zhHant.errorPage.title,
} as const;
/** every request names its brand and locale: a cookie from an earlier request (robots.txt?brand=…) must not switch them */
const at = (path: string, locale: "en" | "zh-hans" | "zh-hant" = "en") =>
  `${path}${path.includes("?") ? "&" : "?"}brand=default&locale=${locale}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** a product id no earlier run has asked for: its page and data are in no cache */
const freshProductPath = () =>
  `/product/${100_000_000 + Math.floor(Math.random() * 800_000_000)}/x`;

let proxy: SwitchProxy;
let shop: Instance | undefined;

test.describe.configure({ timeout: 60_000 });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  needsOwnStorefronts();
  proxy = await startSwitchProxy(UPSTREAM_PORT);
  // the runner stands in for the one proxy in front (storefront-instance.ts), so each request
  // below can be another shopper: the circuit opens only on failures seen by two or more clients
  shop = await startStorefront(PORT, {
    UPSTREAM_URL: `http://127.0.0.1:${proxy.port}`,
    SIGNIN_LIMIT_PER_ADDRESS: "1000",
    UPSTREAM_BREAKER_THRESHOLD: "2",
    UPSTREAM_BREAKER_COOLDOWN_MS: "2000",
  });
});

test.afterAll(async () => {
  await stopStorefront(shop);
  await proxy?.close();
});

/** The upstream answers again, and so does the storefront (its circuit has probed and closed). */
async function upstreamBack(request: APIRequestContext) {
  await proxy.set("pass");
  await expect(async () => {
    expect((await request.get("/api/health")).status()).toBe(200);
    expect((await request.get(at(`/products?keyword=${unique()}`))).status()).toBe(200);
  }).toPass({ timeout: 15_000 });
}

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await call();
  return { value, ms: Date.now() - started };
}

async function signUp(page: Page) {
  const res = await page.request.post("/api/auth/signup", {
    headers: { origin: BASE },
    data: {
      identity_type: 1,
      first_name: "Outage",
      last_name: "Shopper",
      email: `outage-${unique()}@example.com`,
      password: "trip12345",
      password_confirm: "trip12345",
      country_code: "852",
      mobile: String(51000000 + Math.floor(Math.random() * 8_999_999)),
      agree: true,
    },
  });
  expect(res.status()).toBe(200);
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies(BASE)).find((c) => c.name === "tf_session")?.value;

test("a paused upstream: 503 within the budget, then fast; cached pages, robots and the session hold", async ({
  page,
  request,
}) => {
  await page
    .context()
    .addCookies([{ name: "tf_consent", value: "1", domain: "localhost", path: "/" }]);
  await upstreamBack(request);

  await test.step("while the upstream answers: a product page is cached, a shopper signs in", async () => {
    for (let i = 0; i < 2; i++) expect((await request.get(at(PRODUCT))).status()).toBe(200);
    expect((await request.get("/robots.txt?brand=jk-club")).status()).toBe(200);
    await signUp(page);
    expect((await (await page.request.get("/api/session")).json()).user).not.toBeNull();
  });
  const signedIn = await sessionCookie(page);
  expect(signedIn).toBeTruthy();

  await proxy.set("hang");

  await test.step("pages rendered per request answer 503 + Retry-After once the probe fails, then at once", async () => {
    // the middleware asks the upstream at most once a second: a page asked in that second may
    // still wait its render's budget and fail (500); after it, the middleware answers
    const hung = Date.now();
    await expect
      .poll(async () => (await request.get(at(`/products?keyword=${unique()}`))).status(), {
        timeout: 8_000,
        intervals: [100],
      })
      .toBe(503);
    expect(Date.now() - hung).toBeLessThan(5_000);
    const paths = [
      `/products?keyword=${unique()}`,
      `/products?keyword=${unique()}`,
      "/account",
      `/products?keyword=${unique()}`,
    ].map((p) => at(p));
    const times: number[] = [];
    for (const [i, path] of paths.entries()) {
      const shopper = { "x-forwarded-for": `198.51.100.${i + 1}` };
      const { value: res, ms } = await timed(() =>
        request.get(path, { maxRedirects: 0, headers: { ...shopper, cookie: "tf_session=x" } }),
      );
      expect(res.status(), path).toBe(503);
      expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
      expect(res.headers()["cache-control"]).toContain("no-store");
      expect(ms, path).toBeLessThan(3_500);
      times.push(ms);
    }
    test
      .info()
      .annotations.push({ type: "hung upstream, ms per request", description: times.join(", ") });
    // the probe that found the upstream hung waited its second at most; then the answer is at once
    expect(times.at(-1)).toBeLessThan(500);
  });

  await test.step("a catalogue page the cache does not hold yet: its render fails, 500 and never stored", async () => {
    const path = at(freshProductPath());
    const { value: res, ms } = await timed(() => request.get(path, { maxRedirects: 0 }));
    expect(res.status(), path).toBe(500);
    expect(res.headers()["cache-control"]).toContain("no-store");
    expect(ms).toBeLessThan(5_000);
  });

  await test.step("the person sees the translated error page with a retry, without JavaScript too (en, zh-hans, zh-hant)", async () => {
    for (const locale of ["en", "zh-hans", "zh-hant"] as const) {
      const res = await page.goto(at(`/products?keyword=${unique()}`, locale));
      expect(res?.status()).toBe(503);
      expect(await res!.text()).toContain(ERROR_TITLE[locale]);
      await expect(page.getByTestId("error-page").getByRole("heading")).toHaveText(
        ERROR_TITLE[locale],
      );
      await expect(page.getByTestId("error-retry")).toBeVisible();
    }
  });

  await test.step("a cached page still serves, health says 503, robots still disallow", async () => {
    const { value: cached, ms } = await timed(() => request.get(at(PRODUCT)));
    expect(cached.status()).toBe(200);
    expect(ms).toBeLessThan(1_000);
    expect(await cached.text()).toContain('data-testid="product-page"');
    expect((await request.get("/api/health")).status()).toBe(503);
    const robots = await (await request.get("/robots.txt?brand=jk-club")).text();
    expect(robots).toContain("Disallow: /\n");
    expect(robots).not.toContain("Allow: /");
  });

  await test.step("the shopper stays signed in through the outage", async () => {
    const account = await page.goto(at("/account"));
    expect(account?.status()).toBe(503);
    expect(page.url()).toContain("/account");
    expect((await page.request.get("/api/session")).status()).toBe(503);
    expect(await sessionCookie(page)).toBe(signedIn);
  });

  await test.step("the upstream comes back: pages work again, the retry button recovers, still signed in", async () => {
    const path = at(`/products?keyword=${unique()}`);
    const res = await page.goto(path);
    expect(res?.status()).toBe(503);
    await upstreamBack(request);
    await page.getByTestId("error-retry").click();
    await expect(page.getByTestId("products-page")).toBeVisible();
    expect((await request.get(at(freshProductPath()))).status()).toBe(404);
    expect((await (await page.request.get("/api/session")).json()).user).not.toBeNull();
    expect(await sessionCookie(page)).toBe(signedIn);
  });
});

test("a stopped upstream: noticed within the probe's second, then 503 at once; health 503, and back when it returns", async ({
  request,
}) => {
  await upstreamBack(request);
  await proxy.set("down");
  const stopped = Date.now();
  // the middleware asks the upstream at most once a second: a page asked in that second may still
  // fail its render (500, never stored); after it, the answer is the middleware's 503
  await expect
    .poll(
      async () => (await request.get(at(`/products?keyword=${unique()}`, "zh-hant"))).status(),
      { timeout: 5_000, intervals: [100] },
    )
    .toBe(503);
  expect(Date.now() - stopped).toBeLessThan(3_500);
  const { value: res, ms } = await timed(() =>
    request.get(at(`/products?keyword=${unique()}`, "zh-hant")),
  );
  expect(res.status()).toBe(503);
  expect(res.headers()["retry-after"]).toBeTruthy();
  expect(await res.text()).toContain(ERROR_TITLE["zh-hant"]);
  expect(ms).toBeLessThan(500);
  expect((await request.get("/api/health")).status()).toBe(503);
  await upstreamBack(request);
});
