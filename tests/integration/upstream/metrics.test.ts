/** @jest-environment node */
// The upstream's Prometheus metrics (upstream/http/metrics.ts): a request is counted under the route
// pattern Hono matched, unknown paths under one label, and the order totals come from the database.
import { createApp } from "../../../upstream/app";
import type { Database } from "../../../upstream/db/client";
import { createUpstreamMetrics, UNMATCHED_ROUTE } from "../../../upstream/http/metrics";
import { openHarness, type Harness } from "./databases";

jest.setTimeout(60_000);

const HEADERS = { platform: "default", language: "en", currency: "CNY", channel: "web" };

type Value = { value: number; labels: Record<string, string | number>; metricName?: string };

describe("upstream metrics", () => {
  let h: Harness;
  let database: Database;
  beforeAll(async () => {
    // a seeded PGlite database (the harness's own app stays unused: each test builds its own)
    h = await openHarness("pglite");
    database = h.database;
  });
  afterAll(async () => {
    await h?.close();
  });

  async function values(
    metrics: ReturnType<typeof createUpstreamMetrics>,
    name: string,
  ): Promise<Value[]> {
    return ((await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name)?.values ??
      []) as Value[];
  }

  test("a request is counted and timed under its route pattern, not its path", async () => {
    const metrics = createUpstreamMetrics();
    const app = createApp({ db: database.db, dbKind: database.kind, metrics });
    const list = await app.request("/products?page=1&page_size=5", { headers: HEADERS });
    expect(list.status).toBe(200);
    const id = ((await list.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    expect((await app.request(`/product/${id}`, { headers: HEADERS })).status).toBe(200);
    expect((await app.request("/product/999999999", { headers: HEADERS })).status).toBe(404);
    expect((await app.request("/health")).status).toBe(200);

    const counts = await values(metrics, "upstream_http_requests_total");
    const count = (route: string, status: string) =>
      counts.find(
        (v) => v.labels.route === route && v.labels.status === status && v.labels.method === "GET",
      )?.value;
    expect(count("/products", "200")).toBe(1);
    // two ids, one series per status: the pattern, never the id
    expect(count("/product/:id", "200")).toBe(1);
    expect(count("/product/:id", "404")).toBe(1);
    expect(count("/health", "200")).toBe(1);
    expect(counts.some((v) => String(v.labels.route).includes(String(id)))).toBe(false);

    const timed = (await values(metrics, "upstream_http_request_duration_seconds")).find(
      (v) =>
        v.metricName === "upstream_http_request_duration_seconds_count" &&
        v.labels.route === "/product/:id",
    );
    expect(timed?.value).toBe(2);
  });

  test("paths no route takes share one label", async () => {
    const metrics = createUpstreamMetrics();
    const app = createApp({ db: database.db, dbKind: database.kind, metrics });
    for (const path of ["/no-such-call", "/another/unknown/path", "/x%20y"])
      expect((await app.request(path, { headers: HEADERS })).status).toBe(404);
    const counts = await values(metrics, "upstream_http_requests_total");
    expect(counts).toEqual([
      expect.objectContaining({
        value: 3,
        labels: { method: "GET", route: UNMATCHED_ROUTE, status: "404" },
      }),
    ]);
  });

  test("without the option nothing is recorded, and the registry is the app's own", async () => {
    const metrics = createUpstreamMetrics();
    const app = createApp({ db: database.db, dbKind: database.kind });
    expect((await app.request("/health")).status).toBe(200);
    expect(await values(metrics, "upstream_http_requests_total")).toEqual([]);
  });

  test("order totals (booked, paid, closed) are scraped from the database; the pool gauge reads the watched pool", async () => {
    const metrics = createUpstreamMetrics();
    metrics.watchOrders(database.db);
    metrics.watchPool({ totalCount: 4, idleCount: 1, waitingCount: 2 });
    const orders = await values(metrics, "upstream_orders");
    expect(orders.map((v) => v.labels.state).sort()).toEqual(["booked", "closed", "paid"]);
    for (const v of orders) expect(v.value).toBeGreaterThanOrEqual(0);
    const text = await metrics.registry.metrics();
    expect(text).toContain('upstream_db_pool_connections{state="in_use"} 3');
    expect(text).toContain('upstream_db_pool_connections{state="waiting"} 2');
  });
});
