// Images of the seed catalogue, drawn as SVG on request (nothing is fetched from the internet).
// URL scheme: /media/{kind}/{key}.svg — product/{kindKey}.{cityKey}.{n}, banner/{key},
// icon/{key}, theme/{key}, trust/{key}, city/{key}. The drawing depends only on the key.

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
];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pictograms by product kind / icon key, drawn in a 100×100 box. */
const GLYPHS: Record<string, string> = {
  "day-tour": '<path d="M5 85 L35 35 L55 65 L70 45 L95 85 Z" fill="#fff" opacity=".9"/><circle cx="75" cy="22" r="9" fill="#fff"/>',
  "observation-ticket": '<path d="M45 90 L50 10 L55 90 Z M38 90 h24 v-6 h-24 Z M42 40 h16 v6 h-16 Z" fill="#fff"/>',
  "night-show": '<circle cx="50" cy="50" r="30" fill="none" stroke="#fff" stroke-width="6"/><path d="M42 35 L66 50 L42 65 Z" fill="#fff"/>',
  "harbour-cruise":
    '<path d="M10 62 h80 l-12 18 h-56 Z M30 62 v-22 h30 l10 22" fill="#fff"/><path d="M5 88 q10 -6 20 0 t20 0 t20 0 t20 0 t20 0" stroke="#fff" stroke-width="4" fill="none"/>',
  "theme-park":
    '<circle cx="50" cy="48" r="32" fill="none" stroke="#fff" stroke-width="5"/><path d="M50 16 V80 M18 48 H82 M27 25 L73 71 M73 25 L27 71" stroke="#fff" stroke-width="3"/><path d="M38 92 L50 48 L62 92" stroke="#fff" stroke-width="5" fill="none"/>',
  "food-voucher":
    '<circle cx="50" cy="55" r="28" fill="none" stroke="#fff" stroke-width="6"/><path d="M14 20 v30 M22 20 v30 M18 50 v35 M86 20 q-10 15 0 35 v30" stroke="#fff" stroke-width="5" fill="none"/>',
  buffet: '<path d="M12 70 h76 a38 38 0 0 0 -76 0 Z" fill="#fff"/><path d="M8 78 h84" stroke="#fff" stroke-width="6"/><circle cx="50" cy="28" r="5" fill="#fff"/>',
  "afternoon-tea":
    '<path d="M20 40 h50 v20 a25 25 0 0 1 -50 0 Z M70 46 h8 a8 8 0 0 1 0 16 h-8" fill="#fff"/><path d="M32 30 q4 -8 0 -16 M46 30 q4 -8 0 -16" stroke="#fff" stroke-width="4" fill="none"/>',
  "gift-box":
    '<path d="M15 42 h70 v45 h-70 Z M10 30 h80 v14 h-80 Z" fill="#fff"/><path d="M50 30 v57" stroke="currentColor" stroke-width="8"/><path d="M50 30 q-25 -25 -25 -5 q0 5 25 5 q25 0 25 -5 q0 -20 -25 5" fill="none" stroke="#fff" stroke-width="5"/>',
  esim: '<path d="M28 10 h34 l16 16 v64 h-50 Z" fill="#fff"/><rect x="38" y="45" width="24" height="30" rx="3" fill="none" stroke="currentColor" stroke-width="5"/>',
  "tea-set":
    '<path d="M22 45 h46 v14 a23 23 0 0 1 -46 0 Z M68 48 l16 -8 M45 45 v-10" stroke="#fff" stroke-width="5" fill="#fff"/><rect x="20" y="86" width="56" height="5" fill="#fff"/>',
  "airport-transfer": '<path d="M50 8 l7 30 l33 18 v8 l-33 -8 l-3 22 l10 8 v6 l-14 -4 l-14 4 v-6 l10 -8 l-3 -22 l-33 8 v-8 l33 -18 Z" fill="#fff"/>',
  "cooking-class": '<path d="M25 50 h50 v36 h-50 Z" fill="#fff"/><path d="M22 48 a14 14 0 0 1 8 -26 a18 18 0 0 1 40 0 a14 14 0 0 1 8 26 Z" fill="#fff"/>',
  "walking-tour":
    '<circle cx="52" cy="16" r="8" fill="#fff"/><path d="M48 28 l-10 30 l-14 28 M48 28 l10 26 l18 10 M44 46 l-12 -6 M46 58 l10 30" stroke="#fff" stroke-width="7" stroke-linecap="round" fill="none"/>',
  star: '<path d="M50 8 l12 28 l30 3 l-23 20 l7 30 l-26 -16 l-26 16 l7 -30 l-23 -20 l30 -3 Z" fill="#fff"/>',
  shield:
    '<path d="M50 8 l36 12 v28 c0 22 -16 36 -36 44 c-20 -8 -36 -22 -36 -44 v-28 Z" fill="#fff"/><path d="M34 50 l12 12 l22 -24" stroke="currentColor" stroke-width="7" fill="none"/>',
  clock: '<circle cx="50" cy="50" r="38" fill="#fff"/><path d="M50 24 v28 l18 10" stroke="currentColor" stroke-width="7" fill="none" stroke-linecap="round"/>',
  chat: '<path d="M12 20 h76 v48 h-40 l-20 18 v-18 h-16 Z" fill="#fff"/>',
  pin: '<path d="M50 92 c-20 -26 -30 -40 -30 -56 a30 30 0 0 1 60 0 c0 16 -10 30 -30 56 Z" fill="#fff"/><circle cx="50" cy="36" r="11" fill="currentColor"/>',
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

/** Draw the picture for /media/{kind}/{key}.svg. `label` is optional large text (banners). */
export function renderSvg(kind: MediaKind, key: string, label?: string): string {
  const [w, h] = SIZES[kind];
  const [kindKey = key, cityKey = key, n = "1"] = key.split(".");
  const seed = hash(kind === "product" ? `${kindKey}.${cityKey}.${n}` : key);
  const [dark, light] = PALETTES[seed % PALETTES.length]!;
  const glyph = glyphFor(kind === "product" ? kindKey : key);
  const iconish = kind === "icon" || kind === "trust" || kind === "brand";
  const g = iconish ? Math.min(w, h) * 0.56 : Math.min(w, h) * 0.42;
  const gx = iconish ? (w - g) / 2 : kind === "banner" ? w * 0.68 : (w - g) / 2;
  const gy = iconish ? (h - g) / 2 : (h - g) / 2 - h * 0.05;
  const angle = 20 + (seed % 140);
  const text = label
    ? `<text x="${w * 0.06}" y="${h * 0.56}" font-family="system-ui, sans-serif" font-size="${Math.round(h * 0.11)}" font-weight="700" fill="#fff">${escape(label)}</text>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)" rx="${iconish ? w * 0.22 : 0}"/>` +
    (iconish ? "" : skyline(seed, w, h)) +
    `<g transform="translate(${gx.toFixed(1)} ${gy.toFixed(1)}) scale(${(g / 100).toFixed(3)})" color="${dark}">${glyph}</g>` +
    text +
    `</svg>`
  );
}
