// npm run upstream: the reference upstream on UPSTREAM_PORT, on PGlite (default) or DATABASE_URL.
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { depsFromEnv, loadUpstreamEnv } from "./env";
import { seedCatalogue } from "./seed";

async function main() {
  const env = loadUpstreamEnv();
  const started = performance.now();
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.PGLITE_DIR });
  if (env.SEED_ON_START === "true") {
    const result = await seedCatalogue(database.db);
    console.log(`[upstream] seed ${result.seeded ? "loaded" : "present"} (${result.version}, ${result.products} products, ${result.ms} ms)`);
  }
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    log: env.LOG_REQUESTS === "true" ? (line) => console.log(JSON.stringify(line)) : undefined,
    deps: depsFromEnv(env),
  });
  const server = serve({ fetch: app.fetch, port: env.UPSTREAM_PORT, hostname: env.UPSTREAM_HOST }, (info) => {
    console.log(`[upstream] listening on http://${info.address}:${info.port} (${database.kind}) after ${Math.round(performance.now() - started)} ms`);
  });
  const stop = () => {
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
