import { defineConfig } from "@playwright/test";

// End-to-end against the production build and the embedded upstream on its own PGlite folder, in
// Debian's Chromium (Playwright cannot download browsers here). E2E_SERVER picks the server of the
// build (shop: scripts/shop-server.mjs, the default; next-start; standalone: Next's server.js);
// E2E_BASE_URL points the suite at a storefront that runs elsewhere, with only the upstream started
// here (tests/e2e/support/servers.ts).
const PORT = Number(process.env.E2E_PORT ?? 3210);
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4210);
const EXTERNAL_BASE = process.env.E2E_BASE_URL?.replace(/\/$/, "") || undefined;

export default defineConfig({
  testDir: "tests/e2e",
  // the serverless host's own spec runs in its pass (playwright.serverless.config.ts)
  testIgnore: ["serverless.spec.ts"],
  // its own folder: Playwright empties outputDir on each run, and test-results/ also holds jest.json
  outputDir: "test-results/e2e-artifacts",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT || "test-results/e2e.json" }]],
  use: {
    baseURL: EXTERNAL_BASE ?? `http://localhost:${PORT}`,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node --import tsx scripts/shop.ts",
    url: EXTERNAL_BASE
      ? `http://127.0.0.1:${UPSTREAM_PORT}/health`
      : `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      PGLITE_DIR: ".data/e2e-pglite",
      SHOP_SERVER: EXTERNAL_BASE ? "none" : process.env.E2E_SERVER || "shop",
      SHOP_STAGE: "development",
      // every test signs a new shopper up from this one address
      SIGNIN_LIMIT_PER_ADDRESS: "1000",
      // the runner stands in for the one proxy in front: a test that sends X-Forwarded-For acts as
      // a shopper of its own (lib/http/client-address.ts); one that sends none is the socket's peer
      TRUSTED_PROXY_HOPS: "1",
      // orders.spec leaves an order unpaid until it closes: a short window, swept often
      PAY_DEADLINE_SECONDS: "45",
      SWEEP_SECONDS: "2",
      // orders.spec drives the ops steps (ship, approve a refund) through POST /ops/*
      OPS_TOKEN: "e2e-ops-token-0123456789abcdef",
    },
  },
});
