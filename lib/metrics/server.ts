import "server-only";
import http from "node:http";
import { env } from "../env";
import { storefrontMetrics } from "./registry";

// The storefront's metrics endpoint: GET /metrics on METRICS_HOST:METRICS_PORT, a port of its own
// that the reverse proxy does not forward (docs/decisions/metrics.md). Started once per process
// from instrumentation.ts when METRICS_PORT is set: a server of its own, beside Next's — nothing
// of Next's server is touched.

const STARTED = Symbol.for("storefront.metrics.endpoint");

export type MetricsOptions = {
  /** the metrics port (0: any free one, for tests); undefined: no metrics */
  port?: number;
  host?: string;
};

/** Starts the endpoint once per process; null when off or already started. */
export function startMetrics(
  options: MetricsOptions = { port: env.METRICS_PORT, host: env.METRICS_HOST },
): http.Server | null {
  const flags = globalThis as Record<symbol, unknown>;
  if (flags[STARTED] || options.port === undefined) return null;
  const metrics = storefrontMetrics();
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
