#!/usr/bin/env node
// The storefront on a serverless host, on this machine (docs/deploy-serverless.md,
// docs/decisions/serverless-target.md): OpenNext for Cloudflare builds it for workerd, and
// wrangler serves it offline, its page cache in a local R2 bucket, its tags in a local D1 database
// and its address limits in a local Durable Object (miniflare keeps them under .wrangler/state).
//
//   node --import tsx scripts/serverless.ts build     `npm run build:serverless`: next build + the OpenNext bundle
//                                         (--reuse: bundle the .next already built, no second next build)
//   node --import tsx scripts/serverless.ts preview   `npm run preview:serverless`: builds (unless --no-build), then
//                                         serves it on PORT (default 8787) against the reference
//                                         upstream on UPSTREAM_PORT, which stays on Node on PGlite
//                                         with the seed (started the way scripts/shop.ts starts it)
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { securityHeaders } from "../lib/http/security-headers.mjs";
import { isUpWithin } from "./lib/wait-until-up";

const [command = "preview", ...rest] = process.argv.slice(2);
const flags = new Set(rest);
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** the share cards' CJK faces: static assets on this host, too large for the worker bundle (lib/host.ts) */
const CARD_FONTS = [
  "node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Bold.otf",
  "node_modules/@embedpdf/fonts-tc/fonts/NotoSansHant-Bold.otf",
];

function build() {
  const reuse =
    flags.has("--reuse") && existsSync(".next/standalone") && existsSync(".next/BUILD_ID");
  const args = ["opennextjs-cloudflare", "build", ...(reuse ? ["--skipNextBuild"] : [])];
  console.log(`[serverless] ${reuse ? "bundling the existing .next" : "building"} for workerd`);
  const started = Date.now();
  const result = spawnSync("npx", args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const fonts = ".open-next/assets/fonts/og";
  mkdirSync(fonts, { recursive: true });
  for (const file of CARD_FONTS) copyFileSync(file, path.join(fonts, path.basename(file)));
  // the platform serves static files itself, before the worker: next.config headers() reach them
  // through its _headers file (HSTS is the platform's TLS setting there)
  const headers = Object.entries(securityHeaders()).map(([key, value]) => `  ${key}: ${value}`);
  const immutable = "  cache-control: public, max-age=31536000, immutable";
  writeFileSync(
    ".open-next/assets/_headers",
    `/*\n${headers.join("\n")}\n/_next/static/*\n${immutable}\n`,
  );
  console.log(`[serverless] built in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function preview(): Promise<void> {
  if (!flags.has("--no-build") || !existsSync(".open-next/worker.js")) build();
  const port = env.PORT ?? "8787";
  const upstreamPort = env.UPSTREAM_PORT ?? "4000";
  // localhost, not 127.0.0.1: Next writes a middleware rewrite of a 127.0.0.1 URL with the host
  // localhost, and OpenNext takes a rewrite to another host than the request's for an external one
  const origin = `http://localhost:${port}`;
  // shared by the upstream and the worker: one random value per run unless set
  const secrets = {
    REVALIDATE_TOKEN: env.REVALIDATE_TOKEN || randomBytes(24).toString("hex"),
    SHOPPER_ADDRESS_TOKEN: env.SHOPPER_ADDRESS_TOKEN || randomBytes(24).toString("hex"),
    SESSION_SECRET: env.SESSION_SECRET || randomBytes(32).toString("hex"),
  };
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    setTimeout(() => process.exit(code), 3000).unref();
  };
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  const run = (cmd: string, argv: string[], extra: Record<string, string> = {}): ChildProcess => {
    const child = spawn(cmd, argv, { stdio: "inherit", env: { ...env, ...extra } });
    children.push(child);
    child.on("exit", (code, signal) => {
      if (!stopping) {
        console.error(
          `[serverless] ${path.basename(argv[0] ?? cmd)} exited (${signal ?? code}); stopping.`,
        );
        stop(code ?? 1);
      }
    });
    return child;
  };

  // the reference upstream, on Node: scripts/shop.ts with no storefront of its own; it tells the
  // worker when ops change catalogue data (POST /api/revalidate on the worker's origin)
  if (!env.UPSTREAM_URL) {
    run(process.execPath, ["--import", "tsx", "scripts/shop.ts"], {
      ...secrets,
      SHOP_SERVER: "none",
      PORT: port,
      UPSTREAM_PORT: upstreamPort,
      STOREFRONT_REVALIDATE_URL: `${origin}/api/revalidate`,
      // the stand-in Google and WeChat need a storefront on Node to hand their settings to
      DEV_OIDC: "0",
      DEV_WECHAT: "0",
    });
    if (
      !(await isUpWithin(`http://127.0.0.1:${upstreamPort}/health`, {
        seconds: 180,
        intervalMs: 250,
      }))
    ) {
      console.error("[serverless] the upstream did not become healthy within 180 s");
      return stop(1);
    }
  }

  // the worker's variables (wrangler reads .dev.vars; Cloudflare keeps them as vars and secrets)
  const vars: Record<string, string> = {
    UPSTREAM_URL: env.UPSTREAM_URL || `http://127.0.0.1:${upstreamPort}`,
    SHOP_HOST: "cloudflare",
    SHOP_STAGE: env.SHOP_STAGE || "development",
    // Cloudflare writes the client's address into cf-connecting-ip (lib/http/client-address.ts)
    TRUSTED_CLIENT_IP_HEADER: "cf-connecting-ip",
    ...secrets,
  };
  for (const name of [
    "SIGNIN_LIMIT_PER_ADDRESS",
    "CODE_LIMIT_PER_ADDRESS",
    "CDN_MAX_AGE",
    "OPEN_NEXT_DEBUG",
  ]) {
    const value = env[name];
    if (value) vars[name] = value;
  }
  writeFileSync(
    ".dev.vars",
    Object.entries(vars)
      .map(([key, value]) => `${key}=${value}`)
      .join("\n") + "\n",
  );
  // a fresh local R2, D1 and Durable Object state each run: the cache filled with the build's
  // prerendered pages and the tag table created (what `opennextjs-cloudflare preview` does before
  // wrangler dev), then wrangler serves the worker — run directly, so that stopping it stops workerd
  rmSync(".wrangler/state", { recursive: true, force: true });
  const populate = spawnSync("npx", ["opennextjs-cloudflare", "populateCache", "local"], {
    stdio: "inherit",
    env,
  });
  if (populate.status !== 0) return stop(populate.status ?? 1);
  run(process.execPath, [
    "node_modules/wrangler/bin/wrangler.js",
    "dev",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(Number(port) + 1),
    "--show-interactive-dev-session=false",
  ]);
  console.log(`[serverless] storefront on workerd at ${origin}`);
}

if (command === "build") build();
// not top-level await: tsx runs this file as CommonJS (package.json has no "type")
else if (command === "preview")
  preview().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
else {
  console.error(
    "usage: node --import tsx scripts/serverless.ts build [--reuse] | preview [--no-build]",
  );
  process.exit(2);
}
