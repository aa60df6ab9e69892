import "server-only";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { env } from "../env";
import { routeLabel, routeMatcher } from "./labels";
import { storefrontMetrics } from "./registry";

// The storefront's metrics endpoint: GET /metrics on METRICS_HOST:METRICS_PORT, a port of its own
// that the reverse proxy does not forward (docs/decisions/metrics.md). Started once per process
// from instrumentation.ts when METRICS_PORT is set: a server of its own, beside Next's — nothing
// of Next's server is touched.
//
// Requests are counted by the server that accepts them, when it offers to: the shop's server
// (scripts/shop-server.mjs, on the Node path) calls the function registered here under
// REQUEST_COUNTER for each response it finishes. Next's own servers (`next start`, server.js) do
// not count; a proxy's metrics cover them.

const STARTED = Symbol.for("storefront.metrics.endpoint");
/** where the shop's server finds the request counter (a plain function on globalThis) */
export const REQUEST_COUNTER = Symbol.for("storefront.metrics.countRequest");

/** The route patterns of this build (Next's app-paths manifest); none before a build: all "other". */
function buildRouteLabels(): string[] {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(process.cwd(), ".next/server/app-paths-manifest.json"), "utf8"),
    ) as Record<string, string>;
    return Object.keys(manifest)
      .map(routeLabel)
      .filter((label): label is string => label !== null);
  } catch {
    return [];
  }
}

export type MetricsOptions = {
  /** the metrics port (0: any free one, for tests); undefined: no metrics */
  port?: number;
  host?: string;
  /** route patterns (routeLabel form); default: this build's */
  routes?: readonly string[];
};

export type RequestCounter = (method: string, url: string, status: number, seconds: number) => void;

/** Starts the endpoint (and offers the request counter) once per process; null when off or already started. */
export function startMetrics(
  options: MetricsOptions = { port: env.METRICS_PORT, host: env.METRICS_HOST },
): http.Server | null {
  const flags = globalThis as Record<symbol, unknown>;
  if (flags[STARTED] || options.port === undefined) return null;
  const metrics = storefrontMetrics();
  const route = routeMatcher(options.routes ?? buildRouteLabels());
  // the public URL as the client asked it: the rewrites in middleware.ts happen inside Next
  const count: RequestCounter = (method, url, status, seconds) =>
    metrics.request(method, route(url), status, seconds);
  flags[REQUEST_COUNTER] = count;
  const host = options.host ?? "127.0.0.1";
  const endpoint = http.createServer((req, res) => {
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
  endpoint.on("error", (error) => console.error(`[storefront] metrics endpoint: ${error.message}`));
  endpoint.listen(options.port, host, () => {
    const address = endpoint.address();
    console.log(
      `[storefront] metrics on http://${host}:${typeof address === "object" && address ? address.port : options.port}/metrics`,
    );
  });
  endpoint.unref();
  flags[STARTED] = endpoint;
  return endpoint;
}
