import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { isCachedPage } from "../../lib/http/page-routes";

// The middleware gives a page the page cache stores its own nonce (the one its stored HTML carries)
// and every other page a fresh one (docs/decisions/request-pipeline.md). Its list of cached routes
// must be the build's: a cached page given a fresh nonce would carry, in its stored HTML, a nonce
// no later answer names. Read from the build the webServer serves (.next/).

const ROOT = "/[brand]/[locale]/[currency]";

/** a path the route matches, after the three shop segments: a parameter becomes "1" */
function sample(route: string): string {
  return route
    .slice(ROOT.length)
    .replace(/\/\[\[?\.\.\.[^\]]+\]\]?/g, "/a/b")
    .replace(/\/\[[^\]]+\]/g, "/1");
}

test("the middleware's cached routes are the build's ISR page routes", () => {
  const manifest = ".next/prerender-manifest.json";
  expect(existsSync(manifest), "a production build").toBe(true);
  const isr = new Set(
    Object.keys(
      (JSON.parse(readFileSync(manifest, "utf8")) as { dynamicRoutes: Record<string, unknown> })
        .dynamicRoutes,
    ),
  );
  const pages = Object.keys(
    JSON.parse(readFileSync(".next/server/app-paths-manifest.json", "utf8")) as Record<
      string,
      string
    >,
  )
    .filter((key) => key.endsWith("/page") && key.startsWith(ROOT) && !key.includes("/@"))
    .map((key) => key.slice(0, -"/page".length));
  expect(pages.length).toBeGreaterThan(30);
  const wrong: string[] = [];
  for (const route of pages) {
    // catch-alls only ever answer 404, which is never stored: their nonce may be fresh
    if (route.includes("[...")) continue;
    if (isCachedPage(sample(route)) !== isr.has(route))
      wrong.push(`${route}: ISR ${isr.has(route)}, middleware ${isCachedPage(sample(route))}`);
  }
  expect(wrong).toEqual([]);
});
