import r2IncrementalCache from "@opennextjs/cloudflare/overrides/incremental-cache/r2-incremental-cache";
import { admitEntry } from "./admission";

// The serverless host's page and data cache (open-next.config.ts): OpenNext's R2 incremental
// cache, asked first the same question as the Node page cache (lib/cache/page-cache-handler.cjs)
// — lib/cache/page-cache-policy.cjs `admit`, through ./admission — so strangers cannot grow it
// there either (tests/e2e/cache-growth.spec.ts counts its entries), and a stored page keeps what
// its answers vary by.

type R2Cache = Pick<typeof r2IncrementalCache, "name" | "get" | "set" | "delete">;

export const admittedIncrementalCache: R2Cache = {
  // R2's own name: `opennextjs-cloudflare populateCache` fills an R2 cache by it (the prerendered pages)
  name: r2IncrementalCache.name,
  get: (key, cacheType) => r2IncrementalCache.get(key, cacheType),
  delete: (key) => r2IncrementalCache.delete(key),
  async set(key, value, cacheType) {
    const holds = async () => Boolean(await r2IncrementalCache.get(key, cacheType));
    if (await admitEntry(value, cacheType, holds))
      await r2IncrementalCache.set(key, value, cacheType);
  },
};
