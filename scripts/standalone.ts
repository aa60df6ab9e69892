#!/usr/bin/env node
// Completes Next's standalone output (next.config.mjs `output: "standalone"`) into one folder a Node
// host can run without the repository or npm: `next build` writes .next/standalone (server code and
// only the node_modules it traces) but leaves out public/ and .next/static (meant for a CDN), and
// its server.js is `next start` without a drain before it stops. This copies both folders in and
// adds the shop's server (scripts/shop-server.mjs: Next's handler plus a graceful shutdown, nothing a
// response carries), so the host runs either `node .next/standalone/scripts/shop-server.mjs` or
// Next's own `node .next/standalone/server.js` — the same answers (docs/decisions/
// request-pipeline.md). `npm run build` runs it.
import { cpSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const out = ".next/standalone";
if (!existsSync(join(out, "server.js"))) {
  const nested = existsSync(out)
    ? readdirSync(out).filter((name) => existsSync(join(out, name, "server.js")))
    : [];
  console.error(
    nested.length
      ? `[standalone] ${out} holds ${nested.join(", ")}/server.js: Next traced from a parent folder; set outputFileTracingRoot`
      : `[standalone] no ${out}/server.js: run \`next build\` with output "standalone" first`,
  );
  process.exit(1);
}
cpSync("public", join(out, "public"), { recursive: true });
cpSync(".next/static", join(out, ".next/static"), { recursive: true });
cpSync(join("scripts", "shop-server.mjs"), join(out, "scripts", "shop-server.mjs"));
console.log(
  `[standalone] ${out} is complete: PORT=3000 UPSTREAM_URL=… node ${out}/scripts/shop-server.mjs`,
);
