/** @jest-environment node */
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
      { command: "membership-refund", body: { who: "261120ABCDEFGHJK", reason: "provider-ends-service" } },
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
