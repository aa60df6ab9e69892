// next.config `cacheHandler`: Next's own file-system cache (pages, route answers and
// unstable_cache data, on disk under .next and in its in-memory LRU) with one question asked
// before every write — the policy in lib/cache/page-cache-policy.ts, which instrumentation.ts
// registers on globalThis. Without a registered policy (next build) everything is stored, as
// Next does. Loaded by Node at run time, not bundled: plain CommonJS.
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

const POLICY = Symbol.for("storefront.cache.policy");

class StorefrontCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    const policy = globalThis[POLICY];
    if (policy && data && !(await policy.admit(data, () => this.holds(key, ctx)))) return;
    return super.set(key, data, ctx);
  }

  /** whether a data (FETCH) entry of this key is stored, fresh or stale */
  async holds(key, ctx) {
    try {
      const entry = await super.get(key, { kind: "FETCH", tags: ctx?.tags ?? [], softTags: [], fetchIdx: ctx?.fetchIdx, fetchUrl: ctx?.fetchUrl });
      return Boolean(entry && entry.value);
    } catch {
      return false;
    }
  }
}

module.exports = StorefrontCacheHandler;
