/** @jest-environment node */
import { BRAND_SLUGS } from "@/brands/types";
import { renderSvg } from "@/upstream/media";
import { BRAND_SEED, brandOfMediaKey } from "@/upstream/seed/brands";
import { CITIES, KINDS } from "@/upstream/seed/content";

// Brands that feel like different shops: each brand's seed is its own shop (cities,
// kinds most featured first, flash sales, home rows, hero, announcement, trust, keywords, art).
describe.each(BRAND_SLUGS)("brand seed of %s", (slug) => {
  const own = BRAND_SEED[slug]!;
  const kinds = KINDS.filter((k) => own.kinds.includes(k.key));
  const titles = CITIES.filter((c) => own.cities.includes(c.key)).flatMap((c) =>
    kinds.map((k) => k.title(c)),
  );

  it("sells at least 40 products of every product type and stock type, from known cities and kinds", () => {
    expect(own.cities.every((key) => CITIES.some((c) => c.key === key))).toBe(true);
    expect(kinds).toHaveLength(own.kinds.length);
    expect(own.cities.length * own.kinds.length).toBeGreaterThanOrEqual(40);
    expect(new Set(kinds.map((k) => k.productType))).toEqual(new Set([1, 2, 3]));
    expect(new Set(kinds.map((k) => k.stockType))).toEqual(new Set([0, 1, 2]));
  });

  it("runs flash sales and home rows from what it sells", () => {
    const { live, upcoming, ended } = own.flashSale;
    expect([live.length, upcoming.length, ended.length]).toEqual([4, 2, 1]);
    for (const key of [...live, ...upcoming, ...ended]) expect(own.kinds).toContain(key);
    for (const row of own.rows)
      expect(["top-picks", "eat-local", "family-fun", "take-home"]).toContain(row);
  });

  it("has a hero with the city, an announcement and four trust icons in three languages", () => {
    for (const text of [
      own.hero,
      own.announcement.title,
      own.announcement.content,
      ...own.trust.flatMap((i) => [i.title, i.description]),
    ]) {
      expect(Object.keys(text).sort()).toEqual(["en", "zh-hans", "zh-hant"]);
    }
    expect(Object.values(own.hero).every((s) => s.includes("{city}"))).toBe(true);
    expect(own.trust).toHaveLength(4);
  });

  it("features search keywords that find its own products", () => {
    for (const keyword of own.keywords) {
      for (const locale of ["en", "zh-hans"] as const) {
        const found = titles.some((title) =>
          title[locale].toLowerCase().includes(keyword[locale].toLowerCase()),
        );
        expect({ keyword: keyword[locale], found }).toEqual({
          keyword: keyword[locale],
          found: true,
        });
      }
    }
  });

  it("draws its pictures in its own art direction", () => {
    expect(brandOfMediaKey(`${slug}.1`)).toBe(slug);
    const banner = renderSvg("banner", `${slug}.1`);
    const icon = renderSvg("icon", `${slug}.tours`);
    for (const svg of [banner, icon]) expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    const [dark] = own.art.palettes[0]!;
    expect(own.art.palettes.some(([d]) => banner.includes(d)) || banner.includes(dark)).toBe(true);
  });
});

it("no two brands share an art direction, a hero or an announcement", () => {
  const seeds = BRAND_SLUGS.map((slug) => BRAND_SEED[slug]!);
  for (const pick of [
    (s: (typeof seeds)[0]) => `${s.art.motif}/${s.art.icon}`,
    (s: (typeof seeds)[0]) => s.hero.en,
    (s: (typeof seeds)[0]) => s.announcement.title.en,
  ]) {
    expect(new Set(seeds.map(pick)).size).toBe(seeds.length);
  }
  const banners = new Set(BRAND_SLUGS.map((slug) => renderSvg("banner", `${slug}.1`)));
  expect(banners.size).toBe(BRAND_SLUGS.length);
});

it("product pictures are the same in every shop (no brand in their key)", () => {
  expect(brandOfMediaKey("day-tour.tokyo.1")).toBeNull();
  expect(renderSvg("product", "day-tour.tokyo.1")).toBe(renderSvg("product", "day-tour.tokyo.1"));
});
