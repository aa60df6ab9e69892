// Runs once when a storefront server starts (Next.js instrumentation hook): observability only.
// Nothing here changes what a request is answered (docs/decisions/request-pipeline.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Prometheus metrics on METRICS_PORT when set (docs/decisions/metrics.md)
  const { startMetrics } = await import("./lib/metrics/server");
  startMetrics();
}
