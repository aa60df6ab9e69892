#!/usr/bin/env node
// Runs the shop: the embedded reference upstream (unless UPSTREAM_URL points elsewhere) and the
// storefront. `node --import tsx scripts/shop.ts` = production build (built once if missing) + our server
// around Next's handler (scripts/shop-server.mjs); SHOP_SERVER=next-start or standalone serves the
// same build with `next start` or Next's standalone server.js instead (scripts/storefront-server.ts),
// SHOP_SERVER=none starts the upstream only (for a storefront that runs elsewhere).
// `--dev` = next dev; `--rebuild` forces a fresh production build.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { isUpWithin } from "./lib/wait-until-up";
import { storefrontCommand } from "./storefront-server";

// Node 24 LTS (package.json engines): `npm start` / `npm run dev` run node_modules/.bin/node, the
// devDependency "node"; a bare `node --import tsx scripts/shop.ts` runs whatever node the shell finds first
if (Number(process.versions.node.split(".")[0]) < 24) {
  console.warn(
    `[shop] Node ${process.version}: the shop supports Node 24 LTS; start it with npm start (or install Node 24, .nvmrc)`,
  );
}

const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");
const port = process.env.PORT ?? "3000";
const upstreamPort = process.env.UPSTREAM_PORT ?? "4000";
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const children = new Set<ChildProcess>();

function run(cmd: string, argv: string[], extraEnv: Record<string, string> = {}): ChildProcess {
  const child = spawn(cmd, argv, { stdio: "inherit", env: { ...env, ...extraEnv } });
  children.add(child);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[shop] ${cmd} ${argv.join(" ")} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
let storefront: ChildProcess | null = null;
/**
 * The storefront first (scripts/shop-server.mjs drains: readiness 503, then it finishes the requests
 * in flight, which may still need the upstream), then everything else.
 */
async function stop(code = 0, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (storefront && storefront.exitCode === null && storefront.signalCode === null) {
    const bound =
      Number(env.SHUTDOWN_DRAIN_MS ?? 5000) + Number(env.SHUTDOWN_TIMEOUT_MS ?? 10000) + 2000;
    const server = storefront;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill(signal);
    await Promise.race([exited, sleep(Number.isFinite(bound) ? bound : 17000)]);
  }
  // the upstream closes its database before it exits: wait for it (at most 5 s)
  const rest = [...children].filter(
    (child) => child.exitCode === null && child.signalCode === null,
  );
  for (const child of rest) child.kill("SIGTERM");
  await Promise.race([
    Promise.all(rest.map((child) => new Promise((resolve) => child.once("exit", resolve)))),
    sleep(5000),
  ]);
  process.exit(code);
}
process.on("SIGINT", () => void stop(0, "SIGINT"));
process.on("SIGTERM", () => void stop(0, "SIGTERM"));

// one function, not top-level await: tsx runs this file as CommonJS (package.json has no "type")
async function main(): Promise<void> {
  // Outside production without a Google client, a local stand-in issuer makes "Sign in with Google"
  // work end to end (scripts/dev-oidc.ts); set GOOGLE_CLIENT_ID/SECRET to use the real Google.
  if (
    !env.UPSTREAM_URL &&
    env.SHOP_STAGE !== "production" &&
    !env.GOOGLE_CLIENT_ID &&
    env.DEV_OIDC !== "0"
  ) {
    const oidcPort = env.DEV_OIDC_PORT ?? String(Number(upstreamPort) + 400);
    run(process.execPath, ["--import", "tsx", "scripts/dev-oidc.ts"], { DEV_OIDC_PORT: oidcPort });
    if (
      await isUpWithin(`http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`, {
        seconds: 30,
      })
    ) {
      Object.assign(env, {
        GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        GOOGLE_CLIENT_ID: "dev-shop",
        GOOGLE_CLIENT_SECRET: "dev-shop-secret",
      });
    }
  }

  // Likewise a stand-in WeChat (scripts/dev-wechat.ts) gives the default brand an official account,
  // so the WeChat browser's silent sign-in and JS-SDK signature work end to end; set WECHAT_APPS to
  // use the real WeChat, DEV_WECHAT=0 to run without.
  if (
    !env.UPSTREAM_URL &&
    env.SHOP_STAGE !== "production" &&
    !env.WECHAT_APPS &&
    env.DEV_WECHAT !== "0"
  ) {
    const wechatPort = env.DEV_WECHAT_PORT ?? String(Number(upstreamPort) + 500);
    const apps = JSON.stringify({
      default: { appId: "wx-dev-default", secret: "dev-wechat-secret-0123456789" },
    });
    run(process.execPath, ["--import", "tsx", "scripts/dev-wechat.ts"], {
      DEV_WECHAT_PORT: wechatPort,
      WECHAT_APPS: apps,
    });
    if (await isUpWithin(`http://127.0.0.1:${wechatPort}/cgi-bin/token`, { seconds: 30 })) {
      const base = `http://127.0.0.1:${wechatPort}`;
      Object.assign(env, {
        WECHAT_APPS: apps,
        WECHAT_API_BASE: base,
        WECHAT_OPEN_BASE: base,
        WECHAT_APP_IDS: JSON.stringify({ default: "wx-dev-default" }),
      });
    }
  }

  if (!env.UPSTREAM_URL) {
    // the embedded upstream tells this storefront when ops change catalogue data (POST /api/revalidate);
    // one random token per run unless REVALIDATE_TOKEN is set
    env.REVALIDATE_TOKEN ||= randomBytes(24).toString("hex");
    env.STOREFRONT_REVALIDATE_URL ||= `http://127.0.0.1:${port}/api/revalidate`;
    // the storefront tells the embedded upstream each shopper's address (its account lock counts
    // per address); one random token per run unless SHOPPER_ADDRESS_TOKEN is set
    env.SHOPPER_ADDRESS_TOKEN ||= randomBytes(24).toString("hex");
    const url = `http://127.0.0.1:${upstreamPort}`;
    console.log(
      `[shop] starting the embedded upstream on ${url} (${env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
    );
    // node with tsx's loader, not `npx tsx`: npx does not pass SIGTERM on, and the upstream outlived the shop
    run(process.execPath, ["--import", "tsx", "upstream/server.ts"], {
      UPSTREAM_PORT: upstreamPort,
    });
    if (!(await isUpWithin(`${url}/health`, { seconds: 120 }))) {
      console.error("[shop] the upstream did not become healthy within 120 s");
      stop(1);
    }
    env.UPSTREAM_URL = url;
  }

  const server = env.SHOP_SERVER || "shop";
  if (server === "none") {
    console.log("[shop] SHOP_SERVER=none: the upstream only");
  } else if (dev) {
    run("npx", ["next", "dev", "-p", port]);
  } else {
    if (args.has("--rebuild") || !existsSync(".next/BUILD_ID")) {
      console.log("[shop] building the storefront (next build)");
      const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
      if (build.status !== 0) stop(build.status ?? 1);
      // the standalone folder too, complete (docs/deploy.md); this server runs from the checkout
      else
        spawnSync(process.execPath, ["--import", "tsx", "scripts/standalone.ts"], {
          stdio: "inherit",
          env,
        });
    }
    if (!stopping) {
      // by default Next's handler with a graceful shutdown (readiness 503, then drain); every server
      // answers the same (docs/decisions/request-pipeline.md)
      const command = storefrontCommand(server, port);
      storefront = run(command.cmd, command.args, command.env);
      console.log(`[shop] storefront (${server}) on http://localhost:${port}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
