import { getBrand } from "@/brands";
import { brandOrigin, jsonLd, localisedUrl, pageMetadata, plainText } from "@/lib/seo/metadata";

// Issue 3, search-engine readiness: canonical, hreflang (locale as ?locale=, x-default bare), JSON-LD.
describe("SEO metadata", () => {
  it.each([
    ["default", "https://shop.example.com"],
    ["kraft", "https://kraft.example.com"],
  ] as const)("brand %s has the public origin %s", (slug, origin) => {
    expect(brandOrigin(getBrand(slug))).toBe(origin);
  });

  it.each([
    [
      "/products",
      "en",
      { category_id: 4 },
      "https://shop.example.com/products?category_id=4&locale=en",
    ],
    ["/products", null, { page: undefined }, "https://shop.example.com/products"],
    ["/", "zh-hant", {}, "https://shop.example.com/?locale=zh-hant"],
  ] as const)("localisedUrl(%s, %s)", (path, locale, query, url) => {
    expect(localisedUrl("https://shop.example.com", path, locale, query)).toBe(url);
  });

  it("gives canonical, three hreflang alternates plus x-default, Open Graph and Twitter tags", () => {
    const m = pageMetadata({
      brand: getBrand("default"),
      locale: "zh-hans",
      path: "/product/1/x",
      title: "T",
      description: "D",
      image: "/media/product/a.svg",
    });
    expect(m.alternates?.canonical).toBe("https://shop.example.com/product/1/x?locale=zh-hans");
    expect(m.alternates?.languages).toEqual({
      en: "https://shop.example.com/product/1/x?locale=en",
      "zh-Hans": "https://shop.example.com/product/1/x?locale=zh-hans",
      "zh-Hant": "https://shop.example.com/product/1/x?locale=zh-hant",
      "x-default": "https://shop.example.com/product/1/x",
    });
    expect(m.openGraph).toMatchObject({
      title: "T",
      url: "https://shop.example.com/product/1/x?locale=zh-hans",
      locale: "zh_CN",
    });
    expect(m.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("escapes JSON-LD so text cannot close the script element", () => {
    const out = jsonLd({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("</script>");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it.each([
    ["<p>Hello <b>world</b></p>", "Hello world"],
    ["<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>", "a b"],
    ["x".repeat(200), `${"x".repeat(159)}…`],
  ])("plainText(%j)", (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});
