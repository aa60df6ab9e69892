import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type APIResponse } from "@playwright/test";
import { stopProcessGroup } from "./support/storefront-instance";

// Issue 10, "headers and cookies": the same security headers on pages and on the answers Next
// makes itself; pages private to shared caches when a cookie or a choice in the query shapes them,
// and (issue 19) catalogue pages public, with hashes and no nonce, for a request without either
// (docs/decisions/csp-and-cdn.md); Secure preference cookies on https; the Origin check
// trusting only the configured public origins. Production-only behaviour (HSTS, Secure always,
// brand domains on https only) is checked on a second `next start` of the same build with
// SHOP_STAGE=production, in front of the e2e upstream.

const PORT = Number(process.env.E2E_PORT ?? 3210);
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4210);
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
  ["Next's 308 (trailing slash)", "/upgrading/", 308],
  ["a permanent redirect (short product URL)", "/product/1000", 308],
  ["a login redirect", "/cart", 307],
  ["a malformed path", "/%E0%A4%A", 400],
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
});

test("pages asked with a preference are private to shared caches; the nonce is new on every answer, cached pages add their hashes", async ({
  request,
}) => {
  const seen = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`${PRODUCT}?locale=en`);
    const h = res.headers();
    expect(h["cache-control"]).toBe("private, no-cache");
    const csp = h["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    seen.add(nonce!);
    if (h["x-nextjs-cache"] === "HIT") expect(csp).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
    expect(h["x-csp-script-hashes"]).toBeUndefined();
  }
  expect(seen.size).toBe(3);
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

test("catalogue pages asked without a cookie are public for shared caches, with hashes, no nonce and no cookie; personal pages are not", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({
    baseURL: `http://localhost:${PORT}`,
    extraHTTPHeaders: { "accept-language": "en" },
  });
  try {
    for (const path of [PRODUCT, "/", "/products", "/category/1"]) {
      await api.get(path); // the render that stores it, if it is not stored yet
      const res = await api.get(path);
      const h = res.headers();
      expect(res.status(), path).toBe(200);
      expect(h["x-nextjs-cache"], path).toBe("HIT");
      expect(h["cache-control"], path).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400",
      );
      expect(h["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
      expect(h["content-security-policy"], path).not.toContain("nonce");
      expect(h["vary"], path).toMatch(/Accept-Language.*Cookie.*X-Forwarded-Host/);
      expect(h["set-cookie"], path).toBeUndefined();
      expect(h["x-shared-cache-candidate"], path).toBeUndefined();
    }
    // a preference cookie, the router's payload, a list rendered per request, a personal page
    for (const [what, path, headers] of [
      ["a currency cookie", PRODUCT, { cookie: "tf_currency=USD" }],
      ["a session cookie", PRODUCT, { cookie: "tf_session=x" }],
      ["the RSC payload", PRODUCT, { rsc: "1" }],
      ["a keyword search", "/products?keyword=tour", {}],
      ["sign-in", "/auth/index", {}],
    ] as const) {
      const res = await api.get(path, { headers });
      expect(res.headers()["cache-control"], what).toMatch(/^private/);
      expect(res.headers()["content-security-policy"], what).toMatch(/'nonce-/);
    }
    // a choice in the query writes a cookie: never on a public answer
    const chosen = await api.get(`${PRODUCT}?currency=USD`);
    expect(chosen.headers()["set-cookie"]).toMatch(/tf_currency=USD/);
    expect(chosen.headers()["cache-control"]).toBe("private, no-cache");
  } finally {
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
  let shop: ChildProcess;
  const base = `http://localhost:${PRODUCTION_PORT}`;

  test.beforeAll(async () => {
    shop = spawn("npx", ["next", "start", "-p", String(PRODUCTION_PORT)], {
      detached: true, // its own process group, stopped as a whole in afterAll
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        UPSTREAM_URL: `http://127.0.0.1:${UPSTREAM_PORT}`,
        SHOP_STAGE: "production",
        SESSION_SECRET: "e2e-production-session-secret-0123456789",
      },
    });
    let stderr = "";
    shop.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    await expect(async () =>
      expect((await fetch(`${base}/api/health`).catch(() => null))?.status, stderr).toBe(200),
    ).toPass({ timeout: 30_000 });
  });

  test.afterAll(() => stopProcessGroup(shop));

  test("HSTS and the rest on every answer, Secure cookies, https brand origins only", async ({
    playwright,
  }) => {
    // a context of its own: cookies from the other server (same host, other port) would be sent here
    const request = await playwright.request.newContext();
    for (const [what, path, status] of [
      ["page", "/?locale=en", 200],
      ["a 404 page", "/no/such/place", 404],
      ["Next's 404 outside the middleware", "/brands/no/such/file", 404],
      ["Next's 308", "/upgrading/", 308],
      ["a malformed path", "/%zz", 400],
      ["a route handler", "/api/health", 200],
    ] as const) {
      const res = await request.get(base + path, { maxRedirects: 0 });
      expect(res.status(), what).toBe(status);
      expectSecurityHeaders(res, what);
      expect(res.headers()["strict-transport-security"], what).toBe(
        "max-age=63072000; includeSubDomains",
      );
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
