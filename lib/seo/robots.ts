/**
 * robots.txt lines. Robots are allowed only when we know the brand allows them: a brand whose
 * platform disables robots, a staging stage, and a brand whose platform could not be read (the
 * upstream is down and nothing is cached: `enableRobot` null) all disallow everything.
 */
export function robotsLines(input: {
  enableRobot: boolean | null;
  staging: boolean;
  sitemap: string;
}): string[] {
  if (input.staging || input.enableRobot !== true) return ["User-agent: *", "Disallow: /"];
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /auth/",
    "Disallow: /checkout",
    "Disallow: /order",
    "Disallow: /user",
    "Disallow: /t/",
    `Sitemap: ${input.sitemap}`,
  ];
}
