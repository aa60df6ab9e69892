// Images of the seed catalogue, drawn as SVG on request (nothing is fetched from the internet).
// URL scheme: /media/{kind}/{key}.svg — product/{kindKey}.{cityKey}.{n}, banner/{brand}.{n},
// icon/{brand}.{glyph}, theme/{brand}.{theme}, trust/{brand}.{glyph}, city/{brand}.{city}.
// The drawing depends only on the key; a brand prefix draws in that brand's art direction
// (upstream/seed/brands.ts: palettes, background motif, icon frame, ink), product pictures are
// the same in every shop.
import { brandOfMediaKey, BRAND_SEED, type BrandArt } from "./seed/brands";

const PALETTES = [
  ["#0f766e", "#5eead4"],
  ["#1d4ed8", "#93c5fd"],
  ["#b45309", "#fcd34d"],
  ["#be123c", "#fda4af"],
  ["#6d28d9", "#c4b5fd"],
  ["#047857", "#6ee7b7"],
  ["#c2410c", "#fdba74"],
  ["#0e7490", "#67e8f9"],
  ["#4d7c0f", "#bef264"],
  ["#9d174d", "#f9a8d4"],
] as const;

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pictograms by product kind / icon key, drawn in a 100×100 box. */
const GLYPHS: Record<string, string> = {
  "day-tour":
    '<path d="M5 85 L35 35 L55 65 L70 45 L95 85 Z" fill="#fff" opacity=".9"/><circle cx="75" cy="22" r="9" fill="#fff"/>',
  "observation-ticket":
    '<path d="M45 90 L50 10 L55 90 Z M38 90 h24 v-6 h-24 Z M42 40 h16 v6 h-16 Z" fill="#fff"/>',
  "night-show":
    '<circle cx="50" cy="50" r="30" fill="none" stroke="#fff" stroke-width="6"/><path d="M42 35 L66 50 L42 65 Z" fill="#fff"/>',
  "harbour-cruise":
    '<path d="M10 62 h80 l-12 18 h-56 Z M30 62 v-22 h30 l10 22" fill="#fff"/><path d="M5 88 q10 -6 20 0 t20 0 t20 0 t20 0 t20 0" stroke="#fff" stroke-width="4" fill="none"/>',
  "theme-park":
    '<circle cx="50" cy="48" r="32" fill="none" stroke="#fff" stroke-width="5"/><path d="M50 16 V80 M18 48 H82 M27 25 L73 71 M73 25 L27 71" stroke="#fff" stroke-width="3"/><path d="M38 92 L50 48 L62 92" stroke="#fff" stroke-width="5" fill="none"/>',
  "food-voucher":
    '<circle cx="50" cy="55" r="28" fill="none" stroke="#fff" stroke-width="6"/><path d="M14 20 v30 M22 20 v30 M18 50 v35 M86 20 q-10 15 0 35 v30" stroke="#fff" stroke-width="5" fill="none"/>',
  buffet:
    '<path d="M12 70 h76 a38 38 0 0 0 -76 0 Z" fill="#fff"/><path d="M8 78 h84" stroke="#fff" stroke-width="6"/><circle cx="50" cy="28" r="5" fill="#fff"/>',
  "afternoon-tea":
    '<path d="M20 40 h50 v20 a25 25 0 0 1 -50 0 Z M70 46 h8 a8 8 0 0 1 0 16 h-8" fill="#fff"/><path d="M32 30 q4 -8 0 -16 M46 30 q4 -8 0 -16" stroke="#fff" stroke-width="4" fill="none"/>',
  "gift-box":
    '<path d="M15 42 h70 v45 h-70 Z M10 30 h80 v14 h-80 Z" fill="#fff"/><path d="M50 30 v57" stroke="currentColor" stroke-width="8"/><path d="M50 30 q-25 -25 -25 -5 q0 5 25 5 q25 0 25 -5 q0 -20 -25 5" fill="none" stroke="#fff" stroke-width="5"/>',
  esim: '<path d="M28 10 h34 l16 16 v64 h-50 Z" fill="#fff"/><rect x="38" y="45" width="24" height="30" rx="3" fill="none" stroke="currentColor" stroke-width="5"/>',
  "tea-set":
    '<path d="M22 45 h46 v14 a23 23 0 0 1 -46 0 Z M68 48 l16 -8 M45 45 v-10" stroke="#fff" stroke-width="5" fill="#fff"/><rect x="20" y="86" width="56" height="5" fill="#fff"/>',
  "airport-transfer":
    '<path d="M50 8 l7 30 l33 18 v8 l-33 -8 l-3 22 l10 8 v6 l-14 -4 l-14 4 v-6 l10 -8 l-3 -22 l-33 8 v-8 l33 -18 Z" fill="#fff"/>',
  "cooking-class":
    '<path d="M25 50 h50 v36 h-50 Z" fill="#fff"/><path d="M22 48 a14 14 0 0 1 8 -26 a18 18 0 0 1 40 0 a14 14 0 0 1 8 26 Z" fill="#fff"/>',
  "walking-tour":
    '<circle cx="52" cy="16" r="8" fill="#fff"/><path d="M48 28 l-10 30 l-14 28 M48 28 l10 26 l18 10 M44 46 l-12 -6 M46 58 l10 30" stroke="#fff" stroke-width="7" stroke-linecap="round" fill="none"/>',
  star: '<path d="M50 8 l12 28 l30 3 l-23 20 l7 30 l-26 -16 l-26 16 l7 -30 l-23 -20 l30 -3 Z" fill="#fff"/>',
  shield:
    '<path d="M50 8 l36 12 v28 c0 22 -16 36 -36 44 c-20 -8 -36 -22 -36 -44 v-28 Z" fill="#fff"/><path d="M34 50 l12 12 l22 -24" stroke="currentColor" stroke-width="7" fill="none"/>',
  clock:
    '<circle cx="50" cy="50" r="38" fill="#fff"/><path d="M50 24 v28 l18 10" stroke="currentColor" stroke-width="7" fill="none" stroke-linecap="round"/>',
  chat: '<path d="M12 20 h76 v48 h-40 l-20 18 v-18 h-16 Z" fill="#fff"/>',
  pin: '<path d="M50 92 c-20 -26 -30 -40 -30 -56 a30 30 0 0 1 60 0 c0 16 -10 30 -30 56 Z" fill="#fff"/><circle cx="50" cy="36" r="11" fill="currentColor"/>',
  ticket:
    '<path d="M10 30 h80 v12 a8 8 0 0 0 0 16 v12 h-80 v-12 a8 8 0 0 0 0 -16 Z" fill="#fff"/><path d="M62 32 v36" stroke="currentColor" stroke-width="3" stroke-dasharray="4 4"/>',
  globe:
    '<circle cx="50" cy="50" r="36" fill="none" stroke="#fff" stroke-width="6"/><ellipse cx="50" cy="50" rx="15" ry="36" fill="none" stroke="#fff" stroke-width="4"/><path d="M16 38 h68 M16 62 h68" stroke="#fff" stroke-width="4"/>',
  crown:
    '<path d="M12 72 l6 -42 l20 20 l12 -28 l12 28 l20 -20 l6 42 Z" fill="#fff"/><rect x="12" y="78" width="76" height="8" fill="#fff"/>',
};

/** Pictogram of a banner by its number (banner/{brand}-{n}): what the slide links to. */
const BANNER_GLYPHS: Record<string, string> = {
  "1": "pin",
  "2": "food-voucher",
  "3": "theme-park",
  "4": "clock",
  "5": "star",
  "6": "walking-tour",
  popup: "clock",
  middle: "theme-park",
};

const THEME_GLYPHS: Record<string, string> = {
  "top-picks": "star",
  "eat-local": "food-voucher",
  "family-fun": "theme-park",
  "take-home": "gift-box",
};

const KIND_BY_CATEGORY: Record<string, string> = {
  tours: "day-tour",
  attractions: "observation-ticket",
  shows: "night-show",
  food: "food-voucher",
  transport: "airport-transfer",
  shop: "gift-box",
};

function glyphFor(key: string): string {
  return GLYPHS[key] ?? GLYPHS[KIND_BY_CATEGORY[key] ?? ""] ?? GLYPHS.star!;
}

/** The default art direction: the pictures of a key without a brand prefix. */
const PLAIN: BrandArt = { palettes: PALETTES, motif: "skyline", icon: "squircle", ink: "#fff" };

type Rand = () => number;
function random(seed: number): Rand {
  let s = seed || 1;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
}

function skyline(seed: number, width: number, height: number): string {
  let x = 0;
  let out = "";
  let s = seed;
  while (x < width) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const w = 30 + (s % 60);
    const h = height * (0.12 + ((s >>> 8) % 100) / 450);
    out += `<rect x="${x}" y="${(height - h).toFixed(0)}" width="${w}" height="${h.toFixed(0)}"/>`;
    x += w + 4;
  }
  return `<g fill="#000" opacity=".14">${out}</g>`;
}

/** The background motif of a brand's hero, theme and city pictures. */
function motif(art: BrandArt, seed: number, w: number, h: number): string {
  const rand = random(seed);
  switch (art.motif) {
    case "skyline":
      return skyline(seed, w, h);
    case "globe": {
      // meridians and parallels of a large globe rising from the bottom right
      const cx = w * 0.8;
      const cy = h * 1.05;
      const r = h * 0.95;
      let out = "";
      for (let i = 1; i <= 4; i++)
        out += `<ellipse cx="${cx}" cy="${cy}" rx="${((r * i) / 4).toFixed(0)}" ry="${r.toFixed(0)}"/>`;
      for (let i = 1; i <= 4; i++)
        out += `<ellipse cx="${cx}" cy="${cy}" rx="${r.toFixed(0)}" ry="${((r * i) / 4).toFixed(0)}"/>`;
      return `<g fill="none" stroke="#fff" stroke-width="2" opacity=".18">${out}</g>`;
    }
    case "waves": {
      // seigaiha: rows of concentric half circles, in the brand's ink
      const r = Math.max(24, Math.round(h / 10));
      let out = "";
      for (let row = 0; row * (r / 2) < h + r; row++) {
        const y = row * (r / 2);
        for (let x = (row % 2) * r; x < w + 2 * r; x += 2 * r) {
          for (const k of [1, 0.7, 0.4])
            out += `<path d="M${x - r * k} ${y} a${r * k} ${r * k} 0 0 1 ${2 * r * k} 0"/>`;
        }
      }
      const frame = Math.round(Math.min(w, h) * 0.04);
      return (
        `<g fill="none" stroke="${art.ink}" stroke-width="1.5" opacity=".16">${out}</g>` +
        `<rect x="${frame}" y="${frame}" width="${w - 2 * frame}" height="${h - 2 * frame}" fill="none" stroke="${art.ink}" stroke-width="2" opacity=".6"/>`
      );
    }
    case "dots": {
      // kraft paper: a dot grid and a round stamp
      const step = Math.max(18, Math.round(Math.min(w, h) / 14));
      let out = "";
      for (let y = step / 2; y < h; y += step)
        for (let x = step / 2; x < w; x += step) out += `<circle cx="${x}" cy="${y}" r="2"/>`;
      const r = Math.min(w, h) * 0.36;
      return (
        `<g fill="#fff" opacity=".22">${out}</g>` +
        `<circle cx="${(w * 0.18).toFixed(0)}" cy="${(h * 0.8).toFixed(0)}" r="${r.toFixed(0)}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="10 8" opacity=".35"/>`
      );
    }
    case "hills": {
      // layered ridges and a sun
      let out = `<circle cx="${(w * (0.15 + rand() * 0.2)).toFixed(0)}" cy="${(h * 0.28).toFixed(0)}" r="${(h * 0.1).toFixed(0)}" fill="#fff" opacity=".35"/>`;
      for (let layer = 0; layer < 3; layer++) {
        const base = h * (0.55 + layer * 0.15);
        let d = `M0 ${h} L0 ${base.toFixed(0)}`;
        for (let x = 0; x <= w; x += w / 6)
          d += ` L${x.toFixed(0)} ${(base - rand() * h * 0.22).toFixed(0)}`;
        out += `<path d="${d} L${w} ${h} Z" fill="#000" opacity="${(0.1 + layer * 0.06).toFixed(2)}"/>`;
      }
      return out;
    }
    case "arches": {
      // a colonnade of arches and a few stars, in fine gold lines
      let out = "";
      const n = 5;
      const aw = w / n;
      for (let i = 0; i < n; i++) {
        const x = i * aw + aw * 0.15;
        const iw = aw * 0.7;
        out += `<path d="M${x.toFixed(0)} ${h} V${(h * 0.55).toFixed(0)} a${(iw / 2).toFixed(0)} ${(iw / 2).toFixed(0)} 0 0 1 ${iw.toFixed(0)} 0 V${h}"/>`;
      }
      let stars = "";
      for (let i = 0; i < 7; i++)
        stars += `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h * 0.35).toFixed(0)}" r="${(1.5 + rand() * 2).toFixed(1)}"/>`;
      return `<g fill="none" stroke="${art.ink}" stroke-width="2" opacity=".35">${out}</g><g fill="${art.ink}" opacity=".7">${stars}</g>`;
    }
  }
}

/** An icon's frame: the brand's icon style. */
function iconFrame(art: BrandArt, w: number, dark: string, light: string): string {
  const c = w / 2;
  switch (art.icon) {
    case "squircle":
      return `<rect width="${w}" height="${w}" fill="url(#g)" rx="${w * 0.22}"/>`;
    case "circle":
      return `<circle cx="${c}" cy="${c}" r="${c}" fill="url(#g)"/>`;
    case "line-square":
      return `<rect width="${w}" height="${w}" fill="${dark}"/><rect x="${w * 0.06}" y="${w * 0.06}" width="${w * 0.88}" height="${w * 0.88}" fill="none" stroke="${art.ink}" stroke-width="${w * 0.025}"/>`;
    case "stamp":
      return `<circle cx="${c}" cy="${c}" r="${c}" fill="${dark}"/><circle cx="${c}" cy="${c}" r="${c * 0.84}" fill="none" stroke="${light}" stroke-width="${w * 0.025}" stroke-dasharray="${w * 0.05} ${w * 0.035}"/>`;
    case "hexagon": {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return `${(c + c * Math.cos(a)).toFixed(1)},${(c + c * Math.sin(a)).toFixed(1)}`;
      }).join(" ");
      return `<polygon points="${pts}" fill="url(#g)"/>`;
    }
    case "ring":
      return `<circle cx="${c}" cy="${c}" r="${c}" fill="${dark}"/><circle cx="${c}" cy="${c}" r="${c * 0.86}" fill="none" stroke="url(#g)" stroke-width="${w * 0.05}"/>`;
  }
}

export type MediaKind = "product" | "banner" | "icon" | "theme" | "trust" | "city" | "brand";
const SIZES: Record<MediaKind, [number, number]> = {
  product: [800, 600],
  banner: [1600, 600],
  icon: [160, 160],
  theme: [800, 450],
  trust: [160, 160],
  city: [600, 400],
  brand: [400, 400],
};

export function isMediaKind(value: string): value is MediaKind {
  return value in SIZES;
}

/** Which brand's art, and which pictogram, a key asks for. */
function parseKey(kind: MediaKind, key: string): { art: BrandArt; glyph: string; seedKey: string } {
  if (kind === "product") {
    const [kindKey = key, cityKey = key, n = "1"] = key.split(".");
    return { art: PLAIN, glyph: kindKey, seedKey: `${kindKey}.${cityKey}.${n}` };
  }
  const slug = brandOfMediaKey(key);
  const art = slug ? BRAND_SEED[slug]!.art : PLAIN;
  const rest = slug ? key.slice(slug.length + 1) : key;
  const glyph =
    kind === "banner"
      ? (BANNER_GLYPHS[rest] ?? rest)
      : kind === "theme"
        ? (THEME_GLYPHS[rest] ?? rest)
        : kind === "city"
          ? "pin"
          : rest;
  return { art, glyph, seedKey: key };
}

/** Draw the picture for /media/{kind}/{key}.svg. `label` is optional large text (banners). */
export function renderSvg(kind: MediaKind, key: string, label?: string): string {
  const [w, h] = SIZES[kind];
  const { art, glyph: glyphKey, seedKey } = parseKey(kind, key);
  const seed = hash(seedKey);
  const [dark, light] = art.palettes[seed % art.palettes.length]!;
  const glyph =
    art.ink === "#fff"
      ? glyphFor(glyphKey)
      : glyphFor(glyphKey).replaceAll('"#fff"', `"${art.ink}"`);
  const iconish = kind === "icon" || kind === "trust" || kind === "brand";
  const g = iconish
    ? Math.min(w, h) * (art.icon === "squircle" ? 0.56 : 0.5)
    : Math.min(w, h) * 0.42;
  const gx = iconish ? (w - g) / 2 : kind === "banner" ? w * 0.68 : (w - g) / 2;
  const gy = iconish ? (h - g) / 2 : (h - g) / 2 - h * 0.05;
  const angle = 20 + (seed % 140);
  const text = label
    ? `<text x="${w * 0.06}" y="${h * 0.56}" font-family="system-ui, sans-serif" font-size="${Math.round(h * 0.11)}" font-weight="700" fill="#fff">${escape(label)}</text>`
    : "";
  // the pictogram's cut-outs take the background colour (line-art frames draw on `dark`)
  const cutout =
    art.icon === "line-square" || art.icon === "stamp" || art.icon === "ring" ? light : dark;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    (iconish
      ? iconFrame(art, w, dark, light)
      : `<rect width="${w}" height="${h}" fill="url(#g)" rx="0"/>` + motif(art, seed, w, h)) +
    `<g transform="translate(${gx.toFixed(1)} ${gy.toFixed(1)}) scale(${(g / 100).toFixed(3)})" color="${iconish ? cutout : dark}">${glyph}</g>` +
    text +
    `</svg>`
  );
}
