import { expect, test } from "@playwright/test";
import { sitemapSchemaErrors } from "../support/sitemap-xsd";

// Each brand's sitemap, as the production build serves it, says what changed — every
// product URL with the upstream's update time as lastmod and its gallery as image:image — and is
// valid against the sitemaps.org XSD (with the image and hreflang extensions); robots.txt names it.

for (const brand of ["default", "kraft"])
  test(`the ${brand} brand's sitemap has lastmod and images for products and is valid against the XSD`, async ({
    request,
  }) => {
    const robots = await (await request.get(`/robots.txt?brand=${brand}`)).text();
    const named = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(named, robots).toMatch(/^https:\/\/[^/]+\/sitemap\.xml$/);
    const res = await request.get(`/sitemap.xml?brand=${brand}`);
    expect(res.status()).toBe(200);
    const xml = await res.text();
    // a brand of this size is one file; the index above 50,000 URLs is unit-tested (sitemap-xml)
    expect(xml).toContain("<urlset");
    expect(await sitemapSchemaErrors(xml, "urlset")).toEqual([]);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const products = urls.filter((u) => /<loc>[^<]*\/product\/\d+\//.test(u));
    expect(products.length).toBeGreaterThan(0);
    for (const u of products) {
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(u)?.[1];
      expect(lastmod, u.slice(0, 120)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now());
      expect(u).toMatch(/<image:image><image:loc>https:\/\/[^<]+<\/image:loc><\/image:image>/);
    }
    // a page the upstream keeps no update time for carries none
    const faq = urls.find((u) => /<loc>[^<]*\/faq\?/.test(u));
    expect(faq).toBeDefined();
    expect(faq).not.toContain("<lastmod>");
  });
