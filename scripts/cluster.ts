#!/usr/bin/env node
// npm run cluster: two reference upstreams and two storefronts on one PostgreSQL database and one
// Redis, behind HAProxy (Debian's package, installed with apt-get when missing): round robin,
// active health checks. In front of it, as a CDN would be, nginx's proxy_cache
// (scripts/cdn-cache.ts) keeps the public catalogue pages and writes X-Forwarded-For. The
// storefronts reach the upstreams through HAProxy as well (a second frontend), so either upstream
// may die. docs/cluster.md
//
//   npm run cluster            start (builds the storefront once if .next is missing), print the URL
//   npm run cluster -- stop    stop exactly what `start` started (pid files in .data/cluster/)
//   npm run cluster -- status  what runs, with the proxy's view of each server
//
// Ports (CLUSTER_* to move them): nginx 8480 (shop), HAProxy 8488 (the storefronts' balancer,
// loopback) and 4489 (upstream pool, loopback), storefronts
// 3480/3481, upstreams 4480/4481, metrics 9480-9483 (storefronts, upstreams) and 9489 (HAProxy's
// own: /metrics, /stats), all on loopback but the shop's port.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { startNginx } from "./cdn-cache";
import { isUpWithin } from "./lib/wait-until-up";

const ROOT = process.cwd();
export const DIR = path.join(ROOT, ".data/cluster");
const LOGS = path.join(DIR, "logs");
const num = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);

type Pair = [number, number];
/** One of the two instances of each kind. */
type Instance = 0 | 1;

export const PORTS: {
  proxy: number;
  balancer: number;
  upstreamPool: number;
  storefronts: Pair;
  upstreams: Pair;
  storefrontMetrics: Pair;
  upstreamMetrics: Pair;
  haproxyMetrics: number;
} = {
  proxy: num("CLUSTER_PROXY_PORT", 8480),
  balancer: num("CLUSTER_BALANCER_PORT", 8488),
  upstreamPool: num("CLUSTER_UPSTREAM_POOL_PORT", 4489),
  storefronts: [num("CLUSTER_STOREFRONT_PORT", 3480), num("CLUSTER_STOREFRONT_PORT", 3480) + 1],
  upstreams: [num("CLUSTER_UPSTREAM_PORT", 4480), num("CLUSTER_UPSTREAM_PORT", 4480) + 1],
  storefrontMetrics: [num("CLUSTER_METRICS_PORT", 9480), num("CLUSTER_METRICS_PORT", 9480) + 1],
  upstreamMetrics: [num("CLUSTER_METRICS_PORT", 9480) + 2, num("CLUSTER_METRICS_PORT", 9480) + 3],
  haproxyMetrics: num("CLUSTER_HAPROXY_METRICS_PORT", 9489),
};
export const SHOP_URL = `http://127.0.0.1:${PORTS.proxy}`;
/** HAProxy's storefront pool without the cache in front (what the storefronts themselves serve) */
export const BALANCER_URL = `http://127.0.0.1:${PORTS.balancer}`;
export const UPSTREAM_POOL_URL = `http://127.0.0.1:${PORTS.upstreamPool}`;
const ADMIN_URL =
  process.env.CLUSTER_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = process.env.CLUSTER_DATABASE ?? "shop_cluster";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379/4";
const HAPROXY_SOCKET = path.join(DIR, "haproxy.sock");

/** Readiness where the programs have one (a draining instance answers 503), liveness otherwise. */
function healthPaths() {
  const storefrontReady = ["app/api/health/ready/route.ts", "app/api/ready/route.ts"].find((f) =>
    existsSync(path.join(ROOT, f)),
  );
  const upstreamSource = readFileSync(path.join(ROOT, "upstream/app.ts"), "utf8");
  const upstreamReady = ["/health/ready", "/ready"].find((p) => upstreamSource.includes(`"${p}"`));
  return {
    storefront: storefrontReady
      ? `/${path.dirname(storefrontReady).replace(/^app\//, "")}`
      : "/api/health",
    upstream: upstreamReady ?? "/health",
  };
}

/** The shared secrets of all instances, made once per cluster folder (a restart keeps sessions, captchas, payments). */
function secrets() {
  const file = path.join(DIR, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const made = Object.fromEntries(
    [
      "SESSION_SECRET",
      "CAPTCHA_SECRET",
      "PAYMENT_SECRET",
      "OPS_TOKEN",
      "REVALIDATE_TOKEN",
      "SHOPPER_ADDRESS_TOKEN",
    ].map((k) => [k, randomBytes(24).toString("hex")]),
  );
  writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  return made;
}

export function databaseUrl() {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function ensureDatabase() {
  if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE))
    throw new Error(`CLUSTER_DATABASE "${DATABASE}" is not a plain identifier`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${DATABASE}`);
      console.log(`[cluster] created database ${DATABASE}`);
    }
  } finally {
    await admin.end();
  }
}

function ensureHaproxy() {
  if (spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0) return;
  console.log("[cluster] HAProxy is missing: apt-get install haproxy");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const installed = spawnSync("apt-get", ["install", "-y", "-qq", "haproxy"], {
    stdio: "inherit",
    env,
  });
  if (installed.status !== 0)
    throw new Error(
      "apt-get install haproxy failed (run it as root, or install HAProxy 2.6+ yourself)",
    );
}

function ensureNginx() {
  if (spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0) return;
  console.log("[cluster] nginx is missing: apt-get install nginx-light");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const installed = spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], {
    stdio: "inherit",
    env,
  });
  if (installed.status !== 0)
    throw new Error(
      "apt-get install nginx-light failed (run it as root, or install nginx yourself)",
    );
}

function ensureBuild() {
  if (existsSync(path.join(ROOT, ".next/BUILD_ID"))) return;
  console.log("[cluster] building the storefront once (next build)");
  const build = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("next build failed");
}

export function haproxyConfig(health = healthPaths()) {
  const servers = (prefix: string, ports: number[], maxconn: number): string =>
    ports
      .map((port, i) => `  server ${prefix}${i + 1} 127.0.0.1:${port} check maxconn ${maxconn}`)
      .join("\n");
  return `# written by scripts/cluster.ts; edits are lost at the next start
global
  maxconn 4096
  stats socket ${HAPROXY_SOCKET} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  option http-keep-alive
  # a request that could not be sent to a server (it is down, the check has not noticed yet) goes to
  # another one; nothing that reached a server is sent twice (a booking is retried by its caller)
  # at every retry another instance (redispatch 1: not the one that refused); passively, the first
  # refused connection takes an instance out at once (observe layer4 + on-error mark-down), without
  # waiting for three failed checks while requests keep going to a dead port
  retries 3
  option redispatch 1
  retry-on conn-failure
  # a check every second; an instance busy with a rush answers slowly, not never: 5 s to answer,
  # 3 failures in a row take it out (a dead one refuses at once, so it is out within ~3 s)
  timeout check 5s
  default-server inter 1s fall 3 rise 2 observe layer4 error-limit 1 on-error mark-down
  # a request waits here for a free slot rather than piling onto an instance
  timeout queue 30s

frontend shop
  # behind the cache (nginx on the shop's port), which writes X-Forwarded-For with the client's
  # address whatever the client sent; only it reaches this loopback port
  bind 127.0.0.1:${PORTS.balancer}
  default_backend storefronts

backend storefronts
  balance roundrobin
  option httpchk GET ${health.storefront}
  http-check expect status 200
${servers("storefront", PORTS.storefronts, 64)}

frontend upstream_pool
  bind 127.0.0.1:${PORTS.upstreamPool}
  default_backend upstreams

backend upstreams
  balance roundrobin
  option httpchk GET ${health.upstream}
  http-check expect status 200
# at most 20 requests at once per upstream (its pool has 10 connections): the rest queue in the proxy
${servers("upstream", PORTS.upstreams, 20)}

frontend internal
  bind 127.0.0.1:${PORTS.haproxyMetrics}
  http-request use-service prometheus-exporter if { path /metrics }
  stats enable
  stats uri /stats
  stats refresh 5s
`;
}

const pidFile = (name: string): string => path.join(DIR, `${name}.pid`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What each started process's command line holds: a pid reused by another program is not ours. */
const MARKERS: Record<string, string> = {
  haproxy: "haproxy",
  nginx: "nginx",
  upstream: "upstream/server.ts",
  storefront: "scripts/shop-server.mjs",
};

function isOurs(name: string, pid: number): boolean {
  const marker = MARKERS[name.replace(/-\d+$/, "")];
  try {
    return marker === undefined || readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(marker);
  } catch {
    // no /proc (not Linux): trust the pid file
    return !existsSync("/proc/self");
  }
}

/** The pid in a pid file, when that process still runs and is the one started. */
export function runningPid(name: string): number | null {
  const file = pidFile(name);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 && alive(pid) && isOurs(name, pid) ? pid : null;
}

/** Starts `cmd` in a process group of its own, output to logs/<name>.log, pid to <name>.pid. */
function launch(
  name: string,
  cmd: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
): number | undefined {
  mkdirSync(LOGS, { recursive: true });
  const log = openSync(path.join(LOGS, `${name}.log`), "a");
  const child = spawn(cmd, argv, { cwd: ROOT, env, stdio: ["ignore", log, log], detached: true });
  writeFileSync(pidFile(name), String(child.pid));
  child.unref();
  return child.pid;
}

function baseEnv() {
  return {
    ...process.env,
    ...secrets(),
    NEXT_TELEMETRY_DISABLED: "1",
    REDIS_URL,
    SHOP_STAGE: process.env.SHOP_STAGE ?? "development",
  };
}

/** Upstream `i` (0 or 1), started and waited for. */
export async function startUpstream(i: Instance): Promise<void> {
  const name = `upstream-${i + 1}`;
  if (runningPid(name)) return;
  const port = PORTS.upstreams[i];
  // node --import tsx: one process, so the pid file names the server itself (a SIGKILL reaches it)
  launch(name, process.execPath, ["--import", "tsx", "upstream/server.ts"], {
    ...baseEnv(),
    DATABASE_URL: databaseUrl(),
    UPSTREAM_PORT: String(port),
    UPSTREAM_HOST: "127.0.0.1",
    METRICS_PORT: String(PORTS.upstreamMetrics[i]),
    LOG_REQUESTS: process.env.LOG_REQUESTS ?? "false",
    OPS_TOKEN_FILE: path.join(DIR, "ops-token"),
    SANDBOX_ORIGIN: UPSTREAM_POOL_URL,
    // through the proxy: whichever storefront takes it (a shared cache makes it reach all)
    STOREFRONT_REVALIDATE_URL: `${SHOP_URL}/api/revalidate`,
    // a claim left by an instance killed mid-request is taken over after this long
    IDEMPOTENCY_STALE_SECONDS: process.env.IDEMPOTENCY_STALE_SECONDS ?? "10",
  });
  if (!(await isUpWithin(`http://127.0.0.1:${port}/health`, { seconds: 180 })))
    throw new Error(`${name} did not become healthy in 180 s (see ${LOGS}/${name}.log)`);
}

async function startStorefront(i: Instance): Promise<void> {
  const name = `storefront-${i + 1}`;
  if (runningPid(name)) return;
  const port = PORTS.storefronts[i];
  launch(name, process.execPath, ["scripts/shop-server.mjs"], {
    ...baseEnv(),
    NODE_ENV: "production",
    PORT: String(port),
    UPSTREAM_URL: UPSTREAM_POOL_URL,
    METRICS_PORT: String(PORTS.storefrontMetrics[i]),
    // nginx overwrites X-Forwarded-For with the client's address, HAProxy passes it on and the
    // storefront's server appends its peer (HAProxy): one trusted hop
    TRUSTED_PROXY_HOPS: "1",
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? SHOP_URL,
  });
  if (!(await isUpWithin(`http://127.0.0.1:${port}/api/health`, { seconds: 120 })))
    throw new Error(`${name} did not become healthy in 120 s (see ${LOGS}/${name}.log)`);
}

async function startProxy() {
  if (runningPid("haproxy")) return;
  const config = path.join(DIR, "haproxy.cfg");
  writeFileSync(config, haproxyConfig());
  const check = spawnSync("haproxy", ["-c", "-q", "-f", config], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`HAProxy refused ${config}: ${check.stderr}`);
  // -db: stay in the foreground, one process: the pid file is ours
  launch("haproxy", "haproxy", ["-db", "-f", config], process.env);
}

/** nginx with proxy_cache on the shop's port, in front of HAProxy; an empty cache at each start. */
async function startCache() {
  if (runningPid("nginx")) return;
  const dir = path.join(DIR, "cdn");
  rmSync(path.join(dir, "cache"), { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });
  const child = startNginx({
    dir,
    listen: String(PORTS.proxy),
    upstream: `127.0.0.1:${PORTS.balancer}`,
    log: path.join(LOGS, "nginx.log"),
  });
  // daemon off: the child is nginx's master; its process group holds the workers
  writeFileSync(pidFile("nginx"), String(child.pid));
}

/** One command on HAProxy's admin socket ("show servers state", "set server storefronts/storefront2 state maint"). */
export function haproxyCommand(command: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = net.createConnection(HAPROXY_SOCKET);
    let out = "";
    socket.on("connect", () => socket.end(`${command}\n`));
    socket.on("data", (chunk) => (out += chunk));
    socket.on("end", () => resolve(out));
    socket.on("error", reject);
  });
}

export async function start(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  ensureHaproxy();
  ensureNginx();
  ensureBuild();
  await ensureDatabase();
  // one after the other: the first migrates and seeds, the second finds it done
  await startUpstream(0);
  await startUpstream(1);
  await startProxy();
  if (!(await isUpWithin(`${UPSTREAM_POOL_URL}/health`, { seconds: 30 })))
    throw new Error("the proxy's upstream pool did not answer");
  await Promise.all([startStorefront(0), startStorefront(1)]);
  await startCache();
  if (!(await isUpWithin(`${SHOP_URL}/api/health`, { seconds: 30 })))
    throw new Error("the proxy did not answer on the shop's port");
  console.log(`[cluster] shop:      ${SHOP_URL} (nginx's page cache; HAProxy ${BALANCER_URL})`);
  console.log(
    `[cluster] upstreams: ${UPSTREAM_POOL_URL} (through the proxy), ${PORTS.upstreams.map((p) => `:${p}`).join(" ")}`,
  );
  console.log(
    `[cluster] metrics:   storefronts ${PORTS.storefrontMetrics.map((p) => `:${p}`).join(" ")}, upstreams ${PORTS.upstreamMetrics.map((p) => `:${p}`).join(" ")} (GET /metrics on 127.0.0.1), HAProxy http://127.0.0.1:${PORTS.haproxyMetrics}/metrics and /stats`,
  );
  console.log(
    `[cluster] database ${DATABASE}, Redis ${REDIS_URL}; logs in ${path.relative(ROOT, LOGS)}/; stop: npm run cluster -- stop`,
  );
}

/** Stops one started process (its whole process group): SIGTERM, then SIGKILL after `graceMs`. */
async function stopOne(
  name: string,
  { signal = "SIGTERM", graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<number | null> {
  const pid = runningPid(name);
  if (pid) {
    const kill = (sig: NodeJS.Signals): void => {
      try {
        process.kill(-pid, sig);
      } catch {
        try {
          process.kill(pid, sig);
        } catch {
          /* gone */
        }
      }
    };
    kill(signal);
    const until = Date.now() + graceMs;
    while (alive(pid) && Date.now() < until) await sleep(100);
    if (alive(pid)) kill("SIGKILL");
    while (alive(pid)) await sleep(50);
  }
  rmSync(pidFile(name), { force: true });
  return pid;
}

export async function stop(): Promise<void> {
  if (!existsSync(DIR)) return;
  const names = readdirSync(DIR)
    .filter((f) => f.endsWith(".pid") && f !== "haproxy.pid" && f !== "nginx.pid")
    .map((f) => f.slice(0, -4));
  // the front first, so no request reaches a stopping instance
  for (const name of [
    "nginx",
    "haproxy",
    ...names.filter((n) => n.startsWith("storefront")),
    ...names.filter((n) => n.startsWith("upstream")),
  ]) {
    const pid = await stopOne(name);
    if (pid) console.log(`[cluster] stopped ${name} (pid ${pid})`);
  }
  rmSync(HAPROXY_SOCKET, { force: true });
}

async function status(): Promise<void> {
  for (const name of [
    "nginx",
    "haproxy",
    "upstream-1",
    "upstream-2",
    "storefront-1",
    "storefront-2",
  ]) {
    const pid = runningPid(name);
    console.log(`${name.padEnd(14)} ${pid ? `pid ${pid}` : "not running"}`);
  }
  if (runningPid("haproxy")) {
    const state = await haproxyCommand("show servers state").catch(() => "");
    for (const line of state.split("\n").filter((l) => /^\d/.test(l) && l.split(" ").length > 5)) {
      const f = line.split(" ");
      console.log(
        `proxy: ${f[1]}/${f[3]} ${f[4]} ${f[5] === "2" ? "UP" : f[5] === "0" ? "DOWN" : `state ${f[5]}`}`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const command = process.argv[2] ?? "start";
  const run = { start, stop, status }[command];
  if (!run) {
    console.error("usage: npm run cluster [-- start|stop|status]");
    process.exit(2);
  }
  run().catch(async (error) => {
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
    if (command === "start") await stop();
    process.exit(1);
  });
}
