// npm run upstream: the reference upstream on UPSTREAM_PORT, on PGlite (default) or DATABASE_URL.
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { depsFromEnv, loadUpstreamEnv, opsTokenFromEnv } from "./env";
import { serveMetrics } from "./http/metrics";
import { seedCatalogue } from "./seed";
import { closeExpiredOrders } from "./services/booking";
import { purgeIdempotencyKeys } from "./services/idempotency";

async function main() {
  const env = loadUpstreamEnv();
  const started = performance.now();
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.PGLITE_DIR });
  if (env.SEED_ON_START === "true") {
    const result = await seedCatalogue(database.db);
    console.log(`[upstream] seed ${result.seeded ? "loaded" : "present"} (${result.version}, ${result.products} products, ${result.ms} ms)`);
  }
  // Prometheus metrics on their own port, never the public one (docs/decisions/metrics.md)
  const metrics = env.METRICS_PORT === undefined ? undefined : serveMetrics(database, env.METRICS_PORT, env.METRICS_HOST);
  const app = createApp({
    metrics,
    db: database.db,
    dbKind: database.kind,
    log: env.LOG_REQUESTS === "true" ? (line) => console.log(JSON.stringify(line)) : undefined,
    deps: depsFromEnv(env),
    opsToken: opsTokenFromEnv(env) ?? undefined,
  });
  const server = serve({ fetch: app.fetch, port: env.UPSTREAM_PORT, hostname: env.UPSTREAM_HOST }, (info) => {
    console.log(`[upstream] listening on http://${info.address}:${info.port} (${database.kind}) after ${Math.round(performance.now() - started)} ms`);
  });
  // §4 unpaid orders close at their deadline: sweep them (and return what they held) regularly
  const sweep = setInterval(() => {
    closeExpiredOrders(database.db, new Date())
      .then((closed) => {
        metrics?.sweeps.inc({ result: "ok" });
        metrics?.sweptOrders.inc(closed.length);
        if (closed.length) console.log(JSON.stringify({ event: "unpaid_orders_closed", count: closed.length, sns: closed.slice(0, 20) }));
      })
      .catch((error: unknown) => {
        metrics?.sweeps.inc({ result: "failed" });
        console.error(`[upstream] sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    // Idempotency-Keys are kept 24 hours; one bounded batch per sweep keeps the delete short
    purgeIdempotencyKeys(database.db, new Date())
      .then((purged) => {
        if (purged) console.log(JSON.stringify({ event: "idempotency_keys_purged", count: purged }));
      })
      .catch((error: unknown) => console.error(`[upstream] key purge failed: ${error instanceof Error ? error.message : String(error)}`));
  }, env.SWEEP_SECONDS * 1000);
  sweep.unref();
  const stop = () => {
    clearInterval(sweep);
    server.close();
    void database.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(`[upstream] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
