import { HANDLER_METHODS, READ_ONLY_METHODS, refuseMethod } from "@/lib/http/request-method";

// Which methods reach the app; a refused one is a 405 with this Allow, never a 500.
describe("refuseMethod", () => {
  it.each<[string, string, string | null]>([
    ["GET", "/", null],
    ["HEAD", "/product/1000", null],
    ["POST", "/", READ_ONLY_METHODS],
    ["TRACE", "/", READ_ONLY_METHODS],
    ["OPTIONS", "/robots.txt", READ_ONLY_METHODS],
    ["PUT", "/brands/default.svg", READ_ONLY_METHODS],
    ["DELETE", "/_next/static/chunks/a.js", READ_ONLY_METHODS],
    ["POST", "/api/basket/line", null],
    ["PATCH", "/api/account/address/1", null],
    ["OPTIONS", "/api/health", null],
    ["GET", "/media/product/a.svg", null],
    ["TRACE", "/api/health", HANDLER_METHODS],
    ["PROPFIND", "/api/basket", HANDLER_METHODS],
    ["PURGE", "/media/product/a.svg", HANDLER_METHODS],
    ["get", "/api/health", HANDLER_METHODS],
  ])("%s %s → %s", (method, path, allow) => {
    expect(refuseMethod(method, path)).toBe(allow);
  });

  it("refuses a request without a method", () => {
    expect(refuseMethod(undefined, "/")).toBe(READ_ONLY_METHODS);
  });
});
