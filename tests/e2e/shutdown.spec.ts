import { randomBytes } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { UPSTREAM } from "./support/shop";
import { needsOwnStorefronts, SERVER } from "./support/servers";
import { startStorefront, stopStorefront, type Instance } from "./support/storefront-instance";

// Graceful shutdown of the storefront server (scripts/shop-server.mjs). A storefront of
// its own reads the e2e upstream through a proxy here that holds the answer to one search for
// DELAY_MS, so a page request is still in flight when SIGTERM arrives. Then, in order:
// readiness (/api/health/ready) answers 503 while liveness (/api/health) stays 200 for
// SHUTDOWN_DRAIN_MS; then new connections are refused; the request in flight completes with its
// page; the process exits 0.

const PORT = Number(process.env.E2E_SHUTDOWN_PORT ?? 3243);
const DRAIN_MS = 3000;
const DELAY_MS = 8000;
/** the search the page in flight makes: the proxy holds the upstream's answer to it */
const KEYWORD = `drain${randomBytes(4).toString("hex")}`;

let slow: http.Server;
let slowPort: number;
/** resolves when the proxy holds the search of the page in flight */
let held: Promise<void>;
let shop: Instance | undefined;

test.beforeAll(async () => {
  needsOwnStorefronts();
  let holding!: () => void;
  held = new Promise((resolve) => (holding = resolve));
  slow = http.createServer((req, res) => {
    const forward = async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const hop = [
        "host",
        "connection",
        "keep-alive",
        "transfer-encoding",
        "upgrade",
        "expect",
        "content-length",
        "content-encoding",
      ];
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !hop.includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${UPSTREAM}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(
        answer.status,
        Object.fromEntries([...answer.headers].filter(([name]) => !hop.includes(name))),
      );
      res.end(body);
    };
    const delay = (req.url ?? "").includes(KEYWORD) ? DELAY_MS : 0;
    if (delay) holding();
    setTimeout(() => forward().catch(() => res.destroy()), delay);
  });
  await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
  slowPort = (slow.address() as net.AddressInfo).port;
  shop = await startStorefront(PORT, {
    UPSTREAM_URL: `http://127.0.0.1:${slowPort}`,
    UPSTREAM_TIMEOUT_MS: "20000",
    UPSTREAM_BUDGET_MS: "20000",
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    SHUTDOWN_TIMEOUT_MS: "15000",
  });
});

test.afterAll(async () => {
  await stopStorefront(shop);
  slow?.closeAllConnections();
  await new Promise((resolve) => slow?.close(resolve));
});

/** whether a new TCP connection to the storefront is accepted */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const status = (url: string) => fetch(url).then((res) => res.status);

test("SIGTERM: readiness 503 while draining, liveness 200, then no new connections, the request in flight completes, exit 0", async () => {
  // the drain is what scripts/shop-server.mjs adds on the Node path (Next's own servers below)
  test.skip(SERVER !== "shop", `the drain is the shop's server's; E2E_SERVER=${SERVER}`);
  test.setTimeout(60_000);
  const instance = shop!;
  expect(await status(`${instance.base}/api/health/ready`)).toBe(200);

  // a page no cache holds (free-text reads are never stored): it waits DELAY_MS for the upstream
  const started = Date.now();
  const inFlight = fetch(
    `${instance.base}/products?keyword=${KEYWORD}&brand=default&locale=en`,
  ).then(async (res) => ({
    status: res.status,
    html: await res.text(),
    at: Date.now() - started,
  }));
  await held; // the page is being rendered: it waits for the upstream's answer

  process.kill(instance.child.pid!, "SIGTERM");
  await expect(async () =>
    expect(await status(`${instance.base}/api/health/ready`)).toBe(503),
  ).toPass({ timeout: 2000 });
  expect(await status(`${instance.base}/api/health`), "liveness while draining").toBe(200);
  expect(await accepts(instance.port), "still accepting while draining").toBe(true);

  // after the drain: no new connection, while the page is still being rendered
  await expect
    .poll(() => accepts(instance.port), {
      message: "refused after the drain",
      timeout: DRAIN_MS + 3000,
    })
    .toBe(false);
  expect(instance.child.exitCode, "still running for the request in flight").toBeNull();

  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(answer.html).toContain("</html>");
  expect(answer.at).toBeGreaterThanOrEqual(DELAY_MS);
  expect(await instance.exited, instance.output()).toBe(0);
});

test("SIGTERM on Next's own server (next start, standalone server.js): no new connections, the request in flight completes, then it exits", async () => {
  test.skip(SERVER === "shop", "the shop's server drains first (above)");
  test.setTimeout(60_000);
  const instance = shop!;
  const started = Date.now();
  const inFlight = fetch(
    `${instance.base}/products?keyword=${KEYWORD}&brand=default&locale=en`,
  ).then(async (res) => ({
    status: res.status,
    html: await res.text(),
    at: Date.now() - started,
  }));
  await held;
  process.kill(instance.child.pid!, "SIGTERM");
  // Next stops accepting at once (no readiness drain: a balancer must notice by itself)
  await expect
    .poll(() => accepts(instance.port), { message: "refused after SIGTERM", timeout: 3000 })
    .toBe(false);
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(answer.html).toContain("</html>");
  expect(answer.at).toBeGreaterThanOrEqual(DELAY_MS);
  // Next exits as a process ended by the signal: 143 (128 + SIGTERM)
  expect([0, 143]).toContain(await instance.exited);
});
