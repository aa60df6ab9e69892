/** @jest-environment node */
// The storefront's metrics: what each hook records, under bounded labels.
import { createStorefrontMetrics, storefrontMetrics } from "@/lib/metrics/registry";

async function series(metrics: ReturnType<typeof createStorefrontMetrics>, name: string) {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  return (metric?.values ?? []) as {
    value: number;
    labels: Record<string, string | number>;
    metricName?: string;
  }[];
}

describe("storefront metrics", () => {
  test("a request is counted by method, route pattern and status, and timed by route", async () => {
    const m = createStorefrontMetrics();
    m.request("GET", "/product/[id]", 200, 0.02);
    m.request("GET", "/product/[id]", 200, 0.3);
    m.request("POST", "/api/orders/booking", 409, 0.1);
    const counts = await series(m, "storefront_http_requests_total");
    expect(counts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          value: 2,
          labels: { method: "GET", route: "/product/[id]", status: "200" },
        }),
        expect.objectContaining({
          value: 1,
          labels: { method: "POST", route: "/api/orders/booking", status: "409" },
        }),
      ]),
    );
    const buckets = await series(m, "storefront_http_request_duration_seconds");
    const count = buckets.find(
      (v) =>
        v.metricName === "storefront_http_request_duration_seconds_count" &&
        v.labels.route === "/product/[id]",
    );
    expect(count?.value).toBe(2);
    const under50ms = buckets.find(
      (v) =>
        v.metricName === "storefront_http_request_duration_seconds_bucket" &&
        v.labels.route === "/product/[id]" &&
        v.labels.le === 0.05,
    );
    expect(under50ms?.value).toBe(1);
  });

  test("a method outside the usual ones is one label", async () => {
    const m = createStorefrontMetrics();
    m.request("<script>", "other", 400, 0.001);
    expect((await series(m, "storefront_http_requests_total"))[0]?.labels.method).toBe("OTHER");
  });

  test("upstream calls are timed and their errors counted by call pattern, ids folded", async () => {
    const m = createStorefrontMetrics();
    m.upstreamCall("/product/1", "ok", 0.01);
    m.upstreamCall("/product/2", "ok", 0.01);
    m.upstreamCall("POST /order/booking", "outage", 2);
    m.upstreamError("POST /order/booking", "unreachable");
    m.upstreamError("/product/9", "circuit_open");
    const calls = await series(m, "storefront_upstream_call_duration_seconds");
    const productCount = calls.find(
      (v) => v.metricName?.endsWith("_count") && v.labels.call === "GET /product/:id",
    );
    expect(productCount).toEqual(
      expect.objectContaining({ value: 2, labels: { call: "GET /product/:id", outcome: "ok" } }),
    );
    expect(await series(m, "storefront_upstream_call_errors_total")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          value: 1,
          labels: { call: "POST /order/booking", reason: "unreachable" },
        }),
        expect.objectContaining({
          value: 1,
          labels: { call: "GET /product/:id", reason: "circuit_open" },
        }),
      ]),
    );
  });

  test("the breaker gauge reads the watched breaker at each scrape", async () => {
    const m = createStorefrontMetrics();
    let state: "closed" | "open" | "half-open" = "closed";
    m.watchBreaker(() => state);
    expect((await series(m, "storefront_upstream_breaker_state"))[0]?.value).toBe(0);
    state = "open";
    expect((await series(m, "storefront_upstream_breaker_state"))[0]?.value).toBe(2);
    state = "half-open";
    expect((await series(m, "storefront_upstream_breaker_state"))[0]?.value).toBe(1);
  });

  test("cache reads count hits and misses; the text format is Prometheus'", async () => {
    const m = createStorefrontMetrics();
    m.cacheReads.inc({ result: "hit" });
    m.cacheReads.inc({ result: "hit" });
    m.cacheReads.inc({ result: "miss" });
    const text = await m.registry.metrics();
    expect(text).toContain('storefront_catalogue_cache_reads_total{result="hit"} 2');
    expect(text).toContain('storefront_catalogue_cache_reads_total{result="miss"} 1');
    expect(m.registry.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  test("one registry per process, with Node's process metrics", async () => {
    expect(storefrontMetrics()).toBe(storefrontMetrics());
    const names = (await storefrontMetrics().registry.getMetricsAsJSON()).map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "storefront_process_cpu_seconds_total",
        "storefront_http_requests_total",
      ]),
    );
  });
});
