import {
  isCheckoutPath,
  isLoginRequired,
  loginRedirectPath,
  safeRedirectPath,
  safeReturnTarget,
} from "@/lib/commerce/accounts/access";

// Spec §2 routes marked "login" and §6 login redirect.
describe("isLoginRequired (spec §2/§6)", () => {
  it.each([
    ["/cart", true],
    ["/cart/", true],
    ["/checkout/confirm", true],
    ["/book/12", true],
    ["/account/orders", true],
    ["/account/afterSales", true],
    ["/account/order/SN123", true],
    ["/account/order/SN123/shipping", true],
    ["/account/coupons", true],
    ["/account/favorites", true],
    ["/vip/exchange", true],
    ["/auth/gat", true],
    ["/account", true],
    ["/account/", true],
    ["/account/address", true],
    ["/account/address/new", true],
    ["/account/address/42", true],
    ["/tourist", true],
    ["/tourist/new", true],
    ["/tourist/42", true],
    ["/tourist/42/", true],
    ["/", false],
    ["/products", false],
    ["/product/12/kyoto", false],
    ["/auth/index", false],
    ["/auth/login", false],
    ["/vip", false],
    ["/accounting", false],
    ["/account/addresses", false],
    ["/tourists", false],
    ["/account/order/SN123/trace", false],
    ["/cartoon", false],
  ])("%s → %p", (path, expected) => {
    expect(isLoginRequired(path)).toBe(expected);
  });
});

describe("loginRedirectPath (spec §6)", () => {
  it.each([
    ["/cart", false, "/auth/index?redirect=%2Fcart"],
    ["/account/order/7?tab=1", false, "/auth/index?redirect=%2Faccount%2Forder%2F7%3Ftab%3D1"],
    ["/cart", true, "/auth/platform-warning?redirect=%2Fcart"],
  ])("%s (union %p) → %s", (path, union, expected) => {
    expect(loginRedirectPath(path, union)).toBe(expected);
  });
});

describe("safeRedirectPath: only our own paths", () => {
  it.each([
    ["/cart", "/cart"],
    ["/account/orders?tab=2", "/account/orders?tab=2"],
    // already decoded once by URLSearchParams: not decoded again
    ["/search?kw=a%26b", "/search?kw=a%26b"],
    ["%2Faccount%2Forders", "/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["https://evil.example", "/"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["%2F%2Fevil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/ok\r\nSet-Cookie:x", "/"],
    ["/\tevil", "/"],
    ["/x\\y", "/"],
    ["/" + "a".repeat(2001), "/"],
    ["", "/"],
    [null, "/"],
  ])("%p → %p", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe("isCheckoutPath (spec §2 currency locked on checkout)", () => {
  it.each([
    ["/checkout/confirm", true],
    ["/checkout", true],
    ["/checkouts", false],
    ["/cart", false],
    // direct buy shows the same checkout screen
    ["/book/12", true],
    ["/book/12/", true],
    ["/book", false],
    ["/bookings/12", false],
    ["/product/12/kyoto", false],
    ["/payment/confirm", false],
  ])("%s → %p", (path, expected) => {
    expect(isCheckoutPath(path)).toBe(expected);
  });
});

describe("safeReturnTarget (spec §2 /check: return_url on failure, own places only)", () => {
  const own = ["http://localhost:3000", "https://app.jk-club.example"];
  it.each([
    ["/account/orders", "/account/orders"],
    ["/payment/result?sn=A1", "/payment/result?sn=A1"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["http://localhost:3000/cart?x=1", "http://localhost:3000/cart?x=1"],
    ["https://app.jk-club.example/orders/7", "https://app.jk-club.example/orders/7"],
    ["https://evil.example/", "/"],
    ["http://localhost:3001/cart", "/"],
    ["https://user:pw@app.jk-club.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["data:text/html,hi", "/"],
    ["", "/"],
    [null, "/"],
    [undefined, "/"],
  ])("%p → %p", (input, expected) => {
    expect(safeReturnTarget(input, own)).toBe(expected);
  });
});
