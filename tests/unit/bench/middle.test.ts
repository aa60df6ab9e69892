/**
 * The bench's median over throughput rounds (scripts/bench/throughput.ts, `middle`): each page's
 * figures come from its median round and each ratio is the median of the rounds' ratios.
 */
import { middle } from "../../../scripts/bench/throughput";

const same = (v: number | null) => v;

describe("middle", () => {
  it.each([
    ["three rounds: the middle one", [0.653, 0.635, 0.649], 0.649],
    ["one round: itself", [0.7], 0.7],
    ["two rounds: the lower", [0.8, 0.6], 0.6],
    ["a failed round (null) is left out", [0.7, null, 0.5, 0.9], 0.7],
    ["no round measured", [null, null], null],
    ["nothing", [], null],
  ])("%s", (_name, values, expected) => {
    expect(middle(values as (number | null)[], same)).toBe(expected);
  });

  it("returns the element itself, chosen by the key", () => {
    const rounds = [{ rps: 500 }, { rps: 450 }, { rps: 520 }];
    expect(middle(rounds, (r) => r.rps)).toBe(rounds[0]);
  });
});
