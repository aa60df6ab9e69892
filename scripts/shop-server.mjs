#!/usr/bin/env node
// The production storefront server: Next's request handler inside a plain Node HTTP server, so
// the client's address comes from the socket (scripts/forwarded-for.mjs) rather than from a header
// the client wrote. Started by scripts/shop.mjs in place of `next start -p PORT` (all interfaces).
import http from "node:http";
import next from "next";
import { forwardFromSocket } from "./forwarded-for.mjs";

process.env.NODE_ENV ??= "production";
const port = Number(process.env.PORT ?? 3000);

const app = next({ dev: false, dir: process.cwd(), port, hostname: "localhost" });
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
