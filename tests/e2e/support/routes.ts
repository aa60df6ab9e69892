import { readdirSync } from "node:fs";
import path from "node:path";

// Every page and route handler of the app, found on disk (so a route added later is fuzzed too),
// as the public path a browser asks for: the internal [brand]/[locale]/[currency] segments are
// the middleware's and never appear in a public URL.

export type Route = {
  /** app/… file, for messages */
  file: string;
  kind: "page" | "route";
  /** public path segments; a dynamic one is written [name] or [...name] */
  segments: string[];
};

const APP = path.join(process.cwd(), "app");
const SHOP_PREFIX = ["[brand]", "[locale]", "[currency]"];

/** a real value for each dynamic segment name, so the other segments of a path are valid */
const SAMPLE: Record<string, string> = {
  id: "1000",
  productId: "1000",
  seo: "hong-kong-highlights-small-group-day-tour",
  key: "all",
  code: "abc123",
  sn: "TF20260101000001",
  path: "product",
  rest: "no-such-page",
};

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // private folders (_lib) hold no routes; a parallel-route slot (@usermenu) mirrors the paths of the pages
    if (entry.isDirectory()) {
      if (!entry.name.startsWith("_") && !entry.name.startsWith("@")) walk(full, out);
    } else if (/^(page|route)\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

export function appRoutes(): Route[] {
  return walk(APP)
    .sort()
    .map((file) => {
      let segments = path
        .relative(APP, path.dirname(file))
        .split(path.sep)
        .filter((s) => s && !/^\(.*\)$/.test(s)); // route groups are not in the URL
      if (SHOP_PREFIX.every((s, i) => segments[i] === s))
        segments = segments.slice(SHOP_PREFIX.length);
      return {
        file: path.relative(process.cwd(), file),
        kind: path.basename(file).startsWith("page") ? "page" : "route",
        segments,
      };
    });
}

export const isDynamic = (segment: string) => segment.startsWith("[");
const sampleFor = (segment: string) => SAMPLE[segment.replace(/[[\].]/g, "")] ?? "1";

/** The route's public path, with `replace(i)` (already URL-encoded) in dynamic segment i. */
export function publicPath(route: Route, replace?: { index: number; value: string }): string {
  return (
    "/" +
    route.segments
      .map((s, i) => (replace?.index === i ? replace.value : isDynamic(s) ? sampleFor(s) : s))
      .join("/")
  );
}
