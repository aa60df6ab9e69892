import { expect, test, type APIResponse } from "@playwright/test";
import { needsOwnStorefronts } from "./support/servers";
import { ORIGIN, PORT, UPSTREAM } from "./support/shop";
import { startStorefront, stopStorefront, type Instance } from "./support/storefront-instance";

// The same security headers on pages and on the answers Next makes itself (next.config headers(),
// middleware.ts); pages private to shared caches when a cookie or a choice in the query shapes them,
// and catalogue pages from the page cache public, with the page's own nonce, for a request without
// either (docs/decisions/csp-and-cdn.md); Secure preference cookies on https; the Origin check
// trusting only the configured public origins. Production behaviour (Secure always, brand domains
// on https only, HSTS behind TLS) is checked on a second storefront of the same build with
// SHOP_STAGE=production, in front of the e2e upstream. Runs on every server (E2E_SERVER).

const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? PORT + 40);
const PRODUCT = "/product/1000/hong-kong-highlights-small-group-day-tour";

function expectSecurityHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h["x-content-type-options"], what).toBe("nosniff");
  expect(h["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(h["x-frame-options"], what).toBe("SAMEORIGIN");
  expect(h["permissions-policy"], what).toBe("camera=(), microphone=(), geolocation=()");
  expect(h["content-security-policy"], what).toMatch(/(^|; )script-src 'self'/);
  expect(h["content-security-policy"], what).toContain("object-src 'none'");
  expect(h["content-security-policy"], what).not.toMatch(
    /unsafe-eval|script-src[^;]*unsafe-inline/,
  );
}

/** the framework's own answers, and ours, for the same checks */
const ANSWERS: [string, string, number][] = [
  ["page", `${PRODUCT}?locale=en`, 200],
  ["cached page", `${PRODUCT}?locale=en`, 200],
  ["a 404 page", "/no/such/place", 404],
  ["Next's 404 outside the middleware", "/brands/no/such/file", 404],
  ["a missing build file", "/_next/static/chunks/missing.js", 404],
  ["a build file", "", 200], // filled in below
  ["the 308 of a trailing slash", "/upgrading/", 308],
  ["a permanent redirect (short product URL)", "/product/1000", 308],
  ["a login redirect", "/cart", 307],
  ["a malformed path", "/%E0%A4%A", 400],
  ["a path with a control character", "/a%00b", 400],
  ["an overlong path", `/${"a".repeat(2100)}`, 414],
  ["a route handler", "/api/health", 200],
  ["robots.txt", "/robots.txt", 200],
  ["an image", "/brands/default.svg", 200],
];

test("pages and the framework's own answers carry the same security headers", async ({
  request,
}) => {
  const home = await (await request.get("/?locale=en")).text();
  const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(home)?.[0];
  expect(chunk).toBeTruthy();
  for (const [what, path, status] of ANSWERS) {
    const res = await request.get(path || chunk!, { maxRedirects: 0 });
    expect(res.status(), what).toBe(status);
    expectSecurityHeaders(res, what);
    // not production: no HSTS on a plain-http development server
    expect(res.headers()["strict-transport-security"], what).toBeUndefined();
  }
  const put = await request.put("/upgrading", { maxRedirects: 0 });
  expect(put.status()).toBe(405);
  expect(put.headers()["allow"]).toBe("GET, HEAD");
  expectSecurityHeaders(put, "405 for a page");
  // the trailing slash goes, the query stays
  const slash = await request.get("/products/?sort=price", { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers()["location"]).toMatch(/\/products\?sort=price$/);
});

const nonceOf = (res: APIResponse) =>
  /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];

test("pages asked with a preference are private to shared caches; a cached page names its own nonce on every answer, a page rendered per request a new one", async ({
  request,
}) => {
  // a page the page cache stores: the nonce its HTML carries, on every answer
  const cached = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`${PRODUCT}?locale=en`);
    const h = res.headers();
    expect(h["cache-control"]).toBe("private, no-cache");
    const nonce = nonceOf(res);
    expect(nonce).toBeTruthy();
    expect(await res.text()).toContain(`nonce="${nonce}"`);
    cached.add(nonce!);
    expect(h["content-security-policy"]).not.toMatch(/script-src[^;]*(sha256|unsafe-inline)/);
  }
  expect(cached.size).toBe(1);
  // a page rendered for one request (a keyword search): a nonce nobody else gets
  const fresh = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const res = await request.get("/products?keyword=tour&locale=en");
    expect(res.headers()["x-nextjs-cache"]).toBeUndefined();
    fresh.add(nonceOf(res)!);
  }
  expect(fresh.size).toBe(3);
  expect(fresh.has([...cached][0]!)).toBe(false);
  for (const path of [
    "/",
    "/products?category_id=1",
    "/products?keyword=tour",
    "/category/1",
    "/promotion/seckill",
    "/auth/index",
  ]) {
    const res = await request.get(`${path}${path.includes("?") ? "&" : "?"}locale=en`);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toMatch(/^private, no-cache/);
    expect(res.headers()["cache-control"], path).not.toMatch(/s-maxage|public/);
  }
  // what does not vary by cookie keeps its own caching
  expect((await request.get("/brands/default.svg")).headers()["cache-control"]).toContain("public");
  expect((await request.get("/api/catalogue/popular?locale=en")).headers()["cache-control"]).toBe(
    "private, max-age=60",
  );
});

test("catalogue pages asked without a cookie are public for shared caches, with the page's own nonce and no cookie; personal pages are not", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: { "accept-language": "en" },
  });
  try {
    for (const path of [PRODUCT, "/", "/products", "/category/1"]) {
      await api.get(path); // the render that stores it, if it is not stored yet
      const res = await api.get(path);
      const h = res.headers();
      expect(res.status(), path).toBe(200);
      // from the page cache (STALE: older than its revalidate time, served while it is rendered again)
      expect(["HIT", "STALE"], path).toContain(h["x-nextjs-cache"]);
      expect(h["cache-control"], path).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400",
      );
      // the nonce the stored HTML carries: the same on the copy a CDN keeps for everyone
      const nonce = nonceOf(res);
      expect(nonce, path).toBeTruthy();
      expect(await res.text(), path).toContain(`nonce="${nonce}"`);
      expect(nonceOf(await api.get(path)), path).toBe(nonce);
      expect(h["vary"], path).toMatch(/Accept-Language.*Cookie.*X-Forwarded-Host/);
      expect(h["set-cookie"], path).toBeUndefined();
    }
    // a preference cookie, the router's payload, a list rendered per request, a personal page
    for (const [what, path, headers] of [
      ["a currency cookie", PRODUCT, { cookie: "tf_currency=USD" }],
      ["a session cookie", PRODUCT, { cookie: "tf_session=x" }],
      ["a keyword search", "/products?keyword=tour", {}],
      ["a personal page", "/cart", { cookie: "tf_session=x" }],
    ] as const) {
      const res = await api.get(path, { headers, maxRedirects: 0 });
      expect(res.headers()["cache-control"], what).toMatch(/^private/);
      expect(res.headers()["content-security-policy"], what).toMatch(/'nonce-/);
    }
    // the router's payload under the same URL: Next sends a router request without its `_rsc`
    // parameter to the URL with it (so a cache that keys on the URL keeps the two apart), and
    // both answers name the router's headers in Vary for a cache that honours it
    const router = await api.get(PRODUCT, { headers: { rsc: "1" }, maxRedirects: 0 });
    expect(router.status()).toBe(307);
    expect(router.headers()["location"]).toMatch(/\?_rsc/);
    expect(router.headers()["vary"]).toMatch(/\bRSC\b.*Next-Router-State-Tree/);
    const payload = await api.get(router.headers()["location"]!, { headers: { rsc: "1" } });
    expect(payload.status()).toBe(200);
    expect(payload.headers()["content-type"]).toMatch(/^text\/x-component/);
    expect(payload.headers()["vary"]).toMatch(/\brsc\b/i);
    // a choice in the query writes a cookie: never on a public answer
    const chosen = await api.get(`${PRODUCT}?currency=USD`);
    expect(chosen.headers()["set-cookie"]).toMatch(/tf_currency=USD/);
    expect(chosen.headers()["cache-control"]).toBe("private, no-cache");
  } finally {
    await api.dispose();
  }
});

test("the page cache is keyed on the rewritten path: a preference cookie or a session cookie gets its own cached page, never a render per request", async ({
  playwright,
}) => {
  // a context per shopper: each one's cookies and nothing else
  for (const [who, cookie, lang, signedIn] of [
    ["a shopper who chose zh-hant", "tf_locale=zh-hant", "zh-Hant", false],
    ["a shopper who chose en and USD", "tf_locale=en; tf_currency=USD", "en", false],
    ["a signed-in shopper", "tf_locale=en; tf_session=x", "en", true],
  ] as const) {
    const api = await playwright.request.newContext({ baseURL: ORIGIN });
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await api.get(PRODUCT, { headers: { cookie } }));
    const [, second] = answers;
    expect(["HIT", "STALE"], who).toContain(second!.headers()["x-nextjs-cache"]);
    const html = await second!.text();
    expect(html, who).toContain(`<html lang="${lang}"`);
    // the header's account entry follows the session cookie's presence, nothing else of it
    expect(html.includes('data-testid="account-placeholder"'), who).toBe(signedIn);
    expect(html.includes('data-testid="login-link"'), who).toBe(!signedIn);
    await api.dispose();
  }
});

test("preference cookies are Secure behind https; the Origin check ignores X-Forwarded-Host", async ({
  request,
}) => {
  const plain = await request.get("/?locale=zh-hant&currency=JPY", { maxRedirects: 0 });
  const plainCookies = plain.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
  expect(plainCookies.map((c) => c.value)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^tf_locale=zh-hant/),
      expect.stringMatching(/^tf_currency=JPY/),
    ]),
  );
  for (const c of plainCookies) expect(c.value).not.toMatch(/;\s*secure/i);

  const tls = await request.get("/?locale=en&currency=EUR", {
    maxRedirects: 0,
    headers: { "x-forwarded-proto": "https" },
  });
  const tlsCookies = tls.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
  expect(tlsCookies.length).toBeGreaterThanOrEqual(2);
  for (const c of tlsCookies) expect(c.value).toMatch(/;\s*secure/i);

  const forged = await request.post("/api/basket/line", {
    headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    data: {},
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).errorKey).toBe("forbiddenOrigin");
  // a brand domain passes the origin check (then: no session)
  const ours = await request.post("/api/basket/line", {
    headers: { origin: "https://shop.example.com" },
    data: {},
  });
  expect(ours.status()).not.toBe(403);
});

test.describe("production", () => {
  let shop: Instance | undefined;
  const base = `http://localhost:${PRODUCTION_PORT}`;

  test.beforeAll(async () => {
    needsOwnStorefronts();
    shop = await startStorefront(PRODUCTION_PORT, {
      UPSTREAM_URL: UPSTREAM,
      SHOP_STAGE: "production",
      SESSION_SECRET: "e2e-production-session-secret-0123456789",
    });
  });

  test.afterAll(() => stopStorefront(shop));

  test("HSTS on every answer behind TLS, the rest always, Secure cookies, https brand origins only", async ({
    playwright,
  }) => {
    needsOwnStorefronts();
    // a context of its own: cookies from the other server (same host, other port) would be sent here
    const request = await playwright.request.newContext();
    for (const [what, path, status] of [
      ["page", "/?locale=en", 200],
      ["a 404 page", "/no/such/place", 404],
      ["Next's 404 outside the middleware", "/brands/no/such/file", 404],
      ["the 308 of a trailing slash", "/upgrading/", 308],
      ["a malformed path", "/%zz", 400],
      ["a route handler", "/api/health", 200],
    ] as const) {
      // the proxy that ends TLS says so; HSTS then, on every answer
      const tls = await request.get(base + path, {
        maxRedirects: 0,
        headers: { "x-forwarded-proto": "https" },
      });
      expect(tls.status(), what).toBe(status);
      expectSecurityHeaders(tls, what);
      expect(tls.headers()["strict-transport-security"], what).toBe(
        "max-age=63072000; includeSubDomains",
      );
      // plain http (a browser ignores HSTS there anyway): none
      const plain = await request.get(base + path, { maxRedirects: 0 });
      expect(plain.headers()["strict-transport-security"], what).toBeUndefined();
    }
    const page = await request.get(`${base}/?locale=en&currency=USD`, { maxRedirects: 0 });
    expect(page.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(page.headers()["cache-control"]).toBe("private, no-cache");
    const cookies = page.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
    // the preference cookies this visit changes (at least the currency): every one Secure
    expect(cookies.length).toBeGreaterThanOrEqual(1);
    for (const c of cookies) expect(c.value).toMatch(/;\s*secure/i);

    // production trusts the brands' https origins, not this plain-http localhost nor a forged host
    for (const origin of [base, "http://shop.example.com", "https://evil.example"]) {
      const res = await request.post(`${base}/api/basket/line`, {
        headers: { origin, "x-forwarded-host": new URL(origin).host },
        data: {},
      });
      expect(res.status(), origin).toBe(403);
    }
    const ours = await request.post(`${base}/api/basket/line`, {
      headers: { origin: "https://shop.example.com" },
      data: {},
    });
    expect(ours.status()).not.toBe(403);
    await request.dispose();
  });
});
