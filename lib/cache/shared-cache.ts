import "server-only";
import { env } from "../env";

// The shared page and data cache (docs/decisions/shared-cache.md) as the app sees it. The cache
// handler (lib/cache/page-cache-handler.cjs, loaded by Node) reads its own settings from the
// environment and keeps its Redis client on globalThis under this symbol.
const CLIENT = Symbol.for("storefront.cache.redis");

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
