// npm run upstream: the reference upstream on UPSTREAM_PORT, on PGlite (default) or DATABASE_URL.
// Several instances may share one PostgreSQL (docs/decisions/upstream-many.md): startup migrates
// and seeds under an advisory lock, and the background work (unpaid-order sweep, Idempotency-Key
// purge, outbox delivery) takes its rows with FOR UPDATE SKIP LOCKED, so each item runs once.
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { depsFromEnv, loadUpstreamEnv, opsTokenFromEnv } from "./env";
import { serveMetrics } from "./http/metrics";
import { seedCatalogue } from "./seed";
import { closeExpiredOrders } from "./services/booking";
import { ensureListings } from "./services/listings";
import { purgeIdempotencyKeys } from "./services/idempotency";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main() {
  const env = loadUpstreamEnv();
  const started = performance.now();
  const database = await openDatabase({
    ...(env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX }
      : { dir: env.PGLITE_DIR }),
    // under the startup lock: of upstreams started at once, one loads the seed, the others find
    // it; the lists' rows are rebuilt when they were made under other search rules (or never)
    prepare: async (db) => {
      if (env.SEED_ON_START === "true") {
        const result = await seedCatalogue(db);
        console.log(
          `[upstream] seed ${result.seeded ? "loaded" : "present"} (${result.version}, ${result.products} products, ${result.ms} ms)`,
        );
      } else if (await ensureListings(db)) console.log("[upstream] listings rebuilt");
    },
  });
  let accepting = true;
  const deps = depsFromEnv(env);
  // Prometheus metrics on their own port, never the public one (docs/decisions/metrics.md)
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : serveMetrics(database, env.METRICS_PORT, env.METRICS_HOST);
  const app = createApp({
    metrics,
    db: database.db,
    dbKind: database.kind,
    log: env.LOG_REQUESTS === "true" ? (line) => console.log(JSON.stringify(line)) : undefined,
    deps,
    opsToken: opsTokenFromEnv(env) ?? undefined,
    accepting: () => accepting,
  });
  const server = serve(
    { fetch: app.fetch, port: env.UPSTREAM_PORT, hostname: env.UPSTREAM_HOST },
    (info) => {
      console.log(
        `[upstream] listening on http://${info.address}:${info.port} (${database.kind}) after ${Math.round(performance.now() - started)} ms`,
      );
    },
  ) as Server;

  // Background work: one run of each job at a time in this process (a tick that finds the last
  // run still going is skipped, so a hung mail server cannot hold up the sweep); across instances
  // each row is taken by one of them (SKIP LOCKED).
  const inFlight = new Map<string, Promise<void>>();
  const background = (name: string, work: () => Promise<void>) => {
    if (inFlight.has(name)) return;
    const run = work()
      .catch((error: unknown) => console.error(`[upstream] ${name} failed: ${errorText(error)}`))
      .finally(() => inFlight.delete(name));
    inFlight.set(name, run);
  };
  // §4 unpaid orders close at their deadline: sweep them (and return what they held) regularly
  const sweep = setInterval(() => {
    background("sweep", async () => {
      try {
        const closed = await closeExpiredOrders(database.db, new Date());
        metrics?.sweeps.inc({ result: "ok" });
        metrics?.sweptOrders.inc(closed.length);
        if (closed.length)
          console.log(
            JSON.stringify({
              event: "unpaid_orders_closed",
              count: closed.length,
              sns: closed.slice(0, 20),
            }),
          );
      } catch (error) {
        metrics?.sweeps.inc({ result: "failed" });
        throw error;
      }
    });
    // Idempotency-Keys are kept 24 hours; one bounded batch per sweep keeps the delete short
    background("key purge", async () => {
      const purged = await purgeIdempotencyKeys(database.db, new Date());
      if (purged) console.log(JSON.stringify({ event: "idempotency_keys_purged", count: purged }));
    });
  }, env.SWEEP_SECONDS * 1000);
  sweep.unref();
  // mail and SMS whose first try failed (or whose instance died mid-send) are retried from the outbox
  const outbox = deps.outbox;
  const delivery =
    outbox.channels().length > 0
      ? setInterval(() => {
          background("outbox delivery", async () => {
            const { sent, failed } = await outbox.deliverDue(database.db, new Date());
            if (sent || failed)
              console.log(JSON.stringify({ event: "outbox_delivered", sent, failed }));
          });
        }, env.OUTBOX_SECONDS * 1000)
      : null;
  delivery?.unref();

  // Graceful shutdown: readiness turns 503 and answers carry `connection: close`; the listener
  // closes (new connections are refused) and idle keep-alive connections end; requests in flight
  // get SHUTDOWN_GRACE_MS to finish; then the background run in progress ends, the pool closes and
  // the process exits 0 (1 when the grace ran out and requests were cut).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    accepting = false;
    clearInterval(sweep);
    if (delivery) clearInterval(delivery);
    console.log(`[upstream] ${signal}: draining (up to ${env.SHUTDOWN_GRACE_MS} ms)`);
    // a background run or a pool that does not end (a hung mail server) must not keep the process alive
    setTimeout(() => {
      console.error("[upstream] shutdown did not finish within the grace and 5 s more: exiting");
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS + 5_000).unref();
    const drained = new Promise<boolean>((resolve) => {
      const grace = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, env.SHUTDOWN_GRACE_MS);
      server.close(() => {
        clearTimeout(grace);
        resolve(true);
      });
      server.closeIdleConnections();
    });
    void drained
      .then(async (clean) => {
        // one at a time: no parallel promises in the upstream (docs/decisions/one-query-at-a-time.md)
        for (const run of [...inFlight.values()]) await run;
        await database.close();
        console.log(
          `[upstream] stopped ${clean ? "after draining" : "with requests cut at the grace limit"}`,
        );
        process.exit(clean ? 0 : 1);
      })
      .catch((error: unknown) => {
        console.error(`[upstream] shutdown failed: ${errorText(error)}`);
        process.exit(1);
      });
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`[upstream] failed to start: ${errorText(error)}`);
  process.exit(1);
});
