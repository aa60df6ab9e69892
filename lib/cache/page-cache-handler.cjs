// next.config `cacheHandler`: where Next keeps rendered pages, route answers and unstable_cache data
// entries (docs/decisions/shared-cache.md).
//
// - REDIS_URL set: one cache shared by every storefront instance — @fortedigital/nextjs-cache-handler
//   (its redis-strings store on our ioredis client, lib/cache/redis-cache-client.cjs). Tag
//   revalidation deletes the tagged entries in Redis, so a revalidation on one instance is seen by
//   all. Each entry expires in Redis (EXPIREAT: twice its revalidate time). Redis down or slow: a
//   read is a miss (the page renders), a write or a revalidation is dropped — never an error page.
// - REDIS_URL unset (and always during `next build`): Next's own file-system cache, as before.
//
// Either way one question is asked before every write — the policy in lib/cache/page-cache-policy.cjs.
// On disk a second one: is the folder's build still the one this process serves? A `next build` in
// the folder of a running server replaces .next; what the old server rendered after that (pages
// naming the old build's stylesheet and chunks) would be served by the new one after its restart.
// Redis keys carry the build id instead.
// Loaded by Node at run time, not bundled: plain CommonJS, with its settings from the environment
// (lib/cache/redis-cache-client.cjs), so it needs nothing registered by the app first.
const FileSystemCache =
  require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
const { admit } = require("./page-cache-policy.cjs");
const { building, sharedCacheSettings } = require("./shared-cache-settings.cjs");

/** whether the policy lets this entry in (`holds` answers whether the key is stored already) */
async function admitted(data, holds) {
  return !data || (await admit(data, holds));
}

/** whether a data (FETCH) entry of this key is stored, fresh or stale */
async function holdsData(cache, key, ctx) {
  try {
    const entry = await cache.get(key, {
      kind: "FETCH",
      tags: ctx?.tags ?? [],
      softTags: [],
      fetchIdx: ctx?.fetchIdx,
      fetchUrl: ctx?.fetchUrl,
    });
    return Boolean(entry && entry.value);
  } catch {
    return false;
  }
}

/**
 * the build id in a .next folder (`serverDistDir` is its server/), or null while none is there;
 * Node's modules are required here, not at the top: Next bundles this file into the edge middleware
 * too, where a top-level `node:fs` fails the whole bundle (it never constructs a handler there)
 */
function buildIdOf(serverDistDir) {
  const { readFileSync } = require("node:fs");
  const { join } = require("node:path");
  try {
    return readFileSync(join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return null;
  }
}

/** per .next folder, the build this process found there first (when it began serving) */
const servedBuild = new Map();

class DiskCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.distDir = ctx.serverDistDir;
    if (this.distDir && !servedBuild.has(this.distDir))
      servedBuild.set(this.distDir, buildIdOf(this.distDir));
  }

  /**
   * whether the folder still holds the build this process serves; `next build` itself writes its
   * prerendered pages while it replaces BUILD_ID, so it is not asked
   */
  servesFolderBuild() {
    if (building() || !this.distDir) return true;
    return buildIdOf(this.distDir) === servedBuild.get(this.distDir);
  }

  async set(key, data, ctx) {
    if (!this.servesFolderBuild()) return;
    if (!(await admitted(data, () => holdsData(this, key, ctx)))) return;
    return super.set(key, data, ctx);
  }
}

let SharedCache;

/**
 * The shared store's class, loaded on first use: Next also bundles this file into the edge
 * middleware, where the package and ioredis (node:assert, node:net…) cannot load — and never run,
 * since the edge never constructs a cache handler.
 */
function sharedCacheClass() {
  if (SharedCache) return SharedCache;
  const { CacheHandler } = require("@fortedigital/nextjs-cache-handler");
  const createRedisStore = require("@fortedigital/nextjs-cache-handler/redis-strings").default;
  const { ioredisAdapter } = require("@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter");
  const { sharedCacheClient } = require("./redis-cache-client.cjs");

  CacheHandler.onCreation(async ({ buildId }) => {
    const settings = sharedCacheSettings();
    const client = await sharedCacheClient();
    return {
      handlers: [
        createRedisStore({
          client: ioredisAdapter(client),
          // entries of another build (other chunk names in their HTML) are never read
          keyPrefix: `${settings.prefix}:${buildId ?? "dev"}:`,
          timeoutMs: settings.timeoutMs,
        }),
      ],
      // an entry stays in Redis twice its revalidate time (served stale and refreshed in the
      // background in the second half), at most defaultStaleAge * 2 for entries without one
      ttl: {
        defaultStaleAge: settings.defaultStaleAge,
        estimateExpireAge: (staleAge) => staleAge * 2,
      },
    };
  });

  const SHARED_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

  SharedCache = class SharedCache extends CacheHandler {
    async get(key, ctx) {
      const entry = await super.get(key, ctx);
      // another instance may have stored this page: its revalidate time travels with it (Next
      // otherwise falls back to "stale after 1 s" for a route this process has not rendered yet)
      if (
        entry &&
        SHARED_KINDS.has(entry.value?.kind) &&
        typeof entry.lifespan?.revalidate === "number"
      ) {
        entry.cacheControl = { revalidate: entry.lifespan.revalidate, expire: undefined };
      }
      return entry;
    }

    async set(key, data, ctx) {
      if (!(await admitted(data, () => holdsData(this, key, ctx)))) return;
      return super.set(key, data, ctx);
    }
  };
  return SharedCache;
}

/** Next makes one per request: the shared store when REDIS_URL is set (not while building), the disk otherwise. */
class StorefrontCacheHandler {
  constructor(options) {
    return sharedCacheSettings() ? new (sharedCacheClass())(options) : new DiskCache(options);
  }
}

module.exports = StorefrontCacheHandler;
