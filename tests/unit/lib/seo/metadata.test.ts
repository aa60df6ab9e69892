import { getBrand } from "@/brands";
import { brandOrigin, jsonLd, localisedUrl, pageMetadata, plainText } from "@/lib/seo/metadata";

// Search-engine readiness: canonical, hreflang (locale as ?locale=, x-default bare), JSON-LD.
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
      alternateLocale: ["en_US", "zh_TW"],
    });
    expect(m.twitter).toMatchObject({ card: "summary_large_image" });
  });

  // Share cards name the page's locale and its other locales; a page with an image
  // shares as a large card, one without as a summary
  it.each([
    ["en", "en_US", ["zh_CN", "zh_TW"], "/og/product/1000?locale=en", "summary_large_image"],
    ["zh-hant", "zh_TW", ["en_US", "zh_CN"], undefined, "summary"],
  ] as const)(
    "%s: og:locale %s, og:locale:alternate %j (image %s: twitter %s)",
    (locale, og, alternates, image, card) => {
      const m = pageMetadata({
        brand: getBrand("default"),
        locale,
        path: "/product/1000/x",
        title: "T",
        description: "D",
        image,
        imageSize: { width: 1200, height: 630 },
      });
      expect(m.openGraph).toMatchObject({ locale: og, alternateLocale: alternates });
      expect(m.twitter).toMatchObject({ card });
      if (image)
        expect(m.openGraph?.images).toEqual([
          { url: `https://shop.example.com${image}`, width: 1200, height: 630, alt: "T" },
        ]);
    },
  );

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
