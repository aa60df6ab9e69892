// The settings of the shared page and data cache (docs/decisions/shared-cache.md), read from the
// environment by the cache handler itself (lib/cache/page-cache-handler.cjs and
// redis-cache-client.cjs are loaded by Node at run time, not bundled with the app, and are asked
// before any app code has run). The same rules as lib/env.ts, which the app parses:
// tests/unit/lib/cache/shared-cache-settings.test.ts holds the two together.

const PREFIX = /^[\w.:-]{1,64}$/;

function positiveInt(raw, fallback, name) {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * { url, prefix, timeoutMs, defaultStaleAge } from REDIS_URL, CACHE_KEY_PREFIX,
 * CACHE_REDIS_TIMEOUT_MS and CATALOGUE_REVALIDATE; undefined without REDIS_URL, while `next build`
 * runs (NEXT_PHASE: the build's own prerenders stay on disk), and in the edge runtime (Next
 * constructs the handler in the middleware's sandbox too, where Redis over TCP cannot load).
 */
function sharedCacheSettings(env = process.env) {
  if (!env.REDIS_URL || building(env) || env.NEXT_RUNTIME === "edge") return undefined;
  const prefix = env.CACHE_KEY_PREFIX || "storefront-cache";
  if (!PREFIX.test(prefix)) throw new Error("CACHE_KEY_PREFIX: 1–64 letters, digits, _ . : -");
  return {
    url: env.REDIS_URL,
    prefix,
    timeoutMs: positiveInt(env.CACHE_REDIS_TIMEOUT_MS, 1000, "CACHE_REDIS_TIMEOUT_MS"),
    defaultStaleAge: positiveInt(env.CATALOGUE_REVALIDATE, 300, "CATALOGUE_REVALIDATE"),
  };
}

/** whether this process is `next build` (or one of its workers): Next sets NEXT_PHASE */
function building(env = process.env) {
  return env.NEXT_PHASE === "phase-production-build";
}

module.exports = { building, sharedCacheSettings };
