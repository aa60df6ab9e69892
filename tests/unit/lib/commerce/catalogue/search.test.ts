// Spec §2 product list search and search suggestions, §4 list ordering: how a keyword is read, what
// it matches and in which order (lib/commerce/catalogue/search, search-text).
import {
  deletions,
  matchTier,
  parseSearch,
  readWord,
  searchOrder,
  termsQuery,
  titleTerms,
  titleWords,
  withinOneEdit,
  type SearchTerm,
  type Titles,
  type WordTerm,
} from "@/lib/commerce/catalogue/search";
import { cjkQueryGrams, foldText, titleKey } from "@/lib/commerce/catalogue/search-text";
import { toSimplified as zh } from "@/upstream/services/chinese-fold";

const HK_TOUR: Titles = {
  en: "Hong Kong Highlights Small-Group Day Tour",
  "zh-hans": "香港精华小团一日游",
  "zh-hant": "香港精華小團一日遊",
};
const HK_ISLAND: Titles = {
  en: "Hong Kong Island Tram Pass",
  "zh-hans": "香港岛叮叮车通票",
  "zh-hant": "香港島叮叮車通票",
};
const KYOTO: Titles = {
  en: "Kyoto Kaiseki Dinner",
  "zh-hans": "京都怀石料理晚餐",
  "zh-hant": "京都懷石料理晚餐",
};
const HONGCUN: Titles = {
  en: "Hongcun Ancient Village Ticket",
  "zh-hans": "宏村门票",
  "zh-hant": "宏村門票",
};
const CAFE: Titles = { en: "Café Crème Tasting", "zh-hans": "咖啡品鉴", "zh-hant": "咖啡品鑑" };

/** The terms with each word read against the titles' words, as the upstream reads them against its lexicon. */
function read(keyword: string, lexicon: string[]): SearchTerm[] {
  return parseSearch(keyword, zh).map((t) =>
    t.kind === "run"
      ? t
      : readWord(
          t,
          lexicon.some((w) => w.startsWith(t.text)),
          lexicon,
        ),
  );
}
const LEXICON = [HK_TOUR, HK_ISLAND, KYOTO, HONGCUN, CAFE].flatMap((t) => titleWords(t, zh));

describe("§2 search: a keyword and a title are read alike", () => {
  it.each([
    ["Hong Kong", "hong kong"],
    ["ＨＯＮＧ ＫＯＮＧ", "hong kong"],
    ["Café Crème", "cafe creme"],
    ["Children's ticket", "childrens ticket"],
    ["香港島", "香港岛"],
    ["臺北101觀景台", "台北101观景台"],
    ["香港岛", "香港岛"],
    ["がっこう", "がっこう"],
  ])("folds %s to %s", (raw, folded) => {
    expect(foldText(raw, zh)).toBe(folded);
  });

  it.each([
    ["Hong Kong Highlights Small-Group Day Tour", " hong kong highlights small group day tour "],
    ["香港島叮叮車 Tram Pass", " 香港岛叮叮车 tram pass "],
    ["!!!", " "],
  ])("keys the title %s as %j", (title, key) => {
    expect(titleKey(title, zh)).toBe(key);
  });

  it.each([
    [
      "hong kong",
      [
        ["word", "hong"],
        ["word", "kong"],
      ],
    ],
    [
      "  Hong   HONG kong ",
      [
        ["word", "hong"],
        ["word", "kong"],
      ],
    ],
    [
      "香港島 tram",
      [
        ["run", "香港岛"],
        ["word", "tram"],
      ],
    ],
    ["%_", []],
    ["a b c d e f g h i j", ["a", "b", "c", "d", "e", "f", "g", "h"].map((w) => ["word", w])],
  ])("parses %j into its terms (multi-word, at most 8)", (keyword, terms) => {
    expect(parseSearch(keyword, zh).map((t) => [t.kind, t.text])).toEqual(terms);
  });

  it("indexes each language's words and CJK characters and pairs, tagged by language and once for any", () => {
    const terms = titleTerms({ en: "Hong Kong", "zh-hans": "香港岛", "zh-hant": "香港島" }, zh);
    const grams = ["香", "港", "岛", "香港", "港岛"];
    expect(terms).toEqual(
      [
        "ehong",
        "ekong",
        "ahong",
        "akong",
        ...grams.flatMap((g) => ["s" + g, "t" + g, "a" + g]),
      ].sort(),
    );
  });

  it.each([
    ["香", ["香"]],
    ["香港", ["香港"]],
    ["香港岛", ["香港", "港岛"]],
  ])("a CJK run %s is looked up by %j", (run, grams) => {
    expect(cjkQueryGrams(run)).toEqual(grams);
  });
});

describe("§2 search: one typo tolerated in Latin words", () => {
  it.each([
    ["kng", "kong", true], // a letter missing
    ["koong", "kong", true], // a letter extra
    ["kond", "kong", true], // a letter wrong
    ["knog", "kong", true], // two neighbours swapped
    ["kong", "kong", false], // the same word is no typo
    ["kg", "kong", false], // two letters missing
    ["tokyo", "kyoto", false],
    ["香港", "香江", true],
  ])("%s and %s are one edit apart: %s", (a, b, near) => {
    expect(withinOneEdit(a, b)).toBe(near);
    expect(withinOneEdit(b, a)).toBe(near);
  });

  it("finds the words one edit away by shared deletions", () => {
    expect(deletions("kong").sort()).toEqual(["kog", "kon", "kng", "ong"].sort());
    // a missing letter: the query is one of the word's deletions
    expect(deletions("kong")).toContain("kng");
    // a wrong letter: both lose the same position
    expect(deletions("kond").filter((d) => deletions("kong").includes(d))).toEqual(["kon"]);
  });

  const word = (text: string): WordTerm => ({
    kind: "word",
    text,
    forms: [{ text, prefix: true }],
  });
  it.each([
    ["hong", true, [], [{ text: "hong", prefix: true }]], // known: a word starts with it
    [
      "kng",
      false,
      ["kong", "king", "kg", "kingdom"],
      [
        { text: "kg", prefix: false },
        { text: "king", prefix: false },
        { text: "kong", prefix: false },
      ],
    ],
    ["kn", false, ["kong"], [{ text: "kn", prefix: true }]], // too short to be read as a typo
    ["zzqx", false, [], []], // no reading: the keyword matches nothing
    ["hk1", false, ["hk2"], [{ text: "hk1", prefix: true }]], // digits are not Latin words
  ])("reads %s (known: %s) with candidates %j as %j", (text, known, candidates, forms) => {
    expect(readWord(word(text), known, candidates).forms).toEqual(forms);
  });
});

describe("§4 search order: shopper's language first, then other languages, then best sellers", () => {
  it.each([
    // keyword, language, titles, tier
    ["hong", "en", HK_TOUR, 0],
    ["hon", "en", HK_TOUR, 0], // a word start
    ["Hong Kong", "en", HK_TOUR, 0], // every word
    ["hong kong tour", "en", HK_TOUR, 0],
    ["hong kyoto", "en", HK_TOUR, null], // every word must match
    ["lights", "en", HK_TOUR, null], // inside a word is not a match (Highlights)
    ["ong", "en", HK_TOUR, 0], // …but a word one letter short of Hong is read as a typo
    ["hong", "zh-hans", HK_TOUR, 1], // found through the English title
    ["香港", "zh-hans", HK_TOUR, 0],
    ["香港", "en", HK_TOUR, 1],
    ["香港", "zh-hant", HK_ISLAND, 0],
    ["香港島", "zh-hans", HK_ISLAND, 0], // traditional query, simplified title
    ["香港岛", "zh-hant", HK_ISLAND, 0], // simplified query, traditional title
    ["港岛叮", "zh-hans", HK_ISLAND, 0], // a substring anywhere in the run
    ["香港島", "zh-hans", HK_TOUR, null], // 香港 alone is not 香港島
    ["香港 tram", "zh-hans", HK_ISLAND, 1], // one term only in English
    ["hong kng", "en", HK_TOUR, 0], // one typo
    ["hong kng", "en", KYOTO, null],
    ["kyto", "en", KYOTO, 0],
    ["cafe", "en", CAFE, 0], // accents folded
    ["CRÈME", "en", CAFE, 0],
    ["hongcun", "en", HK_TOUR, null],
    ["hong", "en", HONGCUN, 0], // a word start: Hongcun
  ] as const)("%j (%s) finds %j in tier %j", (keyword, lang, titles, tier) => {
    expect(matchTier(read(keyword, LEXICON), titles, lang, zh)).toBe(tier);
  });

  it("sorts by tier, then sold (best sellers first), then id", () => {
    const rows = [
      { id: 5, tier: 1 as const, sold: 900 },
      { id: 4, tier: 0 as const, sold: 10 },
      { id: 3, tier: 0 as const, sold: 500 },
      { id: 2, tier: 1 as const, sold: 900 },
      { id: 1, tier: 0 as const, sold: 10 },
    ];
    expect([...rows].sort(searchOrder).map((r) => r.id)).toEqual([3, 1, 4, 2, 5]);
  });

  it.each([
    ["hong", 0, "en", "('ehong':*)"],
    ["hong kong", 1, "en", "('ahong':*) & ('akong':*)"],
    ["香港岛", 0, "zh-hant", "(('t香港' & 't港岛'))"],
    ["香", 1, "zh-hans", "(('a香'))"],
  ] as const)("writes %j (tier %s, %s) as the index query %s", (keyword, tier, lang, query) => {
    expect(termsQuery(parseSearch(keyword, zh), tier, lang)).toBe(query);
  });

  it("has no index query when a word has no reading", () => {
    expect(termsQuery(read("zzqx", LEXICON), 1, "en")).toBeNull();
    expect(termsQuery([], 0, "en")).toBeNull();
  });
});
