import { isExternalHref, linkHref, shortLinkTarget } from "@/lib/commerce/catalogue/links";

// Spec §2 Home: redirect_type 0 external, 1 category, 2 point of interest, 3 tag, other → product list.
describe("linkHref (spec §2 Home, banner and menu links)", () => {
  it.each([
    [0, "https://partner.example.org/page?a=1", "https://partner.example.org/page?a=1"],
    [0, "/promotion/seckill", "/promotion/seckill"],
    [0, "//evil.example.com/x", null],
    [0, "javascript:alert(1)", null],
    [0, "data:text/html,<script>", null],
    [0, "https://", null],
    [0, "http://", null],
    [0, "mailto:", null],
    [0, "", null],
    [0, "   ", null],
    [1, "4", "/products?category_id=4"],
    [1, "x4", null],
    [2, "102", "/products?poi_id=102"],
    [3, "5", "/products?tag_id=5"],
    [4, "all", "/products"],
    [9, "anything", "/products"],
    [9, "", null],
    [-1, "https://", null],
  ])("redirect_type %i with link %j → %j", (redirect_type, link, expected) => {
    expect(linkHref({ redirect_type, link })).toBe(expected);
  });
});

// Spec §2 /t/{code}: follow the long URL only if it is http(s); otherwise go home.
describe("shortLinkTarget (spec §2 short links)", () => {
  const own = ["shop.example.com", "localhost"];
  it.each([
    ["https://shop.example.com/products?keyword=Kyoto", "/products?keyword=Kyoto"],
    ["https://SHOP.example.com/promotion/seckill#top", "/promotion/seckill#top"],
    [
      "https://travel-guide.example.org/asia?ref=shop",
      "https://travel-guide.example.org/asia?ref=shop",
    ],
    ["http://partner.example.net/", "http://partner.example.net/"],
    ["javascript:alert(document.cookie)", null],
    ["data:text/html;base64,PHNjcmlwdD4=", null],
    ["ftp://files.example.com/a", null],
    ["https://user:pass@evil.example.com/", null],
    ["//evil.example.com", null],
    ["/relative/path", null],
    ["", null],
    ["not a url", null],
  ])("%j → %j", (longUrl, expected) => {
    expect(shortLinkTarget(longUrl, own)).toBe(expected);
  });
});

// Spec §2 Home: an external link (redirect_type 0 to another site) leaves the shop in a new tab.
describe("isExternalHref (spec §2 Home, a link that leaves the shop)", () => {
  it.each<[string, boolean]>([
    ["https://partner.example.org/page", true],
    ["HTTP://partner.example.org", true],
    ["/promotion/seckill", false],
    ["/products?category_id=4", false],
    ["//evil.example.com/x", false],
    ["mailto:help@example.com", false],
    ["", false],
  ])("%j → %s", (href, expected) => expect(isExternalHref(href)).toBe(expected));

  it.each<[number, string, boolean]>([
    [0, "https://partner.example.org/page", true],
    [0, "/promotion/seckill", false],
    [1, "4", false],
  ])("a home item (redirect_type %i, %j) leaves the shop: %s", (redirect_type, link, expected) => {
    expect(isExternalHref(linkHref({ redirect_type, link }) ?? "")).toBe(expected);
  });
});
