/** @jest-environment node */
// The storefront's metrics endpoint (lib/metrics/server.ts): a request to any other server of the
// process is counted under its route pattern, and GET /metrics on the metrics port serves it;
// the endpoint's own scrapes are not counted, and it answers nothing but GET /metrics.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { once } from "node:events";
import { installMetrics } from "@/lib/metrics/server";

let app: http.Server;
let endpoint: http.Server;
let uninstall: () => void;
const base = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  const installed = installMetrics({
    port: 0,
    host: "127.0.0.1",
    routes: ["/", "/product/[id]", "/api/orders/[sn]/status"],
  });
  if (!installed) throw new Error("metrics not installed");
  ({ endpoint, uninstall } = installed);
  if (!endpoint.listening) await once(endpoint, "listening");
  app = http.createServer((req, res) => {
    res.writeHead(req.url?.startsWith("/product/") ? 200 : 404).end("x");
  });
  app.listen(0, "127.0.0.1");
  await once(app, "listening");
});

afterAll(async () => {
  app.close();
  uninstall();
});

test("requests are counted by route pattern and status; the scrape shows them", async () => {
  for (const id of [1, 2, 3])
    expect((await fetch(`${base(app)}/product/${id}?utm_source=x`)).status).toBe(200);
  expect((await fetch(`${base(app)}/made/up/${Math.random()}`)).status).toBe(404);
  const scrape = await fetch(`${base(endpoint)}/metrics`);
  expect(scrape.status).toBe(200);
  expect(scrape.headers.get("content-type")).toMatch(/^text\/plain/);
  const text = await scrape.text();
  expect(text).toContain(
    'storefront_http_requests_total{method="GET",route="/product/[id]",status="200"} 3',
  );
  expect(text).toContain(
    'storefront_http_requests_total{method="GET",route="other",status="404"} 1',
  );
  expect(text).toMatch(
    /storefront_http_request_duration_seconds_count\{method="GET",route="\/product\/\[id\]"\} 3/,
  );
  // the endpoint's own requests are not in it
  expect(text).not.toContain('route="/metrics"');
  expect(text).toContain("storefront_process_cpu_seconds_total");
});

test("the endpoint answers only GET /metrics, and is installed once", async () => {
  expect((await fetch(`${base(endpoint)}/`)).status).toBe(404);
  expect((await fetch(`${base(endpoint)}/metrics`, { method: "POST" })).status).toBe(404);
  expect(installMetrics({ port: 0 })).toBeNull();
});
