// Which storefront the e2e suite talks to (docs/decisions/request-pipeline.md, /work notes "hosting"):
//   E2E_SERVER=shop        scripts/shop-server.mjs — Next's handler plus a graceful shutdown (default, npm start)
//   E2E_SERVER=next-start  `next start` on the same build
//   E2E_SERVER=standalone  Next's own .next/standalone/server.js on the same build
//   E2E_BASE_URL=http://…  a storefront that runs elsewhere (a serverless preview): Playwright starts
//                          the upstream only (SHOP_SERVER=none) and the specs that start storefronts
//                          of their own (an instance each, with its own environment) skip themselves.
// The specs that pin headers, policy and caching answer the same on every one of them.
import { test } from "@playwright/test";

export const SERVER = process.env.E2E_SERVER || "shop";
/** a storefront this suite does not start, or undefined */
export const EXTERNAL_BASE = process.env.E2E_BASE_URL?.replace(/\/$/, "") || undefined;

/** the storefront is OpenNext's build on workerd (playwright.serverless.config.ts) */
export const ON_SERVERLESS = process.env.E2E_HOST === "serverless";

/** In a spec that starts storefronts of its own: skip it when the storefront runs elsewhere. */
export function needsOwnStorefronts() {
  test.skip(
    EXTERNAL_BASE !== undefined,
    `starts storefronts of its own on this machine; E2E_BASE_URL=${EXTERNAL_BASE} runs elsewhere`,
  );
}
