// The Redis connection of the shared page and data cache (lib/cache/page-cache-handler.cjs), one per
// process. Tuned so that Redis being down or slow costs a page a render, never an error:
// - no offline queue: while disconnected a command fails at once (the cache store also checks
//   that the client is ready first), instead of waiting for a reconnect;
// - every command gives up after CACHE_REDIS_TIMEOUT_MS; reconnects go on in the background.
// Plain CommonJS, read by Node at run time like the handler.
const Redis = require("ioredis").default;
const { sharedCacheSettings } = require("./shared-cache-settings.cjs");

const CLIENT = Symbol.for("storefront.cache.redis");

/** The connected client, or after at most the timeout a client still connecting (reads then miss). */
async function sharedCacheClient() {
  const holder = globalThis;
  if (!holder[CLIENT]) {
    const { url, timeoutMs } = sharedCacheSettings();
    let reported = false;
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: timeoutMs,
      connectTimeout: Math.max(timeoutMs, 2000),
      retryStrategy: (times) => Math.min(times * 200, 2000),
      connectionName: "storefront-cache",
    });
    // one line per outage, not one per reconnect attempt
    client.on("error", (error) => {
      if (reported) return;
      reported = true;
      console.error(
        `[cache] shared cache unreachable (${error.message}); pages render without it until it is back`,
      );
    });
    client.on("ready", () => {
      if (reported) console.error("[cache] shared cache reachable again");
      reported = false;
    });
    holder[CLIENT] = client;
  }
  const client = holder[CLIENT];
  if (client.status !== "ready") {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, sharedCacheSettings().timeoutMs);
      timer.unref();
      client.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return client;
}

module.exports = { sharedCacheClient };
