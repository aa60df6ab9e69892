/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { formatReply, requestFor } from "../../../upstream/ops/cli";

// `npm run ops -- membership refund …` (§9: only when the provider ends service) → POST /ops/membership-refund.
describe("ops CLI: membership refund", () => {
  it.each<[string, string[], { command: string; body: Record<string, unknown> }]>([
    [
      "by user id",
      ["membership", "refund", "42", "--reason", "provider-ends-service"],
      { command: "membership-refund", body: { who: "42", reason: "provider-ends-service" } },
    ],
    [
      "by membership order sn",
      ["membership", "refund", "261120ABCDEFGHJK", "--reason", "provider-ends-service"],
      {
        command: "membership-refund",
        body: { who: "261120ABCDEFGHJK", reason: "provider-ends-service" },
      },
    ],
  ])("%s", (_label, argv, expected) => {
    expect(requestFor(argv)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ["no target", ["membership", "refund"]],
    ["another membership command", ["membership", "extend", "42"]],
  ])("refuses %s with the usage", (_label, argv) => {
    expect(() => requestFor(argv)).toThrow(/membership refund <user id\|membership order sn>/);
  });
});

// `npm run ops -- --help` failed with parseArgs' "Unknown option '--help'" (exit 2): the usage is asked for three ways.
describe("ops CLI: help", () => {
  it.each<[string[]]>([[["--help"]], [["-h"]], [["help"]], [["ship", "--help"]]])(
    "%j asks for the usage",
    (argv) => {
      expect(requestFor(argv)).toBe("help");
    },
  );

  it("an unknown option is refused with the usage", () => {
    expect(() => requestFor(["--bogus"])).toThrow(
      /Unknown option '--bogus'[\s\S]*usage: npm run ops/,
    );
  });

  it("prints the usage on stdout and exits 0", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "upstream/ops/cli.ts", "--help"], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: npm run ops -- <command>/);
    expect(run.stdout).toContain("set-stock <variant id> <stock>");
  });
});

// Marketing makes short links and reads their opens from the command line.
describe("ops CLI: short-link", () => {
  it.each<[string, string[], { command: string; body: Record<string, unknown> }]>([
    [
      "a product with a campaign",
      ["short-link", "create", "1000", "--utm-source", "newsletter", "--utm-campaign", "summer"],
      {
        command: "short-link-create",
        body: {
          target: "1000",
          utm_source: "newsletter",
          utm_medium: undefined,
          utm_campaign: "summer",
          brand: undefined,
          expires_at: undefined,
        },
      },
    ],
    [
      "a URL for one brand, expiring",
      [
        "short-link",
        "create",
        "https://jk.example.com/products?keyword=tea",
        "--brand",
        "jk",
        "--utm-medium",
        "social",
        "--expires",
        "2027-01-31T00:00:00Z",
      ],
      {
        command: "short-link-create",
        body: {
          target: "https://jk.example.com/products?keyword=tea",
          utm_source: undefined,
          utm_medium: "social",
          utm_campaign: undefined,
          brand: "jk",
          expires_at: "2027-01-31T00:00:00Z",
        },
      },
    ],
    [
      "stats",
      ["short-link", "stats", "Ab3dE6gH9k"],
      { command: "short-link-stats", body: { code: "Ab3dE6gH9k" } },
    ],
  ])("%s", (_label, argv, expected) => {
    expect(requestFor(argv)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ["no target", ["short-link", "create"]],
    ["two targets", ["short-link", "create", "1000", "1001"]],
    ["no code", ["short-link", "stats"]],
    ["another sub-command", ["short-link", "delete", "abc"]],
  ])("refuses %s with the usage", (_label, argv) => {
    expect(() => requestFor(argv)).toThrow(/short-link create <url\|path\|product id>/);
  });

  it("prints the short path and the full URL of a new link", () => {
    expect(
      formatReply("short-link-create", {
        code: "Ab3dE6gH9k",
        path: "/t/Ab3dE6gH9k",
        url: "https://shop.example.com/t/Ab3dE6gH9k",
        long_url: "https://shop.example.com/product/1000/x?utm_source=newsletter",
      }),
    ).toBe(
      "/t/Ab3dE6gH9k\nhttps://shop.example.com/t/Ab3dE6gH9k\n→ https://shop.example.com/product/1000/x?utm_source=newsletter",
    );
  });

  it("prints the opens one day a line, with the total", () => {
    expect(
      formatReply("short-link-stats", {
        code: "Ab3dE6gH9k",
        long_url: "https://shop.example.com/",
        total: 5,
        days: [
          { day: "2026-11-25", clicks: 2 },
          { day: "2026-11-26", clicks: 3 },
        ],
      }),
    ).toBe("/t/Ab3dE6gH9k → https://shop.example.com/\n2026-11-25  2\n2026-11-26  3\ntotal  5");
  });
});
