/** @jest-environment node */
import {
  entryXml,
  partLastmod,
  renderEntries,
  sitemapIndexXml,
  sitemapParts,
  splitSitemap,
  SITEMAP_MAX_URLS,
  urlsetXml,
} from "@/lib/seo/sitemap-xml";
import { sitemapSchemaErrors } from "../../../support/sitemap-xsd";

const origin = "https://shop.example.com";

// Sitemaps.org protocol — at most 50,000 URLs (and 50 MiB) per sitemap file.
describe("splitSitemap (sitemaps.org: 50,000 URLs, 50 MiB per file)", () => {
  const one = () => ({ urls: 1, bytes: 10 });
  it.each([
    ["nothing: no part", 0, { maxUrls: 3, maxBytes: 1000, overhead: 0 }, []],
    ["up to the limit: one part", 3, { maxUrls: 3, maxBytes: 1000, overhead: 0 }, [3]],
    ["one over: a second part", 4, { maxUrls: 3, maxBytes: 1000, overhead: 0 }, [3, 1]],
    ["bytes split too (wrapper counted)", 5, { maxUrls: 100, maxBytes: 45, overhead: 5 }, [4, 1]],
  ] as const)("%s", (_label, n, limits, sizes) => {
    const parts = splitSitemap(
      Array.from({ length: n }, (_, i) => i),
      one,
      limits,
    );
    expect(parts.map((p) => p.length)).toEqual(sizes);
    expect(parts.flat()).toEqual(Array.from({ length: n }, (_, i) => i));
  });

  it("never splits one page's URLs across parts", () => {
    const parts = splitSitemap([3, 3, 3], (n) => ({ urls: n, bytes: 0 }), {
      maxUrls: 7,
      maxBytes: 1e9,
      overhead: 0,
    });
    expect(parts).toEqual([[3, 3], [3]]);
  });

  it.each([
    [16_666, 1],
    [16_667, 2],
  ])("%i pages × 3 locales at the real limit → %i part(s)", (pages, expected) => {
    const rendered = renderEntries(
      origin,
      Array.from({ length: pages }, (_, i) => ({ path: `/product/${i}/p` })),
    );
    const parts = sitemapParts(rendered);
    expect(parts).toHaveLength(expected);
    expect(Math.max(...parts.map((p) => p.flatMap((r) => r.xml).length))).toBeLessThanOrEqual(
      SITEMAP_MAX_URLS,
    );
  });
});

describe("sitemap XML", () => {
  const product = {
    path: "/product/1000/hong-kong-day-tour",
    lastmod: "2026-11-20T08:00:00.000Z",
    images: ["/media/product/a.1.svg", "https://cdn.example.com/b.jpg?x=1&y=2"],
  };

  it("each locale's URL carries lastmod, the hreflang alternates and the gallery as image:image", () => {
    const urls = entryXml(origin, product);
    expect(urls).toHaveLength(3);
    expect(urls[1]).toContain(
      "<loc>https://shop.example.com/product/1000/hong-kong-day-tour?locale=zh-hans</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod>",
    );
    expect(urls[0]).toContain('hreflang="x-default"');
    expect(urls[2]).toContain(
      "<image:image><image:loc>https://shop.example.com/media/product/a.1.svg</image:loc></image:image>",
    );
    expect(urls[2]).toContain("https://cdn.example.com/b.jpg?x=1&#38;y=2");
  });

  it("a page without an update time has no lastmod (none is made up)", () => {
    expect(entryXml(origin, { path: "/faq" }).join("")).not.toContain("<lastmod>");
  });

  it("is valid against the sitemaps.org XSD with the image and hreflang extensions", async () => {
    const xml = urlsetXml(renderEntries(origin, [{ path: "/" }, product]));
    expect(await sitemapSchemaErrors(xml, "urlset")).toEqual([]);
  });

  it("the XSD check can fail: a lastmod that is not a W3C date is refused", async () => {
    const xml = urlsetXml(renderEntries(origin, [{ ...product, lastmod: "20 Nov 2026" }]));
    expect((await sitemapSchemaErrors(xml, "urlset")).join("\n")).toMatch(/lastmod/);
  });

  it("the index lists each part with its latest lastmod, valid against siteindex.xsd", async () => {
    const parts = [
      renderEntries(origin, [product, { ...product, lastmod: "2026-11-21T01:00:00.000Z" }]),
      renderEntries(origin, [{ path: "/faq" }]),
    ];
    expect(partLastmod(parts[0]!)).toBe("2026-11-21T01:00:00.000Z");
    const xml = sitemapIndexXml(origin, parts);
    expect(xml).toContain(
      "<sitemap><loc>https://shop.example.com/sitemap.xml?part=1</loc><lastmod>2026-11-21T01:00:00.000Z</lastmod></sitemap>",
    );
    expect(xml).toContain(
      "<sitemap><loc>https://shop.example.com/sitemap.xml?part=2</loc></sitemap>",
    );
    expect(await sitemapSchemaErrors(xml, "index")).toEqual([]);
  });
});
