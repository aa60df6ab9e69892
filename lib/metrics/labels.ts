// Bounded metric labels (docs/decisions/metrics.md): a label value is a route pattern or a call
// pattern, never a raw path, so a crawler's or an attacker's made-up URLs add no time series.
// Pure functions: the storefront's registry (./registry.ts) and the unit tests use them.

/** A route of the app, as Next's app-paths manifest names it ("/[brand]/[locale]/[currency]/products/[id]/page"). */
type Segment =
  { kind: "static"; value: string } | { kind: "one" } | { kind: "rest"; optional: boolean };
type Pattern = { label: string; segments: Segment[]; score: number[] };

/** The label of a request no pattern matches: one series for all of them. */
export const OTHER_ROUTE = "other";

// the storefront's public URLs carry no prefix: middleware.ts rewrites /products/1 to
// /[brand]/[locale]/[currency]/products/1, so a page pattern is matched without those three
const REWRITTEN_PREFIX = ["[brand]", "[locale]", "[currency]"];

function parseSegment(raw: string): Segment {
  if (/^\[\[\.\.\..+\]\]$/.test(raw)) return { kind: "rest", optional: true };
  if (/^\[\.\.\..+\]$/.test(raw)) return { kind: "rest", optional: false };
  if (/^\[.+\]$/.test(raw)) return { kind: "one" };
  return { kind: "static", value: raw };
}

/** "/[brand]/[locale]/[currency]/products/[id]/page" → "/products/[id]"; "/api/orders/[sn]/status/route" → the same without "/route". */
export function routeLabel(manifestKey: string): string | null {
  const parts = manifestKey.split("/").filter(Boolean);
  const last = parts.pop();
  if (last !== "page" && last !== "route") return null;
  // route groups "(shop)" and parallel slots "@x" are not in the URL
  const visible = parts.filter((p) => !/^\(.*\)$/.test(p) && !p.startsWith("@"));
  if (REWRITTEN_PREFIX.every((p, i) => visible[i] === p))
    visible.splice(0, REWRITTEN_PREFIX.length);
  return `/${visible.join("/")}`;
}

function compile(label: string): Pattern {
  const segments = label.split("/").filter(Boolean).map(parseSegment);
  // more specific first: a static segment beats a parameter, which beats a catch-all
  const score = segments.map((s) =>
    s.kind === "static" ? 3 : s.kind === "one" ? 2 : s.optional ? 0 : 1,
  );
  return { label, segments, score };
}

function matches(segments: Segment[], parts: string[]): boolean {
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    if (segment.kind === "rest") return segment.optional ? true : parts.length > i;
    if (i >= parts.length) return false;
    if (segment.kind === "static" && segment.value !== parts[i]) return false;
  }
  return parts.length === segments.length;
}

function compare(a: Pattern, b: Pattern): number {
  for (let i = 0; i < Math.max(a.score.length, b.score.length); i += 1) {
    const diff = (b.score[i] ?? -1) - (a.score[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * A function from a request path to the route pattern that serves it, from the app's route
 * labels (routeLabel of each manifest key). Unknown paths, static files included, are OTHER_ROUTE
 * except Next's own assets ("/_next/static", "/_next/image"), which get one label each.
 */
export function routeMatcher(labels: Iterable<string>): (path: string) => string {
  const patterns = [...new Set(labels)].map(compile).sort(compare);
  return (path: string) => {
    const pathname = path.split("?", 1)[0]!;
    if (pathname.startsWith("/_next/")) {
      const [, , area] = pathname.split("/");
      return area === "static" || area === "image" || area === "data" ? `/_next/${area}` : "/_next";
    }
    let parts: string[];
    try {
      parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
    } catch {
      return OTHER_ROUTE;
    }
    return patterns.find((p) => matches(p.segments, parts))?.label ?? OTHER_ROUTE;
  };
}

/**
 * The label of one upstream call ("GET /orders/SN123/status" → "GET /orders/:id/status"): a
 * segment that holds a digit or anything but letters, "_" and "-", or is longer than 40
 * characters, is an identifier. Calls are fixed paths of lib/upstream with ids in
 * them, so this keeps one series per call.
 */
export function callLabel(label: string): string {
  const [first = "", ...rest] = label.trim().split(" ");
  const method = rest.length > 0 && /^[A-Z]+$/.test(first) ? first : "GET";
  const path = (rest.length > 0 && /^[A-Z]+$/.test(first) ? rest.join(" ") : label.trim()).split(
    "?",
    1,
  )[0]!;
  const segments = path
    .split("/")
    .filter(Boolean)
    .slice(0, 6)
    .map((s) => (/^[A-Za-z][A-Za-z_-]{0,39}$/.test(s) ? s : ":id"));
  return `${method} /${segments.join("/")}`;
}
