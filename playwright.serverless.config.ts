import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The serverless pass (docs/decisions/serverless-target.md): the storefront built for Cloudflare's
// workerd by OpenNext and served offline by wrangler (scripts/serverless.ts preview), in front of
// the e2e upstream on Node. The specs run against it as a storefront that runs elsewhere
// (E2E_BASE_URL, tests/e2e/support/servers.ts): those that start storefronts of their own skip
// themselves. `npm run build:serverless` (or scripts/test-all.sh) builds it first.
const PORT = Number(process.env.E2E_SERVERLESS_PORT ?? 8780);
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4210);
// localhost: the host Next gives a middleware rewrite (scripts/serverless.ts)
const BASE = `http://localhost:${PORT}`;
process.env.E2E_BASE_URL = BASE;
process.env.E2E_UPSTREAM_PORT = String(UPSTREAM_PORT);
// what differs there (tests/e2e/support/servers.ts ON_SERVERLESS): cache-growth.spec counts the
// local R2 bucket's entries instead of Next's disk cache
process.env.E2E_HOST = "serverless";

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: [
    "serverless.spec.ts",
    "cache-growth.spec.ts",
    "share-card.spec.ts",
    "http-edges.spec.ts",
    "not-found.spec.ts",
    "headers.spec.ts",
    "csp.spec.ts",
    "revalidate.spec.ts",
    "short-links.spec.ts",
  ],
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.E2E_REPORT || "test-results/e2e-serverless.json" }],
  ],
  use: { ...base.use, baseURL: BASE },
  webServer: {
    command: "node --import tsx scripts/serverless.ts preview --no-build",
    url: `${BASE}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      PGLITE_DIR: ".data/e2e-serverless-pglite",
      SHOP_STAGE: "development",
      // every test signs a new shopper up from this one address
      SIGNIN_LIMIT_PER_ADDRESS: "1000",
      PAY_DEADLINE_SECONDS: "45",
      SWEEP_SECONDS: "2",
      OPS_TOKEN: "e2e-ops-token-0123456789abcdef",
    },
  },
});
