import data from "@/brands/brands.json";
import { BRANDS, BRAND_SLUGS } from "@/brands";
import { parseBrands } from "@/brands/schema";

// The two programs stay apart: brand data lives in brands/brands.json, read by the
// storefront (checked at load by brands/schema.ts) and by the upstream's seed as plain data.
describe("brands/brands.json", () => {
  it("holds every brand under its own slug, and the storefront loads it", () => {
    expect(Object.keys(BRANDS).sort()).toEqual([...BRAND_SLUGS].sort());
    for (const slug of BRAND_SLUGS) expect(BRANDS[slug].slug).toBe(slug);
  });

  type Data = Record<
    "default" | "www" | "kraft" | "rutwa" | "vistara" | "jk-club",
    Record<string, unknown>
  >;
  const copy = (): Data => JSON.parse(JSON.stringify(data));
  it.each([
    [
      "a colour that is not #rrggbb",
      (d: Data) => ((d.default.theme as Record<string, string>).primary = "teal"),
    ],
    ["a brand missing", (d: Partial<Data>) => delete d.kraft],
    ["a brand under another slug", (d: Data) => (d.www.slug = "default")],
    ["a currency the shop does not sell in", (d: Data) => (d.rutwa.mainCurrency = "XXX")],
    [
      "a tagline without zh-hant",
      (d: Data) => delete (d.vistara.tagline as Record<string, string>)["zh-hant"],
    ],
    ["an unknown field", (d: Data) => (d["jk-club"].colour = "#ffffff")],
  ])("refuses %s", (_name, spoil) => {
    const d = copy();
    spoil(d);
    expect(() => parseBrands(d)).toThrow();
  });

  it("is not imported as code by the upstream (it reads the JSON)", async () => {
    const { readFileSync } = await import("node:fs");
    const seed = readFileSync("upstream/seed/index.ts", "utf8");
    expect(seed).not.toMatch(/from "\.\.\/\.\.\/brands"/);
    expect(seed).toMatch(/from "\.\.\/\.\.\/brands\/brands\.json"/);
  });
});
