import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { once, EventEmitter } from "node:events";

// The cluster's balancer (scripts/cluster.ts, docs/cluster.md): HAProxy in front of two
// storefronts and two upstreams. Its config is checked the way nginx's is
// (cdn-cache-config.test.ts): what it must say, that HAProxy accepts it, and — run for real in
// front of two small servers — that it shares requests, drops an instance that reports itself
// draining, and loses no request to an instance that died before its checks noticed.

/** Two consecutive free loopback ports (the config numbers each pair's second from the first). */
async function freePair(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const free = await Promise.all([base, base + 1].map(isFree));
    if (free.every(Boolean)) return base;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

const dir = mkdtempSync(path.join(tmpdir(), "haproxy-config-"));
let cluster: typeof import("@/scripts/cluster");
let config: string;

beforeAll(async () => {
  process.env.CLUSTER_STOREFRONT_PORT = String(await freePair());
  process.env.CLUSTER_UPSTREAM_PORT = String(await freePair());
  process.env.CLUSTER_BALANCER_PORT = String(await freePair());
  process.env.CLUSTER_UPSTREAM_POOL_PORT = String(await freePair());
  process.env.CLUSTER_HAPROXY_METRICS_PORT = String(await freePair());
  cluster = await import("@/scripts/cluster");
  // the admin socket goes with this run, not into the checkout's .data/cluster
  config = cluster
    .haproxyConfig()
    .replace(path.join(cluster.DIR, "haproxy.sock"), path.join(dir, "haproxy.sock"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lines of one section (`backend storefronts`, `defaults`, …), trimmed, without comments. */
function section(header: string): string[] {
  const lines = config.split("\n");
  const start = lines.indexOf(header);
  if (start < 0) throw new Error(`no "${header}" section`);
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    // a section ends at the next unindented line that is not a comment
    if (/^[^\s#]/.test(line)) break;
    const text = line.trim();
    if (text && !text.startsWith("#")) body.push(text);
  }
  return body;
}

it("sends each pool round robin to both instances, checked on their readiness paths", () => {
  for (const [backend, ports, route] of [
    ["backend storefronts", cluster.PORTS.storefronts, "storefront"],
    ["backend upstreams", cluster.PORTS.upstreams, "upstream"],
  ] as const) {
    const lines = section(backend);
    expect(lines).toContain("balance roundrobin");
    expect(lines).toContain("http-check expect status 200");
    const check = lines.find((l) => l.startsWith("option httpchk GET "));
    expect(check).toBeDefined();
    const servers = lines.filter((l) => l.startsWith("server "));
    expect(servers.map((l) => l.split(" ")[2])).toEqual(ports.map((p) => `127.0.0.1:${p}`));
    for (const server of servers) expect(server).toMatch(/ check maxconn \d+$/);
    // the path checked is a readiness route the program has (a draining instance answers 503)
    const checked = check!.slice("option httpchk GET ".length);
    if (route === "storefront")
      expect(existsSync(path.join(process.cwd(), "app", checked, "route.ts"))).toBe(true);
    else
      expect(readFileSync(path.join(process.cwd(), "upstream/app.ts"), "utf8")).toContain(
        `"${checked}"`,
      );
    expect(checked).toMatch(/ready/);
  }
});

it("retries only what never reached a server, on another instance, and takes a refusing one out at once", () => {
  const defaults = section("defaults");
  expect(defaults).toEqual(
    expect.arrayContaining([
      "mode http",
      "retries 3",
      "option redispatch 1",
      // a booking that reached a server is never sent twice
      "retry-on conn-failure",
      "default-server inter 1s fall 3 rise 2 observe layer4 error-limit 1 on-error mark-down",
    ]),
  );
  expect(defaults.some((l) => l.startsWith("timeout queue "))).toBe(true);
});

it("listens on loopback only, and keeps the metrics and stats on their own frontend", () => {
  const binds = config
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.startsWith("bind "));
  expect(binds).toHaveLength(3);
  for (const bind of binds) expect(bind).toMatch(/^bind 127\.0\.0\.1:\d+$/);
  expect(section("frontend internal")).toContain(
    "http-request use-service prometheus-exporter if { path /metrics }",
  );
  for (const front of ["frontend shop", "frontend upstream_pool"])
    expect(section(front).join("\n")).not.toMatch(/stats|prometheus/);
});

it("is a config HAProxy accepts", () => {
  const file = path.join(dir, "check.cfg");
  writeFileSync(file, config);
  const check = spawnSync("haproxy", ["-c", "-f", file], { encoding: "utf8" });
  expect(check.error).toBeUndefined();
  expect(`${check.stdout}${check.stderr}`).toContain("Configuration file is valid");
  expect(check.status).toBe(0);
});

describe("in front of two storefronts", () => {
  let proxy: ChildProcess;
  const servers: http.Server[] = [];
  /** whether each instance's readiness route says it is ready */
  const ready = [true, true];
  /** "check-<i>" after instance i answered one of HAProxy's health checks */
  const checks = new EventEmitter();

  /** resolves once instance i has answered n more health checks (HAProxy checks every second) */
  async function checked(i: number, n: number) {
    for (let k = 0; k < n; k++) await once(checks, `check-${i}`);
  }

  beforeAll(async () => {
    const readyPath = section("backend storefronts")
      .find((l) => l.startsWith("option httpchk GET "))!
      .slice("option httpchk GET ".length);
    for (const [i, port] of cluster.PORTS.storefronts.entries()) {
      const server = http.createServer((req, res) => {
        if (req.url === readyPath) {
          res.writeHead(ready[i] ? 200 : 503).end();
          res.once("finish", () => checks.emit(`check-${i}`));
        } else res.writeHead(200, { "content-type": "text/plain" }).end(`storefront-${i + 1}`);
      });
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      servers.push(server);
    }
    const file = path.join(dir, "haproxy.cfg");
    writeFileSync(file, config);
    const both = Promise.all([checked(0, 2), checked(1, 2)]);
    proxy = spawn("haproxy", ["-f", file], { stdio: "ignore" });
    // both seen healthy twice (rise 2) before the shares are counted
    await both;
  }, 30_000);

  afterAll(async () => {
    proxy?.kill("SIGTERM");
    for (const server of servers) server.closeAllConnections();
    await Promise.all(
      servers.map((s) => new Promise((resolve) => (s.listening ? s.close(resolve) : resolve(0)))),
    );
  });

  /** n requests through the balancer, one after another: who answered each (errors throw) */
  async function answers(n: number): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${cluster.BALANCER_URL}/products`);
      if (res.status !== 200) throw new Error(`status ${res.status}`);
      out.push(await res.text());
    }
    return out;
  }

  it("shares requests between both in turn", async () => {
    const who = await answers(10);
    expect(who.filter((w) => w === "storefront-1")).toHaveLength(5);
    expect(who.filter((w) => w === "storefront-2")).toHaveLength(5);
  });

  it("stops sending to an instance whose readiness says it is draining, after three checks", async () => {
    ready[1] = false;
    // fall 3: three refused checks take it out; the fourth check shows the state has settled
    await checked(1, 4);
    expect(new Set(await answers(6))).toEqual(new Set(["storefront-1"]));
    ready[1] = true;
    await checked(1, 3); // rise 2, and one more
    // back in the pool (HAProxy lets a returning server catch up first, so no exact share)
    expect(await answers(6)).toContain("storefront-2");
  }, 30_000);

  it("loses no request when an instance dies before its checks notice", async () => {
    const dead = servers[0]!;
    const closed = new Promise((resolve) => dead.close(resolve));
    dead.closeAllConnections();
    await closed;
    // at once, not after three failed checks: each refused connection is sent to the other
    const who = await answers(10);
    expect(who.every((w) => w === "storefront-2")).toBe(true);
  }, 30_000);
});
