#!/usr/bin/env node
// JavaScript, not TypeScript: scripts/standalone.ts copies this file into .next/standalone, where a
// Node host runs it with plain `node`, without tsx or the repository (docs/development.md).
// The production storefront server on a Node host: Next's own request handler (the one `next start`
// and the standalone server.js run) inside a plain Node HTTP server, for a graceful shutdown a load
// balancer can follow (and to count each response for the metrics). It adds nothing a response carries: headers, policy, caching,
// the client's address and every status are decided by middleware.ts, next.config and the app, the
// same under `next start`, server.js or a serverless host (docs/decisions/request-pipeline.md).
// Started by scripts/shop.ts in place of `next start -p PORT` (all interfaces).
//
// Graceful shutdown. On SIGTERM:
// 1. draining: GET /api/health/ready answers 503 (liveness, /api/health, is unchanged) while this
//    server still serves everything for SHUTDOWN_DRAIN_MS, so a proxy's health check takes the
//    instance out of its pool before connections are refused;
// 2. it stops accepting connections, closes idle keep-alive ones and answers the rest with
//    `Connection: close`;
// 3. it waits for the requests in flight, at most SHUTDOWN_TIMEOUT_MS, then exits 0 (a request
//    still unfinished then is cut, and the exit code is 1).
// SIGINT (Ctrl-C) skips step 1's wait.
//
// The same file runs the standalone output (`node .next/standalone/scripts/shop-server.mjs`, put
// there by scripts/standalone.ts), which has no next.config.mjs. In both places it serves with the
// configuration the build was made with (.next/required-server-files.json), as Next's standalone
// server.js does — and as Next expects of a server for an `output: "standalone"` build.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";
const port = Number(process.env.PORT ?? 3000);
// the project (or the standalone folder) this script sits in, whatever the working directory
const dir = join(dirname(fileURLToPath(import.meta.url)), "..");
const builtConfig = join(dir, ".next", "required-server-files.json");
if (existsSync(builtConfig) && !process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(readFileSync(builtConfig, "utf8")).config,
  );
}
process.chdir(dir);
// after the configuration is chosen: loading Next reads it
const { default: next } = await import("next");
const number = (value, fallback) =>
  value !== undefined && value !== "" && Number.isFinite(Number(value)) && Number(value) >= 0
    ? Number(value)
    : fallback;
const drainMs = number(process.env.SHUTDOWN_DRAIN_MS, 5_000);
const timeoutMs = number(process.env.SHUTDOWN_TIMEOUT_MS, 10_000);

// read by app/api/health/ready (the same process; Next's route bundles share globalThis)
const DRAINING = Symbol.for("storefront.server.draining");
globalThis[DRAINING] = false;

const app = next({ dev: false, dir, port, hostname: "localhost" });
await app.prepare();
const handle = app.getRequestHandler();

// per-request metrics, when the app offers a counter (lib/metrics/server.ts: METRICS_PORT set):
// counted here, where each response is seen to its end — nothing about the response changes
const REQUEST_COUNTER = Symbol.for("storefront.metrics.countRequest");

let inFlight = 0;
let closing = false;
let idle = null; // resolves when the last request in flight finishes after closing began

const server = http.createServer((req, res) => {
  inFlight += 1;
  const started = performance.now();
  res.once("close", () => {
    inFlight -= 1;
    globalThis[REQUEST_COUNTER]?.(
      req.method ?? "GET",
      req.url ?? "/",
      res.statusCode,
      (performance.now() - started) / 1000,
    );
    if (closing && inFlight === 0) idle?.();
  });
  // once the server no longer accepts connections, each answer closes its own
  if (closing) res.shouldKeepAlive = false;
  void handle(req, res);
});
// like `next start`: keep idle connections a little longer than common load balancers do
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`[shop] storefront listening on port ${port}`));

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  globalThis[DRAINING] = true;
  const wait = signal === "SIGTERM" ? drainMs : 0;
  console.log(
    `[shop] ${signal}: draining (readiness 503)${wait ? ` for ${wait} ms` : ""}, then finishing ${inFlight} request(s) in flight`,
  );
  if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
  closing = true;
  server.close();
  server.closeIdleConnections();
  const finished =
    inFlight === 0 ||
    (await Promise.race([
      new Promise((resolve) => (idle = () => resolve(true))),
      new Promise((resolve) => setTimeout(resolve, timeoutMs, false)),
    ]));
  if (!finished) {
    console.error(
      `[shop] ${inFlight} request(s) still in flight after ${timeoutMs} ms; closing their connections`,
    );
    server.closeAllConnections();
  }
  process.exit(finished ? 0 : 1);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
