/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { BRAND_SLUGS, getBrand } from "@/brands";
import { markOfLogo } from "@/lib/seo/brand-icon";

// /favicon.ico is each brand's logo cut down to its square mark.
describe("markOfLogo", () => {
  it.each(BRAND_SLUGS.map((slug) => [slug]))("%s: the logo's mark, square", (slug) => {
    const logo = readFileSync(path.join(process.cwd(), "public", getBrand(slug).logo), "utf8");
    const icon = markOfLogo(logo);
    expect(icon).not.toBeNull();
    const root = /<svg\b[^>]*>/.exec(icon!)![0];
    expect(root).toContain('viewBox="2 6 36 36"');
    expect(root).toContain('width="36" height="36"');
    expect(root).not.toMatch(/width="200"|viewBox="0 0 200 48"/);
    // the mark itself is the logo's first drawing, filling that box
    expect(icon).toMatch(/<rect x="2" y="6" width="36" height="36"/);
    expect(icon!.replace(root, "")).toBe(logo.replace(/<svg\b[^>]*>/, ""));
  });

  it("is null for something that is no SVG", () => {
    expect(markOfLogo("<html></html>")).toBeNull();
  });
});
