// The upstream's Prometheus metrics (docs/decisions/metrics.md): requests by route pattern (the
// pattern Hono matched, never the raw path), the sweeper, the pool, and orders booked/paid/closed
// from the database. A registry per app (createApp's `metrics` option), so tests read their own;
// served by upstream/server.ts on METRICS_PORT, a port the proxy does not forward.
import { createServer } from "node:http";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database, Db } from "../db/client";
import { orderTotals } from "../services/order-totals";
import type { Env } from "./context";

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request no route matched (unknown paths, unknown methods): one series for all. */
export const UNMATCHED_ROUTE = "unmatched";

/** What a pg Pool tells about itself (node-postgres): its connections, idle ones and waiting callers. */
export type PoolStats = { totalCount: number; idleCount: number; waitingCount: number };

export type UpstreamMetrics = ReturnType<typeof createUpstreamMetrics>;

export function createUpstreamMetrics(options: { defaults?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry, prefix: "upstream_" });
  let pool: PoolStats | null = null;
  let db: Db | null = null;
  const metrics = {
    registry,
    requests: new Counter({
      name: "upstream_http_requests_total",
      help: "Requests answered, by method, route pattern and status code",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: "upstream_http_request_duration_seconds",
      help: "Time to answer, by method and route pattern",
      labelNames: ["method", "route"] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    sweeps: new Counter({
      name: "upstream_sweeper_runs_total",
      help: "Runs of the unpaid-order sweeper of this instance, by result",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    sweptOrders: new Counter({
      name: "upstream_sweeper_closed_orders_total",
      help: "Unpaid orders this instance's sweeper closed at their deadline",
      registers: [registry],
    }),
    pool: new Gauge({
      name: "upstream_db_pool_connections",
      help: "PostgreSQL pool of this instance: connections in use, idle, and callers waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        if (!pool) return;
        this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    }),
    orders: new Gauge({
      name: "upstream_orders",
      help: "Orders ever booked, paid and closed, from the shared database (the same on every instance)",
      labelNames: ["state"] as const,
      registers: [registry],
      async collect() {
        if (!db) return;
        try {
          const totals = await orderTotals(db);
          for (const state of ["booked", "paid", "closed"] as const)
            this.set({ state }, totals[state]);
        } catch {
          // the database is down: the scrape still answers, without this gauge's values
          this.reset();
        }
      },
    }),
    /** the pool whose connections the gauge reads (PostgreSQL only) */
    watchPool(stats: PoolStats) {
      pool = stats;
    },
    /** the database the order totals are read from at each scrape */
    watchOrders(database: Db) {
      db = database;
    },
  };
  return metrics;
}

/** The route pattern Hono matched for this request ("/order/:sn/status"), or UNMATCHED_ROUTE. */
function matchedPattern(c: Parameters<MiddlewareHandler<Env>>[0]): string {
  const handlers = matchedRoutes(c).filter((r) => r.method !== "ALL");
  return handlers.at(-1)?.path ?? UNMATCHED_ROUTE;
}

/** Counts every request and its time by route pattern; mounted first, so the error envelopes count too. */
export function metricsMiddleware(metrics: UpstreamMetrics): MiddlewareHandler<Env> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const method = /^[A-Z]{3,7}$/.test(c.req.method) ? c.req.method : "OTHER";
      const route = matchedPattern(c);
      metrics.requests.inc({ method, route, status: String(c.res.status) });
      metrics.duration.observe({ method, route }, (performance.now() - started) / 1000);
    }
  };
}

/**
 * The metrics of one upstream process (with Node's process metrics), watching its database, served
 * at GET /metrics on `port` (a port of its own: the proxy forwards only the API's).
 */
export function serveMetrics(database: Database, port: number, host: string): UpstreamMetrics {
  const metrics = createUpstreamMetrics({ defaults: true });
  if (database.pool) metrics.watchPool(database.pool);
  metrics.watchOrders(database.db);
  const endpoint = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?", 1)[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found");
      return;
    }
    metrics.registry.metrics().then(
      (body) =>
        res
          .writeHead(200, {
            "content-type": metrics.registry.contentType,
            "cache-control": "no-store",
          })
          .end(body),
      (error: unknown) =>
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end(String(error)),
    );
  });
  endpoint.on("error", (error) => console.error(`[upstream] metrics endpoint: ${error.message}`));
  endpoint.listen(port, host, () =>
    console.log(`[upstream] metrics on http://${host}:${port}/metrics`),
  );
  endpoint.unref();
  return metrics;
}
