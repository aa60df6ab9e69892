import { BRANDS } from "@/brands";
import type { BrandTheme } from "@/brands";

// WCAG 2.2 SC 1.4.3: text needs 4.5:1 against what it sits on. The e2e axe scan (tests/e2e/a11y.spec.ts)
// renders two brands; this checks every brand's tokens in the pairs the components use them in.

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) =>
    v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** [text token, background token]: text-ink/-muted/-primary/-accent on the page and on cards, and the filled buttons, badges, header and footer. */
const PAIRS: [keyof BrandTheme | "white", keyof BrandTheme][] = [
  ["text", "background"],
  ["text", "surface"],
  ["text", "border"],
  ["muted", "background"],
  ["muted", "surface"],
  ["primary", "background"],
  ["primary", "surface"],
  ["accent", "background"],
  ["accent", "surface"],
  ["primaryContrast", "primary"],
  ["primaryContrast", "accent"],
  // badges write white on the accent colour (product card saving, seckill "grab", hot keywords)
  ["white", "accent"],
  ["headerText", "headerBg"],
  ["footerText", "footerBg"],
];

const cases = Object.entries(BRANDS).flatMap(([slug, brand]) =>
  PAIRS.map(([fg, bg]) => {
    const color = (token: keyof BrandTheme | "white") =>
      token === "white" ? "#ffffff" : brand.theme[token];
    return [slug, fg, bg, color(fg), color(bg)] as const;
  }),
);

describe("brand colours meet WCAG AA contrast for normal text", () => {
  it("computes the WCAG ratio", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it.each(cases)("%s: %s on %s (%s on %s) ≥ 4.5", (_slug, _fg, _bg, fg, bg) => {
    expect(/^#[0-9a-f]{6}$/i.test(fg) && /^#[0-9a-f]{6}$/i.test(bg)).toBe(true);
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
