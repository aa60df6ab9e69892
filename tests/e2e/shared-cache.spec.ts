import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import Redis from "ioredis";
import en from "../../messages/en.json";
import { quiet, UPSTREAM } from "./support/shop";
import { needsOwnStorefronts } from "./support/servers";
import {
  closedPort,
  startStorefront,
  stopStorefront,
  type Instance,
} from "./support/storefront-instance";

// The page and data cache shared through Redis: two storefront instances (A and B) of this
// build on one Redis, under a key prefix of this run, and the e2e upstream. A product page cached on
// A, whose stock then changes in the upstream, stays cached on A until a revalidation through B
// (POST /api/revalidate) — after which A serves the fresh page. A third instance whose Redis is down
// renders its pages (a miss, not an error) and refuses a revalidation with 503, so the caller retries.

const REDIS_URL = process.env.E2E_REDIS_URL ?? "redis://127.0.0.1:6379/14";
const BASE_PORT = Number(process.env.E2E_SHARED_PORT ?? 3240);
const OPS_TOKEN = "e2e-ops-token-0123456789abcdef";
const REVALIDATE_TOKEN = randomBytes(24).toString("hex");
const PREFIX = `e2e-shared-${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
const HEADERS = { platform: "default", language: "en", currency: "CNY" };
const PRODUCT_ID = 1009; // goods: plain per-option stock (tests/e2e/revalidate.spec.ts uses it too and restores it)
const PRODUCT = `/product/${PRODUCT_ID}/x?brand=default&locale=en`;

let redis: Redis;
let a: Instance;
let b: Instance;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  needsOwnStorefronts();
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect().catch((error: Error) => {
    throw new Error(`this spec needs Redis at ${REDIS_URL} (E2E_REDIS_URL): ${error.message}`);
  });
  const env = {
    REDIS_URL,
    CACHE_KEY_PREFIX: PREFIX,
    REVALIDATE_TOKEN,
    UPSTREAM_URL: UPSTREAM,
    SHUTDOWN_DRAIN_MS: "0",
  };
  // both at once; whichever started is stopped in afterAll even when the other did not
  const started = await Promise.allSettled([
    startStorefront(BASE_PORT, env),
    startStorefront(BASE_PORT + 1, env),
  ]);
  [a, b] = started.map((s) => (s.status === "fulfilled" ? s.value : undefined)) as [
    Instance,
    Instance,
  ];
  for (const s of started) if (s.status === "rejected") throw s.reason;
});

test.afterAll(async () => {
  await Promise.all([stopStorefront(a), stopStorefront(b)]);
  if (redis?.status === "ready") {
    const keys = await redis.keys(`${PREFIX}:*`);
    if (keys.length) await redis.unlink(...keys);
    await redis.quit();
  }
});

async function setStock(variant: number, stock: number) {
  const res = await fetch(`${UPSTREAM}/ops/set-stock`, {
    method: "POST",
    headers: { authorization: `Bearer ${OPS_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ variant, stock }),
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(10000);
}

async function revalidateThrough(instance: Instance, tags: string[]) {
  const res = await fetch(`${instance.base}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${REVALIDATE_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ tags }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** the product page on `instance`: its x-nextjs-cache answer and whether `variant` shows sold out */
async function visit(page: Page, instance: Instance, variant: number) {
  const res = await page.goto(`${instance.base}${PRODUCT}`);
  expect(res?.status()).toBe(200);
  const option = page.locator(`[data-variant="${variant}"]`);
  await expect(option).toBeVisible();
  return {
    cache: res?.headers()["x-nextjs-cache"],
    soldOut: (await option.innerText()).includes(en.booking.soldOut),
  };
}

test("a page cached on A, revalidated through B, is fresh on A", async ({ page }) => {
  await quiet(page);
  const detail = await (
    await fetch(`${UPSTREAM}/product/${PRODUCT_ID}`, { headers: HEADERS })
  ).json();
  const variant = (detail.data.variants as { id: number; stock: number }[]).find(
    (v) => v.stock > 0,
  );
  expect(variant, "a goods option in stock").toBeTruthy();
  const { id, stock } = variant!;

  await visit(page, a, id);
  // the second visit is served from the cache, which B shares
  expect(await visit(page, a, id)).toEqual({ cache: "HIT", soldOut: false });
  expect(await visit(page, b, id)).toEqual({ cache: "HIT", soldOut: false });
  expect(await redis.keys(`${PREFIX}:*`), "entries under this run's prefix").not.toHaveLength(0);

  try {
    // the upstream's own revalidation call goes to the webServer's storefront, not to A or B:
    // A keeps serving its cached page…
    await setStock(id, 0);
    expect(await visit(page, a, id)).toEqual({ cache: "HIT", soldOut: false });
    // …until the product's tags are revalidated through B
    await revalidateThrough(b, [`product:${PRODUCT_ID}`]);
    const fresh = await visit(page, a, id);
    expect(fresh.soldOut, "A shows the option sold out after the revalidation through B").toBe(
      true,
    );
    expect(fresh.cache).not.toBe("HIT");
    // and the page A rendered again is B's cached page too
    expect(await visit(page, b, id)).toEqual({ cache: "HIT", soldOut: true });
  } finally {
    await setStock(id, stock);
    await revalidateThrough(b, [`product:${PRODUCT_ID}`]);
  }
  expect((await visit(page, a, id)).soldOut).toBe(false);
});

test("with its Redis down an instance renders its pages and answers a revalidation 503", async ({
  page,
}) => {
  await quiet(page);
  let down: Instance | undefined;
  try {
    down = await startStorefront(BASE_PORT + 2, {
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      CACHE_KEY_PREFIX: PREFIX,
      REVALIDATE_TOKEN,
      UPSTREAM_URL: UPSTREAM,
      SHUTDOWN_DRAIN_MS: "0",
    });
    for (let i = 0; i < 2; i++) {
      const res = await page.goto(`${down.base}${PRODUCT}`);
      expect(res?.status()).toBe(200);
      expect(
        res?.headers()["x-nextjs-cache"],
        "nothing is served from a cache that is down",
      ).not.toBe("HIT");
      await expect(page.locator("[data-variant]").first()).toBeVisible();
    }
    const res = await fetch(`${down.base}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${REVALIDATE_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: [`product:${PRODUCT_ID}`] }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
  } finally {
    await stopStorefront(down);
  }
});
