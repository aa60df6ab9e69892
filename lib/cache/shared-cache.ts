import "server-only";
import { env } from "../env";

// The settings of the shared page and data cache (lib/cache/page-cache-handler.cjs and
// lib/cache/redis-cache-client.cjs, loaded by Node for Next's cache handler, not bundled: they read
// them from globalThis, as the handler reads the policy). docs/decisions/shared-cache.md
const SETTINGS = Symbol.for("storefront.cache.shared");
const CLIENT = Symbol.for("storefront.cache.redis");

export type SharedCacheSettings = {
  url: string;
  prefix: string;
  timeoutMs: number;
  defaultStaleAge: number;
};

/** With REDIS_URL, every instance keeps its pages and cached reads in that Redis; without it, on its own disk. */
export function registerSharedCache(): void {
  const holder = globalThis as { [SETTINGS]?: SharedCacheSettings };
  if (!env.REDIS_URL) return;
  holder[SETTINGS] = {
    url: env.REDIS_URL,
    prefix: env.CACHE_KEY_PREFIX,
    timeoutMs: env.CACHE_REDIS_TIMEOUT_MS,
    defaultStaleAge: env.CATALOGUE_REVALIDATE,
  };
}

/**
 * Whether this instance keeps its cache in Redis and cannot reach it right now. A tag revalidation
 * made then would reach no instance (their entries stay in Redis), so the caller is told to try
 * again. False while nothing has asked the cache yet (the connection opens on first use).
 */
export function sharedCacheUnreachable(): boolean {
  if (!env.REDIS_URL) return false;
  const client = (globalThis as { [CLIENT]?: { status: string } })[CLIENT];
  return client !== undefined && client.status !== "ready";
}
