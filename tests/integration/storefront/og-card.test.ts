// The share card (og:image) of a product page in Chinese draws its title: ImageResponse's own
// Latin font has no CJK glyphs, so zh-hans cards are set in Noto Sans SC and zh-hant ones in
// Noto Sans TC: every seeded title's characters are in the font the card embeds (no tofu),
// rendering asks nothing of Google Fonts (what Satori does for a glyph its fonts lack), and the
// drawn title changes the picture. OG_CARD_DIR=<dir> saves the rendered cards for a look.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { getBrand } from "@/brands";
import type { Locale } from "@/lib/commerce/platform/locales";
import { OG_FONT_FILES, ogFonts, ogTitle, productCard } from "@/lib/seo/og-card";
import { CITIES, KINDS } from "../../../upstream/seed/content";

jest.setTimeout(60_000);

const brand = getBrand("default");
const titles = KINDS.flatMap((kind) => CITIES.map((city) => kind.title(city)));

function openFont(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path.join(process.cwd(), file)));
  if (!("hasGlyphForCodePoint" in font)) throw new Error(`${file} is a collection`);
  return font;
}

/** Characters of `text` that no font of the list can draw. */
function tofu(text: string, fonts: fontkit.Font[]): string[] {
  return [...text].filter((ch) => {
    const cp = ch.codePointAt(0)!;
    return cp > 0x20 && !fonts.some((f) => f.hasGlyphForCodePoint(cp));
  });
}

async function render(locale: Locale, title: string) {
  const card = productCard({
    brand,
    locale,
    title,
    price: "¥1,280",
    rating: 4.8,
    reviews: 36,
    picture: null,
  });
  const response = new ImageResponse(card, {
    width: 1200,
    height: 630,
    fonts: await ogFonts(locale, `${title}${brand.name}¥1,280`),
  });
  return Buffer.from(await response.arrayBuffer());
}

/** Pixels of the title area (right panel, between brand and price) that differ between two PNGs. */
async function titlePixelsChanged(a: Buffer, b: Buffer): Promise<number> {
  const region = { left: 760, top: 120, width: 400, height: 330 };
  const [pa, pb] = await Promise.all(
    [a, b].map((png) => sharp(png).extract(region).raw().toBuffer()),
  );
  let changed = 0;
  for (let i = 0; i < pa!.length; i += 4) if (pa![i] !== pb![i]) changed++;
  return changed;
}

describe("share card fonts", () => {
  it("embeds the SC font for zh-hans, TC (then SC) for zh-hant, and Geist for Latin English", async () => {
    expect((await ogFonts("zh-hans", "香港精华小团一日游"))?.map((f) => f.name)).toEqual([
      "Noto Sans SC",
    ]);
    expect((await ogFonts("zh-hant", "香港精華小團一日遊"))?.map((f) => f.name)).toEqual([
      "Noto Sans TC",
      "Noto Sans SC",
    ]);
    expect(await ogFonts("en", "Hong Kong Highlights Day Tour – ¥1,280")).toBeUndefined();
    expect((await ogFonts("en", "Tea at 香港"))?.map((f) => f.name)).toEqual(["Noto Sans SC"]);
    // one list per script, the same object each time: Satori parses a font list once by identity
    expect(await ogFonts("zh-hans", "a")).toBe(await ogFonts("zh-hans", "b"));
  });

  it.each<[Locale, keyof typeof OG_FONT_FILES]>([
    ["zh-hans", "sc"],
    ["zh-hant", "tc"],
  ])(
    "every character of every seeded %s title is in the embedded font (no tofu)",
    (locale, script) => {
      const font = openFont(OG_FONT_FILES[script]);
      const missing = titles.flatMap((t) => tofu(`${t[locale]}${brand.name}¥1,280`, [font]));
      expect(titles.length).toBeGreaterThanOrEqual(100);
      expect(missing).toEqual([]);
    },
  );

  it("wraps a long title and ends it with an ellipsis", () => {
    const long = "香港".repeat(100);
    expect([...ogTitle(long)]).toHaveLength(120);
    expect(ogTitle(long).endsWith("…")).toBe(true);
    expect(ogTitle("  香港  一日游 ")).toBe("香港 一日游");
  });
});

describe("share card rendering", () => {
  const fetchSpy = jest.spyOn(globalThis, "fetch");
  afterAll(() => fetchSpy.mockRestore());

  it.each<[Locale, number]>([
    ["zh-hans", 0],
    ["zh-hant", 0],
  ])("a %s card draws its title", async (locale) => {
    const title = titles[0]![locale];
    fetchSpy.mockClear();
    const withTitle = await render(locale, title);
    const without = await render(locale, "");
    // Satori fetches a Google font for any glyph its fonts lack: nothing asked means no tofu
    // (data: URLs are its own WebAssembly, loaded once)
    const asked = fetchSpy.mock.calls.map(([url]) => String(url).slice(0, 60));
    expect(asked.filter((url) => !url.startsWith("data:"))).toEqual([]);
    expect(withTitle.subarray(1, 4).toString()).toBe("PNG");
    expect(withTitle.equals(without)).toBe(false);
    // a nine-character title at 44 px covers thousands of pixels of the title area
    expect(await titlePixelsChanged(withTitle, without)).toBeGreaterThan(3000);
    const dir = process.env.OG_CARD_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `og-${locale}.png`), withTitle);
      writeFileSync(
        path.join(dir, `og-${locale}-long.png`),
        await render(locale, `${title}：${titles[40]![locale]}，${titles[80]![locale]}`.repeat(3)),
      );
    }
  });
});
