import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { env } from "../env";
import { callLabel, OTHER_ROUTE } from "./labels";

// The storefront's Prometheus metrics (docs/decisions/metrics.md). One registry per process,
// whichever server bundle loads this first (like the breaker in lib/upstream/outage.ts): Next
// loads lib/ into more than one bundle, and two registries would split the counts.

/** Seconds: a cached page answers in milliseconds, a slow upstream call takes seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type BreakerStateName = "closed" | "open" | "half-open";
const BREAKER_VALUE: Record<BreakerStateName, number> = { closed: 0, "half-open": 1, open: 2 };

export type StorefrontMetrics = ReturnType<typeof createStorefrontMetrics>;

/** A fresh set of the storefront's metrics on a registry of its own (tests make one each). */
export function createStorefrontMetrics(options: { defaults?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry, prefix: "storefront_" });
  let breakerState: () => BreakerStateName = () => "closed";
  const metrics = {
    registry,
    requests: new Counter({
      name: "storefront_http_requests_total",
      help: "Requests answered, by method, route pattern and status code",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: "storefront_http_request_duration_seconds",
      help: "Time to the end of the response, by method and route pattern",
      labelNames: ["method", "route"] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: "storefront_upstream_call_duration_seconds",
      help: "Upstream calls that were sent, by call pattern and outcome (ok: any answer but 502/503/504; outage: those or no answer)",
      labelNames: ["call", "outcome"] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: "storefront_upstream_call_errors_total",
      help: "Upstream calls that failed, by call pattern and reason (unreachable, status_5xx, circuit_open, budget_spent)",
      labelNames: ["call", "reason"] as const,
      registers: [registry],
    }),
    cacheReads: new Counter({
      name: "storefront_catalogue_cache_reads_total",
      help: "Catalogue reads through the shared data cache: hit (served from it) or miss (the upstream was asked)",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    breaker: new Gauge({
      name: "storefront_upstream_breaker_state",
      help: "The upstream circuit breaker of this process: 0 closed, 1 half-open, 2 open",
      registers: [registry],
      collect() {
        this.set(BREAKER_VALUE[breakerState()]);
      },
    }),
    /** the breaker whose state the gauge reads at each scrape */
    watchBreaker(read: () => BreakerStateName) {
      breakerState = read;
    },
    /** one answered request; `route` from the route matcher (a pattern or OTHER_ROUTE) */
    request(method: string, route: string, status: number, seconds: number) {
      const m = /^[A-Z]{3,7}$/.test(method) ? method : "OTHER";
      metrics.requests.inc({ method: m, route: route || OTHER_ROUTE, status: String(status) });
      metrics.duration.observe({ method: m, route: route || OTHER_ROUTE }, seconds);
    },
    /** one upstream call that was sent (its label as lib/upstream/outage.ts names it) */
    upstreamCall(label: string, outcome: "ok" | "outage", seconds: number) {
      metrics.upstreamDuration.observe({ call: callLabel(label), outcome }, seconds);
    },
    upstreamError(
      label: string,
      reason: "unreachable" | "status_5xx" | "circuit_open" | "budget_spent",
    ) {
      metrics.upstreamErrors.inc({ call: callLabel(label), reason });
    },
  };
  return metrics;
}

const KEY = Symbol.for("storefront.metrics");
type Holder = typeof globalThis & { [KEY]?: StorefrontMetrics };

/**
 * The process's metrics, with Node's default process metrics on a Node host. A serverless isolate
 * has no process to describe (workerd implements no process.cpuUsage) and no port to scrape: there
 * the platform's own analytics count requests (docs/decisions/serverless-target.md).
 */
export function storefrontMetrics(): StorefrontMetrics {
  return ((globalThis as Holder)[KEY] ??= createStorefrontMetrics({
    defaults: env.SHOP_HOST === "node",
  }));
}
