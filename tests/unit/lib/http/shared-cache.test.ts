import {
  isCataloguePath,
  maySharePage,
  publicCacheControl,
  type SharedCacheRequest,
} from "@/lib/http/shared-cache";

// A CDN in front (docs/decisions/csp-and-cdn.md): which page requests a shared cache
// may be answered for — catalogue pages (spec §2: home, lists, product, promotions, info) read
// without a cookie that changes the HTML — and what such an answer says.

const read = (over: Partial<SharedCacheRequest> = {}): SharedCacheRequest => ({
  method: "GET",
  path: "/product/1000/hong-kong-tour",
  cookieNames: [],
  wechat: false,
  setsCookies: false,
  ...over,
});

describe("maySharePage", () => {
  it.each<[string, Partial<SharedCacheRequest>, boolean]>([
    ["a product page, no cookie", {}, true],
    ["a HEAD of it", { method: "HEAD" }, true],
    ["with the consent notice's cookie only", { cookieNames: ["tf_consent"] }, true],
    ["home", { path: "/" }, true],
    ["the product list", { path: "/products" }, true],
    ["a category", { path: "/category/12" }, true],
    ["a product by id alone", { path: "/product/1000" }, true],
    ["seckill", { path: "/promotion/seckill" }, true],
    ["a special", { path: "/promotion/special/eat-local" }, true],
    ["the FAQ", { path: "/faq" }, true],
    ["privacy", { path: "/privacy" }, true],
    ["with a locale cookie", { cookieNames: ["tf_consent", "tf_locale"] }, false],
    ["with a currency cookie", { cookieNames: ["tf_currency"] }, false],
    ["with a brand cookie", { cookieNames: ["tf_brand"] }, false],
    ["inside a partner channel", { cookieNames: ["tf_channel"] }, false],
    ["signed in", { cookieNames: ["tf_session"] }, false],
    ["choosing a locale (?locale= writes a cookie)", { setsCookies: true }, false],
    ["WeChat's browser (its policy allows WeChat's JS-SDK)", { wechat: true }, false],
    ["a POST", { method: "POST" }, false],
    ["the account", { path: "/account" }, false],
    ["an order", { path: "/account/order/12" }, false],
    ["the cart", { path: "/cart" }, false],
    ["checkout", { path: "/checkout/confirm" }, false],
    ["direct buy", { path: "/book/1000" }, false],
    ["sign-in", { path: "/auth/index" }, false],
    ["VIP", { path: "/vip" }, false],
    ["payment result", { path: "/payment/result" }, false],
    ["an API route", { path: "/api/catalogue/popular" }, false],
    ["a made-up path", { path: "/no/such/place" }, false],
    ["a product path one level too deep", { path: "/product/1000/a/b" }, false],
    ["a category id that is not one", { path: "/category/0" }, false],
  ])("%s → %s", (_, over, expected) => {
    expect(maySharePage(read(over))).toBe(expected);
  });

  it("names only catalogue paths", () => {
    expect(isCataloguePath("/products/")).toBe(false);
    expect(isCataloguePath("/products")).toBe(true);
  });
});

describe("the public answer", () => {
  it("lets a shared cache keep it for s-maxage, stale while it refreshes and while the origin fails", () => {
    expect(
      publicCacheControl({ sMaxAge: 60, staleWhileRevalidate: 300, staleIfError: 86400 }),
    ).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400");
    expect(publicCacheControl({ sMaxAge: 5, staleWhileRevalidate: 0, staleIfError: 0 })).toBe(
      "public, max-age=0, s-maxage=5",
    );
  });
});
