import { CITIES, KINDS, REVIEW_LINES, REVIEW_WEIGHT, withCity } from "@/upstream/seed/content";

// Seed content a shopper believes (issue: catalogue reads right for every product type): Chinese
// titles that name their city once, and reviews that fit what was bought.
describe("seed catalogue content", () => {
  it.each([
    ["京都", "京都怀石料理", "京都怀石料理"],
    ["澳门", "澳门旅游塔观光层", "澳门旅游塔观光层"],
    ["首尔", "N首尔塔", "N首尔塔"],
    ["香港", "港式点心", "香港港式点心"],
  ])("withCity(%s, %s) → %s", (city, name, expected) => {
    expect(withCity(city, name)).toBe(expected);
  });

  const titles = CITIES.flatMap((city) =>
    KINDS.map((kind) => ({ city, kind, title: kind.title(city) })),
  );
  it.each(["zh-hans", "zh-hant"] as const)(
    "no %s title names its city twice (京都京都…)",
    (lang) => {
      const twice = titles
        .filter(({ city, title }) => title[lang].split(city.name[lang]).length - 1 > 1)
        .map(({ title }) => title[lang]);
      expect(twice).toEqual([]);
    },
  );

  it("titles are unique in every language", () => {
    for (const lang of ["en", "zh-hans", "zh-hant"] as const)
      expect(new Set(titles.map((x) => x.title[lang])).size).toBe(titles.length);
  });

  // words that belong to one kind of thing only: a queue or a guide is not bought with a tea set
  const FOREIGN: Record<keyof typeof REVIEW_LINES, RegExp> = {
    attraction: /deliver|packed|driver|data|dish|voucher/i,
    tour: /deliver|packed|driver|data|voucher|queue/i,
    show: /deliver|packed|driver|data|dish|guide/i,
    dining: /deliver|packed|driver|data|queue|guide|seat/i,
    gift: /queue|crowd|guide|seat|show|driver|data|ticket|staff/i,
    sim: /queue|crowd|guide|seat|show|driver|packed|ticket|dish/i,
    transfer: /queue|crowd|guide|show|packed|data|ticket|dish/i,
  };
  it.each(Object.keys(REVIEW_LINES) as (keyof typeof REVIEW_LINES)[])(
    "%s reviews speak of that kind only, in three languages",
    (group) => {
      const lines = REVIEW_LINES[group];
      expect(lines.length).toBeGreaterThanOrEqual(5);
      for (const line of lines) {
        expect(line.text.en).not.toMatch(FOREIGN[group]);
        expect(line.text["zh-hans"]).not.toBe(line.text.en);
      }
      // the last line is the critical one the seed uses sparingly
      expect(lines[lines.length - 1]!.rating).toBeLessThan(4);
      expect(REVIEW_WEIGHT[group]).toBeGreaterThan(0);
    },
  );

  it("every kind has a review group; goods are never reviewed as outings", () => {
    for (const kind of KINDS) {
      expect(REVIEW_LINES[kind.reviews]).toBeDefined();
      if (kind.productType === 1) expect(["gift", "sim"]).toContain(kind.reviews);
    }
  });
});
