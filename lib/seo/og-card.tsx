import "server-only";
import type { ReactElement } from "react";
import type { Brand } from "../../brands";
import type { Locale } from "../commerce/platform/locales";
import { readFontFile } from "../host";

// The share card (og:image) of a product draws its title in the page's script. Next's
// ImageResponse (Satori) ships a Latin font only and, for any other glyph, asks Google Fonts —
// which fails offline and left Chinese titles out. The CJK fonts the voucher PDF uses are in the
// project already (Noto Sans CJK, OpenType/CFF, which Satori reads; it cannot read woff2).

type Script = "sc" | "tc";

/** The bold faces only: the title is what needs the script; price and brand are drawn bold too. */
export const OG_FONT_FILES: Record<Script, string> = {
  sc: "node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Bold.otf",
  tc: "node_modules/@embedpdf/fonts-tc/fonts/NotoSansHant-Bold.otf",
};

export type OgFont = { name: string; data: ArrayBuffer; weight: 700; style: "normal" };

const FACE_NAMES: Record<Script, string> = { sc: "Noto Sans SC", tc: "Noto Sans TC" };

const faces = new Map<Script, Promise<OgFont>>();

function face(script: Script): Promise<OgFont> {
  let font = faces.get(script);
  if (!font) {
    // 6–9 MB each, read once per process (or isolate): from node_modules on Node, a static asset on
    // a serverless host — too large for its bundle (lib/host.ts). next.config.mjs
    // outputFileTracingIncludes names the two files for the standalone output.
    font = readFontFile(OG_FONT_FILES[script]).then(
      (data) => ({ name: FACE_NAMES[script], data, weight: 700, style: "normal" }) as const,
    );
    font.catch(() => faces.delete(script));
    faces.set(script, font);
  }
  return font;
}

const LATIN = /^[\u0000-\u024f\u2000-\u206f\u20a0-\u20bf]*$/;

// Satori parses a font list once and keeps it by identity: these arrays are made once per process,
// so each font is parsed once, not on every card.
const lists = new Map<string, Promise<OgFont[]>>();
function list(key: string, make: () => Promise<OgFont[]>): Promise<OgFont[]> {
  let fonts = lists.get(key);
  if (!fonts) {
    lists.set(key, (fonts = make()));
    fonts.catch(() => lists.delete(key));
  }
  return fonts;
}

function scripts(locale: Locale, text: string): Script[] | undefined {
  if (locale === "zh-hant") return ["tc", "sc"];
  if (locale === "zh-hans" || !LATIN.test(text)) return ["sc"];
  return undefined;
}

/**
 * The fonts a card in `locale` needs for `text`: none beyond ImageResponse's own Latin font when
 * the text is Latin; otherwise TC (with SC for the few characters it lacks) for zh-hant, SC for the
 * rest. Undefined means ImageResponse's default.
 */
export async function ogFonts(locale: Locale, text: string): Promise<OgFont[] | undefined> {
  const wanted = scripts(locale, text);
  if (!wanted) return undefined;
  return list(wanted.join("+"), () => Promise.all(wanted.map(face)));
}

/** The CSS font-family a card in `locale` is set in (matching ogFonts). */
function ogFontFamily(locale: Locale, text: string): string {
  const wanted = scripts(locale, text);
  return wanted ? wanted.map((script) => FACE_NAMES[script]).join(", ") : "Geist";
}

/** At most this many characters reach the layout (three lines show; the rest is an ellipsis). */
const TITLE_MAX = 120;

export function ogTitle(title: string): string {
  const chars = [...title.replace(/\s+/g, " ").trim()];
  return chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join("")}…` : chars.join("");
}

export type ProductCard = {
  brand: Pick<Brand, "name" | "theme">;
  locale: Locale;
  title: string;
  price: string;
  rating: number;
  reviews: number;
  /** a data: URL of the product's picture, or null (a plain panel in the brand's colour) */
  picture: string | null;
};

/** The 1200×630 card: picture left; brand, title (up to three lines, then …), price, rating right. */
export function productCard(card: ProductCard): ReactElement {
  const { brand, locale, picture } = card;
  const title = ogTitle(card.title);
  return (
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        background: brand.theme.background,
        fontFamily: ogFontFamily(locale, `${title}${brand.name}${card.price}`),
      }}
    >
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- ImageResponse (Satori) renders plain <img>; next/image does not exist there
        <img src={picture} width={720} height={630} style={{ objectFit: "cover" }} alt="" />
      ) : (
        <div style={{ width: 720, height: 630, background: brand.theme.primary }} />
      )}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: 480,
          padding: 48,
          color: brand.theme.text,
        }}
      >
        <div style={{ display: "flex", fontSize: 30, color: brand.theme.primary, fontWeight: 700 }}>
          {brand.name}
        </div>
        {title ? (
          // block + lineClamp: Satori wraps (CJK between any two characters) and ends the third line with …
          <div
            style={{
              display: "block",
              lineClamp: 3,
              fontSize: 44,
              lineHeight: 1.2,
              fontWeight: 700,
              wordBreak: "break-word",
            }}
          >
            {title}
          </div>
        ) : (
          <div style={{ display: "flex" }} />
        )}
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div
            style={{ display: "flex", fontSize: 40, fontWeight: 700, color: brand.theme.primary }}
          >
            {card.price}
          </div>
          {card.reviews > 0 ? (
            <div
              style={{
                display: "flex",
                alignItems: "center",
                gap: 8,
                fontSize: 26,
                color: brand.theme.muted,
              }}
            >
              {/* drawn, not the ★ glyph: the bundled Latin font has none */}
              <svg
                width="26"
                height="26"
                viewBox="0 0 24 24"
                fill={brand.theme.accent}
                aria-hidden="true"
              >
                <path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z" />
              </svg>
              {`${card.rating.toFixed(1)} (${card.reviews})`}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
