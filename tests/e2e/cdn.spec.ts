import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import Redis from "ioredis";
import en from "../../messages/en.json";
import { nginxPid, startNginx } from "../../scripts/cdn-cache";
import { PORT, UPSTREAM } from "./support/shop";
import { needsOwnStorefronts } from "./support/servers";
import { startStorefront, stopStorefront, type Instance } from "./support/storefront-instance";

// A CDN in front: a storefront of this build (on the e2e upstream, its page cache in
// Redis under a prefix of this run) behind the cluster's cache — nginx with proxy_cache, its config
// from scripts/cdn-cache.ts — on loopback. A product page is fetched through the proxy (MISS),
// again (HIT), then the storefront is stopped and the proxy still serves the page, past its
// s-maxage (STALE); the storefront starts again, the product changes and is revalidated, and the
// proxy serves the fresh page within s-maxage (CDN_MAX_AGE, small here).
// docs/decisions/csp-and-cdn.md, docs/cluster.md

const BASE_PORT = Number(process.env.E2E_CDN_PORT ?? PORT + 50);
const PROXY = `http://127.0.0.1:${BASE_PORT}`;
const STOREFRONT_PORT = BASE_PORT + 1;
const MAX_AGE = 4;
const REDIS_URL = process.env.E2E_REDIS_URL ?? "redis://127.0.0.1:6379/14";
const OPS_TOKEN = "e2e-ops-token-0123456789abcdef";
const REVALIDATE_TOKEN = randomBytes(24).toString("hex");
const PREFIX = `e2e-cdn-${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
const DIR = path.resolve(`.data/e2e-cdn-${BASE_PORT}`);
const PRODUCT_ID = 1009; // goods: plain per-option stock (revalidate and shared-cache specs restore it too)
const ENGLISH = { "accept-language": "en" };
const ENV = {
  REDIS_URL,
  CACHE_KEY_PREFIX: PREFIX,
  REVALIDATE_TOKEN,
  UPSTREAM_URL: UPSTREAM,
  SHUTDOWN_DRAIN_MS: "0",
  CDN_MAX_AGE: String(MAX_AGE),
  CDN_STALE_WHILE_REVALIDATE: "60",
  CDN_STALE_IF_ERROR: "600",
};

let storefront: Instance | undefined;
let nginx: ChildProcess | undefined;
let productPath = "";
let title = "";

test.describe.configure({ mode: "serial", timeout: 150_000 });

test.beforeAll(async () => {
  needsOwnStorefronts();
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect().catch((error: Error) => {
    throw new Error(`this spec needs Redis at ${REDIS_URL} (E2E_REDIS_URL): ${error.message}`);
  });
  await redis.quit();
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  nginx = startNginx({
    dir: DIR,
    listen: `127.0.0.1:${BASE_PORT}`,
    upstream: `127.0.0.1:${STOREFRONT_PORT}`,
  });
  storefront = await startStorefront(STOREFRONT_PORT, ENV);
  await expect
    .poll(async () => (await fetch(`${PROXY}/api/health`).catch(() => null))?.status)
    .toBe(200);
  const detail = await (
    await fetch(`${UPSTREAM}/product/${PRODUCT_ID}`, {
      headers: { platform: "default", language: "en", currency: "CNY" },
    })
  ).json();
  title = detail.data.title;
  // the product's one canonical URL (its slug): /product/{id} answers a 308 to it
  const canonical = await fetch(`${storefront.base}/product/${PRODUCT_ID}`, {
    headers: ENGLISH,
    redirect: "manual",
  });
  expect(canonical.status).toBe(308);
  productPath = new URL(canonical.headers.get("location")!, storefront.base).pathname;
});

test.afterAll(async () => {
  await stopStorefront(storefront);
  const pid = nginx?.pid ?? nginxPid(DIR);
  if (pid) {
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      /* gone */
    }
  }
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const keys = await redis.keys(`${PREFIX}:*`);
  if (keys.length) await redis.unlink(...keys);
  await redis.quit();
});

/** The product page through the proxy, as a shopper without cookies whose browser asks for English. */
async function throughProxy() {
  const res = await fetch(`${PROXY}${productPath}`, { headers: ENGLISH, redirect: "manual" });
  const html = await res.text();
  return { res, html, cache: res.headers.get("x-cache-status") };
}

/** Whether the page's HTML shows this option sold out. */
function soldOut(html: string, variant: number): boolean {
  const option = new RegExp(`data-variant="${variant}"[\\s\\S]*?</li>`).exec(html)?.[0];
  expect(option, `option ${variant} on the page`).toBeTruthy();
  return option!.includes(en.booking.soldOut);
}

async function setStock(variant: number, stock: number) {
  const res = await fetch(`${UPSTREAM}/ops/set-stock`, {
    method: "POST",
    headers: { authorization: `Bearer ${OPS_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ variant, stock }),
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(10000);
}

async function revalidate() {
  const res = await fetch(`${storefront!.base}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${REVALIDATE_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ tags: [`product:${PRODUCT_ID}`] }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** One GET through the proxy with exactly these headers (no Accept-Encoding unless given): status, headers, raw body. */
function rawGet(
  pathAndQuery: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${PROXY}${pathAndQuery}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
  });
}

/** The cache's entries on disk (one file per key). */
function cachedEntries(): number {
  const walk = (dir: string): number =>
    readdirSync(dir).reduce((n, name) => {
      const full = path.join(dir, name);
      return n + (statSync(full).isDirectory() ? walk(full) : 1);
    }, 0);
  return walk(path.join(DIR, "cache"));
}

const fresh = () => `probe=${randomBytes(6).toString("hex")}`;

// What the proxy keys on must be what the page varies by: the encoding of the body it stored and
// the language the page is rendered in, not the raw Accept-Language. Each of these failed against
// the first recipe (`$scheme|$http_host|$request_uri|$http_accept_language`, Vary ignored); the
// failures are in the hosting note.
test("a client that asks for no compression never gets a compressed copy from the cache", async () => {
  const url = `${productPath}?${fresh()}`;
  const zipped = await rawGet(url, { ...ENGLISH, "accept-encoding": "gzip" });
  expect(zipped.status).toBe(200);
  const plain = await rawGet(url, ENGLISH);
  expect(plain.headers["x-cache-status"]).toBe("HIT");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.subarray(0, 15).toString("utf8")).toBe("<!DOCTYPE html>");
});

test("one client without compression does not make the cache hand every browser an uncompressed page", async () => {
  const url = `${productPath}?${fresh()}`;
  const plain = await rawGet(url, ENGLISH);
  expect(plain.status).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  const browser = await rawGet(url, { ...ENGLISH, "accept-encoding": "gzip, deflate, br" });
  expect(browser.headers["x-cache-status"]).toBe("HIT");
  expect(browser.headers["content-encoding"]).toBe("gzip");
  expect(browser.body.length).toBeLessThan(plain.body.length / 2);
  expect(gunzipSync(browser.body).toString("utf8")).toBe(plain.body.toString("utf8"));
});

test("made-up Accept-Language values share the copy of the language the page is rendered in", async () => {
  const url = `${productPath}?${fresh()}`;
  const before = cachedEntries();
  const langs = new Set<string>();
  for (let i = 0; i < 100; i++) {
    const res = await rawGet(url, {
      "accept-language": `x${i.toString(36)}-${i}, tlh;q=0.${i % 10}`,
    });
    expect(res.status).toBe(200);
    langs.add(/<html lang="([^"]+)"/.exec(res.body.toString("utf8"))?.[1] ?? "?");
  }
  // every one of them is the default language's page (zh-Hans): one copy, not a hundred
  expect([...langs]).toEqual(["zh-Hans"]);
  await expect.poll(() => cachedEntries() - before).toBeLessThanOrEqual(1);
  // and the languages the shop has still get a copy each, whatever the header spells
  for (const [header, lang] of [
    ["en-GB,en;q=0.9", "en"],
    ["zh-TW,zh;q=0.9,en;q=0.8", "zh-Hant"],
    ["fr-FR, zh-HK;q=0.7", "zh-Hant"],
    ["zh-Hans-HK", "zh-Hans"],
  ] as const) {
    const res = await rawGet(url, { "accept-language": header });
    expect(/<html lang="([^"]+)"/.exec(res.body.toString("utf8"))?.[1], header).toBe(lang);
  }
});

test("the proxy keeps a public product page and serves it while the storefront is stopped", async () => {
  const first = await throughProxy();
  expect(first.res.status).toBe(200);
  expect(first.cache).toBe("MISS");
  expect(first.html).toContain(title);
  expect(first.res.headers.get("cache-control")).toBe(
    `public, max-age=0, s-maxage=${MAX_AGE}, stale-while-revalidate=60, stale-if-error=600`,
  );
  // one copy for many: the page's own nonce, the one its stored HTML carries
  const nonce = /'nonce-([^']+)'/.exec(first.res.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(first.html).toContain(`nonce="${nonce}"`);
  expect(first.res.headers.get("set-cookie")).toBeNull();
  expect(first.res.headers.get("vary")).toContain("Accept-Language");

  const second = await throughProxy();
  expect(second.cache).toBe("HIT");
  expect(second.html).toBe(first.html);

  // a shopper with a preference cookie is answered by the storefront, privately, never from the copy
  const chosen = await fetch(`${PROXY}${productPath}`, {
    headers: { ...ENGLISH, cookie: "tf_currency=USD" },
  });
  expect(chosen.headers.get("x-cache-status")).toBe("BYPASS");
  expect(chosen.headers.get("cache-control")).toBe("private, no-cache");
  expect(chosen.headers.get("content-security-policy")).toContain("'nonce-");
  // another language is another copy
  const chinese = await fetch(`${PROXY}${productPath}`, {
    headers: { "accept-language": "zh-TW" },
  });
  expect(chinese.headers.get("x-cache-status")).toBe("MISS");
  expect(await chinese.text()).toContain('lang="zh-Hant"');

  await stopStorefront(storefront);
  expect(await fetch(`${storefront!.base}/api/health`).catch(() => null)).toBeNull();
  const stopped = await throughProxy();
  expect(stopped.res.status).toBe(200);
  expect(stopped.html).toContain(title);
  expect(["HIT", "STALE"]).toContain(stopped.cache);
  // past its s-maxage, with nothing behind the proxy, the copy still stands in (stale-if-error)
  await expect
    .poll(
      async () => {
        const { res, html, cache } = await throughProxy();
        expect(res.status).toBe(200);
        expect(html).toContain(title);
        return cache;
      },
      { timeout: (MAX_AGE + 10) * 1000, intervals: [500] },
    )
    .toBe("STALE");
});

test("after a revalidation the proxy serves the fresh page within s-maxage", async () => {
  storefront = await startStorefront(STOREFRONT_PORT, ENV);
  const detail = await (
    await fetch(`${UPSTREAM}/product/${PRODUCT_ID}`, {
      headers: { platform: "default", language: "en", currency: "CNY" },
    })
  ).json();
  const variant = (detail.data.variants as { id: number; stock: number }[]).find(
    (v) => v.stock > 0,
  );
  expect(variant, "a goods option in stock").toBeTruthy();
  const { id, stock } = variant!;

  // the stale copy is refreshed from the storefront that is back: a fresh copy, held for s-maxage
  await expect.poll(async () => (await throughProxy()).cache, { intervals: [500] }).toBe("HIT");
  try {
    await setStock(id, 0);
    await revalidate();
    const changed = Date.now();
    // the storefront itself has the fresh page at once
    const direct = await fetch(`${storefront!.base}${productPath}`, { headers: ENGLISH });
    expect(soldOut(await direct.text(), id)).toBe(true);
    // the proxy, once its copy is older than s-maxage (plus a render on this busy machine)
    await expect
      .poll(async () => soldOut((await throughProxy()).html, id), {
        timeout: (MAX_AGE + 15) * 1000,
        intervals: [250],
      })
      .toBe(true);
    const seconds = (Date.now() - changed) / 1000;
    test
      .info()
      .annotations.push({ type: "fresh through the proxy after", description: `${seconds} s` });
    expect(seconds).toBeLessThan(MAX_AGE + 15);
  } finally {
    await setStock(id, stock);
    await revalidate();
  }
});
