import { isCachedPage, isRouteHandlerPath } from "@/lib/http/page-routes";

// Which pages the page cache stores (their nonce is the page's own) and which public paths are
// route handlers (they set their own headers). The build's list is held to this one by
// tests/e2e/page-routes.spec.ts.

it.each<[string, boolean]>([
  ["", true],
  ["/faq", true],
  ["/auth/index", true],
  ["/products/l/all", true],
  ["/category/3/l/page.2", true],
  ["/product/1000/kyoto", true],
  ["/product/not-found", true],
  ["/promotion/special/eat-local", true],
  ["/products", false], // a search: rendered per request
  ["/category/3", false],
  ["/product/1000", false],
  ["/account", false],
  ["/cart", false],
  ["/checkout/confirm", false],
  ["/no/such/place", false],
])("isCachedPage(%j) → %s", (rest, cached) => {
  expect(isCachedPage(rest)).toBe(cached);
});

it.each<[string, boolean]>([
  ["/robots.txt", true],
  ["/og/product/1000", true],
  ["/t/abc123", true],
  ["/unavailable", true],
  ["/upgrading", true],
  ["/", false],
  ["/product/1000/x", false],
  ["/robots.txt/x", false],
])("isRouteHandlerPath(%j) → %s", (path, handler) => {
  expect(isRouteHandlerPath(path)).toBe(handler);
});
