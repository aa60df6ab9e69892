/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { requestFor } from "../../../upstream/ops/cli";

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
