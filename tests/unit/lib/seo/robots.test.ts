import { robotsLines } from "@/lib/seo/robots";

// Robots.txt fails closed. Only a brand known to allow robots, outside staging, gets
// Allow; a brand whose config cannot be read (upstream down, nothing cached) disallows all.
describe("robots.txt", () => {
  const sitemap = "https://shop.example.com/sitemap.xml";
  it.each([
    [true, false, true],
    [false, false, false],
    [null, false, false], // the upstream is unreachable: fail closed
    [true, true, false], // staging
  ])("enable_robot %s, staging %s → allowed %s", (enableRobot, staging, allowed) => {
    const lines = robotsLines({ enableRobot, staging, sitemap });
    if (allowed) {
      expect(lines).toContain("Allow: /");
      expect(lines).toContain(`Sitemap: ${sitemap}`);
    } else {
      expect(lines).toEqual(["User-agent: *", "Disallow: /"]);
    }
  });
});
