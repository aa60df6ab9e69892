/** @jest-environment node */
// The storefront's metrics endpoint (lib/metrics/server.ts): a server of its own on the metrics
// port, beside Next's, serving the process's registry at GET /metrics and nothing else; started
// once per process. Requests are counted by the shop's server through the counter it offers.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { once } from "node:events";
import { storefrontMetrics } from "@/lib/metrics/registry";
import { REQUEST_COUNTER, startMetrics, type RequestCounter } from "@/lib/metrics/server";

let endpoint: http.Server;
const base = () => `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;

beforeAll(async () => {
  const started = startMetrics({ port: 0, host: "127.0.0.1", routes: ["/", "/product/[id]"] });
  if (!started) throw new Error("metrics not started");
  endpoint = started;
  if (!endpoint.listening) await once(endpoint, "listening");
});

afterAll(() => new Promise((resolve) => endpoint.close(resolve)));

test("GET /metrics serves the process's metrics: what the app counted, and the process's own", async () => {
  storefrontMetrics().upstreamCall("GET product/1", "ok", 0.02);
  storefrontMetrics().cacheReads.inc({ result: "hit" });
  const scrape = await fetch(`${base()}/metrics`);
  expect(scrape.status).toBe(200);
  expect(scrape.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(scrape.headers.get("cache-control")).toBe("no-store");
  const text = await scrape.text();
  expect(text).toMatch(
    /storefront_upstream_call_duration_seconds_count\{call="[^"]+",outcome="ok"\} 1/,
  );
  expect(text).toContain('storefront_catalogue_cache_reads_total{result="hit"} 1');
  expect(text).toContain("storefront_upstream_breaker_state");
  expect(text).toContain("storefront_process_cpu_seconds_total");
});

test("the endpoint answers only GET /metrics, and starts once per process", async () => {
  expect((await fetch(`${base()}/`)).status).toBe(404);
  expect((await fetch(`${base()}/metrics`, { method: "POST" })).status).toBe(404);
  expect(startMetrics({ port: 0 })).toBeNull();
});

test("the shop's server counts each response through the counter the app offers, by route pattern", async () => {
  const count = (globalThis as Record<symbol, unknown>)[REQUEST_COUNTER] as RequestCounter;
  expect(typeof count).toBe("function");
  for (const id of [1, 2, 3]) count("GET", `/product/${id}?utm_source=x`, 200, 0.01);
  count("GET", `/made/up/${Math.random()}`, 404, 0.002);
  const text = await (await fetch(`${base()}/metrics`)).text();
  expect(text).toContain(
    'storefront_http_requests_total{method="GET",route="/product/[id]",status="200"} 3',
  );
  expect(text).toContain(
    'storefront_http_requests_total{method="GET",route="other",status="404"} 1',
  );
});
