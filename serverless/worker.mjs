// The serverless host's entry (wrangler.jsonc "main"; docs/decisions/serverless-target.md): the
// worker OpenNext builds into .open-next/worker.js — middleware, pages, route handlers, the page
// cache in R2 and its tags in D1 — plus what the storefront needs from the platform besides:
// AddressLimits, the per-address sign-in and code limits (lib/http/rate-limit.ts through
// lib/host.ts), which count in a Durable Object here instead of Redis over TCP.
import { DurableObject } from "cloudflare:workers";
import prerenderManifest from "../.next/prerender-manifest.json";
import openNext from "../.open-next/worker.js";
import { env as shopEnv, sessionSecret } from "../lib/env.ts";
import { cachedPageNonce } from "../lib/http/csp.ts";
import {
  contentSecurityPolicy,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from "../lib/http/security-headers.mjs";
import { publicCacheControl } from "../lib/http/shared-cache.ts";

/** what middleware.ts gives a page a shared cache may keep (the same settings, the same words) */
const SHARED_PAGE =
  shopEnv.CDN_MAX_AGE > 0
    ? publicCacheControl({
        sMaxAge: shopEnv.CDN_MAX_AGE,
        staleWhileRevalidate: shopEnv.CDN_STALE_WHILE_REVALIDATE,
        staleIfError: shopEnv.CDN_STALE_IF_ERROR,
      })
    : null;
/** OpenNext's rewrite of an s-maxage on an answer from its cache (its fixISRHeaders, for CloudFront) */
const REWRITTEN_BY_OPENNEXT = /^s-maxage=\d+, stale-while-revalidate=2592000$/;
/** middleware.ts names X-Forwarded-Host in the Vary of page answers only (SHARED_CACHE_VARY) */
const PAGE_VARY = /\bX-Forwarded-Host\b/i;

/**
 * A page answered from the cache: OpenNext replaces the Cache-Control middleware.ts gave it with the
 * time left until its own revalidation. Only a shared page carries an s-maxage (the middleware's
 * other answer is "private, no-cache"), so its own words are put back — every server answers the same,
 * a 304 to a browser's revalidation too (its Content-Type absent, the page's Vary kept).
 */
function middlewareCaching(response) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (
    !SHARED_PAGE ||
    !REWRITTEN_BY_OPENNEXT.test(cacheControl) ||
    !PAGE_VARY.test(response.headers.get("vary") ?? "")
  )
    return response;
  const restored = new Response(response.body, response);
  restored.headers.set("cache-control", SHARED_PAGE);
  return restored;
}

/**
 * One object per (bucket, address): a fixed window of `windowMs` holding at most `points`
 * consumptions. Its state lives in the object's storage, so every isolate of the worker counts
 * together and a restart forgets nothing.
 */
export class AddressLimits extends DurableObject {
  /** @returns {Promise<{ allowed: boolean; msBeforeNext: number }>} */
  async consume(points, windowMs) {
    const now = Date.now();
    let window = await this.ctx.storage.get("window");
    if (!window || window.resetAt <= now) window = { used: 0, resetAt: now + windowMs };
    window.used += 1;
    await this.ctx.storage.put("window", window);
    // the object's storage is dropped once its window has passed
    await this.ctx.storage.setAlarm(window.resetAt);
    return { allowed: window.used <= points, msBeforeNext: window.resetAt - now };
  }

  async alarm() {
    await this.ctx.storage.deleteAll();
  }
}

const SECURITY_HEADERS = Object.entries(securityHeaders());

/**
 * next.config headers() on every answer, as Next's own servers give them: OpenNext adds them to
 * the answers Next renders, not to those middleware.ts makes itself (its redirects, 405s, 400s).
 * What an answer has already (a page's policy with its nonce) stays.
 */
function configHeaders(request, response) {
  const https = request.headers.get("x-forwarded-proto") === "https";
  const missing = SECURITY_HEADERS.filter(([key]) => !response.headers.has(key));
  if (missing.length === 0 && !(https && !response.headers.has("strict-transport-security")))
    return response;
  const completed = new Response(response.body, response);
  for (const [key, value] of missing) completed.headers.set(key, value);
  if (https) completed.headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  return completed;
}

/**
 * OpenNext renders a stale page again by asking this worker for the page's internal path with its
 * preview-mode id (its memory queue, over WORKER_SELF_REFERENCE), and such a request skips
 * middleware.ts. The render then gets the policy the middleware would have given that path — the
 * page's own nonce (lib/http/csp.ts) — or its stored HTML would carry no nonce, and every answer
 * from it would have its scripts refused.
 */
async function revalidation(request) {
  // the check OpenNext makes before it skips the middleware (its routing/middleware.js)
  const id = prerenderManifest.preview?.previewModeId;
  if (!id || !request.headers.has("x-isr")) return request;
  if (request.headers.get("x-prerender-revalidate") !== id) return request;
  const nonce = await cachedPageNonce(sessionSecret, new URL(request.url).pathname);
  const headers = new Headers(request.headers);
  headers.set(
    "content-security-policy",
    contentSecurityPolicy({ nonce, production: shopEnv.SHOP_STAGE === "production" }),
  );
  return new Request(request, { headers });
}

const worker = {
  async fetch(request, env, ctx) {
    const answer = await openNext.fetch(await revalidation(request), env, ctx);
    return configHeaders(request, middlewareCaching(answer));
  },
};

export default worker;
