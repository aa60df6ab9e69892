// Runs once when a storefront server starts (Next.js instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // a page that failed because of the upstream answers 503 + Retry-After, not 500
  const { installOutageResponses } = await import("./lib/http/outage-response");
  installOutageResponses();
  // malformed request targets answer 400 before Next parses them; every response gets the security headers
  const { installServerHooks } = await import("./lib/http/server-hooks");
  installServerHooks();
  // what the page cache may store (lib/cache/page-cache-handler.cjs asks it)
  const { registerPageCachePolicy } = await import("./lib/cache/page-cache-policy");
  registerPageCachePolicy();
  // Prometheus metrics on METRICS_PORT when set (docs/decisions/metrics.md)
  const { installMetrics } = await import("./lib/metrics/server");
  installMetrics();
  // with REDIS_URL, the page and data cache shared by every instance (lib/cache/page-cache-handler.cjs)
  const { registerSharedCache } = await import("./lib/cache/shared-cache");
  registerSharedCache();
}
