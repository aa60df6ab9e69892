import { clockOffset, fallbackOffset } from "@/lib/client/server-clock";

// Countdowns on cached pages (spec §4 Flash sale) run on the browser clock set by the server's.
describe("server clock offset", () => {
  it.each([
    ["server and browser agree; 200 ms round trip", 1_000_100, 1_000_000, 1_000_200, 0],
    ["browser 5 minutes fast", 1_000_100, 1_300_000, 1_300_200, -300_000],
    ["browser 2 minutes slow", 1_000_100, 880_000, 880_200, 120_000],
  ])("%s → %p ms", (_label, server, sent, received, offset) => {
    expect(clockOffset(server, sent, received)).toBe(offset);
  });

  it.each([
    [
      "a page rendered 27 minutes ago does not move a right clock back",
      Date.parse("2026-11-22T11:33:00Z"),
      Date.parse("2026-11-22T12:00:00Z"),
      0,
    ],
    [
      "a browser clock behind the render time is behind by at least that",
      Date.parse("2026-11-22T12:00:00Z"),
      Date.parse("2026-11-22T11:50:00Z"),
      600_000,
    ],
    [
      "an unreadable render time corrects nothing",
      Number.NaN,
      Date.parse("2026-11-22T12:00:00Z"),
      0,
    ],
  ])("without the server's answer: %s", (_label, renderNow, hydratedAt, offset) => {
    expect(fallbackOffset(renderNow, hydratedAt)).toBe(offset);
  });
});
