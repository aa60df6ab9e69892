/**
 * Nothing one stranger can break: the storefront's upstream client and its circuit
 * breaker against a stub upstream on 127.0.0.1. Hostile requests that each provoke an upstream
 * 500 never open the circuit for the next shopper; while it is half-open a write gives up
 * within the page budget (UPSTREAM_BUDGET_MS), not the whole write time-out.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

type Client = typeof import("@/lib/upstream/client");
type Outage = typeof import("@/lib/upstream/outage");
type Scopes = typeof import("@/lib/upstream/request-scope");
type Errors = typeof import("@/lib/upstream/errors");

const TIMEOUT_MS = 4000;
const BUDGET_MS = 400;
const COOLDOWN_MS = 300;

let server: http.Server;
const hanging = new Set<http.ServerResponse>();
let mods: { client: Client; outage: Outage; scopes: Scopes; errors: Errors };
let savedEnv: NodeJS.ProcessEnv;
const BREAKER = Symbol.for("storefront.upstream.breaker");
/** the breaker the client reads (one per process, on globalThis) — the one to reset and to look at */
const liveBreaker = () =>
  ((globalThis as Record<symbol, unknown>)[BREAKER] ?? mods.outage.breaker) as Outage["breaker"];

const ctx = { brand: "default", locale: "en", currency: "CNY", token: "shopper-token" } as const;
const shape = z.object({ ok: z.boolean() });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.url === "/accounts/signin")
      return json(500, { code: 10001, message: "internal error" });
    if (req.url === "/down") return json(503, { code: 20004, message: "database unavailable" });
    if (req.url === "/order/booking") return void hanging.add(res); // never answers
    return json(200, { code: 10000, data: { ok: true } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  savedEnv = { ...process.env };
  Object.assign(process.env, {
    UPSTREAM_URL: `http://127.0.0.1:${port}`,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    UPSTREAM_BUDGET_MS: String(BUDGET_MS),
    UPSTREAM_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
  });
  // the breaker lives on globalThis: this suite's process gets one with the settings above
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("storefront.upstream.breaker")];
  jest.isolateModules(() => {
    mods = {
      client: jest.requireActual("@/lib/upstream/client"),
      outage: jest.requireActual("@/lib/upstream/outage"),
      scopes: jest.requireActual("@/lib/upstream/request-scope"),
      errors: jest.requireActual("@/lib/upstream/errors"),
    };
  });
  // the environment stays set while this suite runs; restored when it ends
});

afterAll(async () => {
  process.env = savedEnv;
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  mods.outage.breaker.success();
  liveBreaker().success();
});

/** one storefront request from `client`, as a route handler scopes it (lib/http/bff.ts) */
function asRequestFrom<T>(client: string, run: () => Promise<T>): Promise<T> {
  return mods.scopes.withRequestScope({ startedAt: Date.now(), client }, run);
}

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof mods.errors.UpstreamError))
    throw new Error(`expected an UpstreamError, got ${String(error)}`);
  return error;
}

it("50 hostile sign-ins in 10 s, each provoking an upstream 500, leave the next shopper answered normally", async () => {
  const started = Date.now();
  for (let i = 0; i < 50; i++) {
    // the same stranger, and strangers from 50 addresses: neither opens the circuit
    const from = i % 2 ? "203.0.113.66" : `198.51.100.${i}`;
    const error = await asRequestFrom(from, () =>
      failureOf(
        mods.client.upstreamSend("post", "accounts/signin", shape, ctx, { username: "\u0000" }),
      ),
    );
    expect(error.code).toBe(10001);
  }
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(liveBreaker().state(Date.now())).toBe("closed");
  await expect(
    asRequestFrom("192.0.2.10", () => mods.client.upstreamGet("accounts/privacy", shape, ctx)),
  ).resolves.toEqual({ ok: true });
});

it("while half-open, a booking against a hung upstream answers 503 within the page budget, not the write time-out", async () => {
  // a real outage: 503s for two shoppers open the circuit
  for (let i = 0; i < 5; i++)
    await asRequestFrom(`192.0.2.${i}`, () =>
      failureOf(mods.client.upstreamSend("post", "down", shape, ctx)),
    );
  expect(liveBreaker().state(Date.now())).toBe("open");
  // the cool-down passes on the clock the breaker reads (Date), moved on instead of waited out;
  // time-outs and the budget keep the real timers, and run on from there
  jest.useFakeTimers({
    now: Date.now(),
    advanceTimers: true,
    // every timer API but Date stays real: sockets and time-outs run as they do in the shop
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
  let error: Awaited<ReturnType<typeof failureOf>>;
  let waited: number;
  try {
    jest.setSystemTime(Date.now() + COOLDOWN_MS + 50);
    expect(liveBreaker().state(Date.now())).toBe("half-open");
    const started = performance.now();
    error = await asRequestFrom("192.0.2.20", () =>
      failureOf(mods.client.upstreamSend("post", "order/booking", shape, ctx, {})),
    );
    waited = performance.now() - started;
  } finally {
    jest.useRealTimers();
  }
  expect(error.status).toBe(503);
  expect(waited).toBeGreaterThanOrEqual(BUDGET_MS - 50);
  expect(waited).toBeLessThan(BUDGET_MS + 1000);
}, 20_000);
