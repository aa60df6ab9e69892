#!/usr/bin/env node
// The production storefront server: Next's request handler inside a plain Node HTTP server, so
// the client's address comes from the socket (scripts/forwarded-for.mjs) rather than from a header
// the client wrote. Started by scripts/shop.mjs in place of `next start -p PORT` (all interfaces).
// The same file runs the standalone output (`node .next/standalone/scripts/shop-server.mjs`, put
// there by scripts/standalone.mjs), which has no next.config.mjs. In both places it serves with the
// configuration the build was made with (.next/required-server-files.json), as Next's standalone
// server.js does — and as Next expects of a server for an `output: "standalone"` build.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { forwardFromSocket } from "./forwarded-for.mjs";

process.env.NODE_ENV ??= "production";
const port = Number(process.env.PORT ?? 3000);
// the project (or the standalone folder) this script sits in, whatever the working directory
const dir = join(dirname(fileURLToPath(import.meta.url)), "..");
const builtConfig = join(dir, ".next", "required-server-files.json");
if (existsSync(builtConfig) && !process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(builtConfig, "utf8")).config);
}
process.chdir(dir);
// after the configuration is chosen: loading Next reads it
const { default: next } = await import("next");

const app = next({ dev: false, dir, port, hostname: "localhost" });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  forwardFromSocket(req);
  void handle(req, res);
});
// like `next start`: keep idle connections a little longer than common load balancers do
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`[shop] storefront listening on port ${port}`));

const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
