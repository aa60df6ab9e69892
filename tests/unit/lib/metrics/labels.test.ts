/** @jest-environment node */
// Metric labels are route and call patterns, never raw paths (docs/decisions/metrics.md).
import { callLabel, OTHER_ROUTE, routeLabel, routeMatcher } from "@/lib/metrics/labels";

describe("routeLabel (Next's app-paths manifest keys → public route patterns)", () => {
  test.each([
    ["/[brand]/[locale]/[currency]/product/[id]/page", "/product/[id]"],
    ["/[brand]/[locale]/[currency]/page", "/"],
    ["/[brand]/[locale]/[currency]/[...rest]/page", "/[...rest]"],
    ["/[brand]/[locale]/[currency]/@usermenu/book/[id]/page", "/book/[id]"],
    ["/api/orders/[sn]/status/route", "/api/orders/[sn]/status"],
    ["/media/[...path]/route", "/media/[...path]"],
    ["/[brand]/[locale]/[currency]/layout", null],
  ])("%s → %s", (key, label) => {
    expect(routeLabel(key)).toBe(label);
  });
});

describe("routeMatcher", () => {
  const route = routeMatcher([
    "/",
    "/product/[id]",
    "/product/[id]/reviews",
    "/products",
    "/api/orders/[sn]/status",
    "/api/orders/booking",
    "/[...rest]",
    "/media/[...path]",
  ]);

  test.each([
    ["/", "/"],
    ["/product/12", "/product/[id]"],
    ["/product/12?utm_source=x", "/product/[id]"],
    ["/product/12/reviews", "/product/[id]/reviews"],
    ["/products", "/products"],
    // a static segment beats a parameter: /api/orders/booking is not an order's status
    ["/api/orders/booking", "/api/orders/booking"],
    ["/api/orders/SN123/status", "/api/orders/[sn]/status"],
    ["/media/product/a.svg", "/media/[...path]"],
    // anything else falls to the catch-all page, not a label of its own
    ["/no/such/page/at/all", "/[...rest]"],
    ["/_next/static/chunks/app.js", "/_next/static"],
    ["/_next/image", "/_next/image"],
  ])("%s → %s", (path, label) => {
    expect(route(path)).toBe(label);
  });

  test("without a catch-all, unknown paths share one label, whatever they are", () => {
    const strict = routeMatcher(["/products"]);
    const labels = new Set(Array.from({ length: 50 }, (_, i) => strict(`/random-${i}/x${i}`)));
    expect([...labels]).toEqual([OTHER_ROUTE]);
    expect(strict("/%E0%A4%A")).toBe(OTHER_ROUTE);
  });
});

describe("callLabel (upstream calls → call patterns)", () => {
  test.each([
    ["/product/42", "GET /product/:id"],
    ["GET /accounts/privacy/order/260101ABCDEFGHJK", "GET /accounts/privacy/order/:id"],
    ["POST /order/booking", "POST /order/booking"],
    ["POST /order/booking_promo_discount", "POST /order/booking_promo_discount"],
    ["/pageConfig/home", "GET /pageConfig/home"],
    ["DELETE /accounts/address/7", "DELETE /accounts/address/:id"],
    ["/products?keyword=abc", "GET /products"],
    ["GET /uploads/3f1c2a9e-aaaa-bbbb-cccc-000000000000.png", "GET /uploads/:id"],
  ])("%s → %s", (label, expected) => {
    expect(callLabel(label)).toBe(expected);
  });
});
