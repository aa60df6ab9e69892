import "server-only";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { env } from "../env";
import { installOnce, patchMethod } from "../http/node-patch";
import { routeLabel, routeMatcher } from "./labels";
import { storefrontMetrics } from "./registry";

// The storefront's metrics endpoint: GET /metrics on METRICS_HOST:METRICS_PORT, a port of its own
// that the reverse proxy does not forward (docs/decisions/metrics.md). Every request of this
// process's other servers is counted by route pattern, one level below Next (like
// lib/http/server-hooks.ts), so Next's own answers (404s, static files, redirects) count too.
// Installed once per process from instrumentation.ts when METRICS_PORT is set.

const INSTALLED = Symbol.for("storefront.metrics.installed");

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

export type InstalledMetrics = {
  endpoint: http.Server;
  /** closes the endpoint and puts Node's server back (tests) */ uninstall: () => void;
};

/** Starts the endpoint and the request hook once per process; null when off or already installed. */
export function installMetrics(
  options: MetricsOptions = { port: env.METRICS_PORT, host: env.METRICS_HOST },
): InstalledMetrics | null {
  const flags = globalThis as Record<symbol, unknown>;
  if (flags[INSTALLED] || options.port === undefined) return null;
  let endpoint: http.Server | null = null;
  const uninstall = installOnce(INSTALLED, () => {
    endpoint = startEndpoint(options);
    return [countRequests(endpoint, options), () => endpoint?.close()];
  });
  return { endpoint: endpoint!, uninstall };
}

function startEndpoint(options: MetricsOptions): http.Server {
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
  return endpoint;
}

/** Counts every request of this process's other servers by route pattern (a patch of Node's server; its undo). */
function countRequests(endpoint: http.Server, options: MetricsOptions): () => void {
  const metrics = storefrontMetrics();
  const route = routeMatcher(options.routes ?? buildRouteLabels());
  const emit = http.Server.prototype.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  const emitCounted = function emitCounted(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    const [req, res] = args;
    if (
      event === "request" &&
      this !== endpoint &&
      req instanceof http.IncomingMessage &&
      res instanceof http.ServerResponse
    ) {
      const started = performance.now();
      // the public URL as the client asked it: the rewrites in middleware.ts happen inside Next
      const label = route(req.url ?? "/");
      const method = req.method ?? "GET";
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        metrics.request(method, label, res.statusCode, (performance.now() - started) / 1000);
      };
      res.once("finish", finish);
      res.once("close", finish);
    }
    return emit.call(this, event, ...args);
  };
  return patchMethod(
    http.Server.prototype,
    "emit",
    emitCounted as typeof http.Server.prototype.emit,
  );
}
