/**
 * The bench's two medians (scripts/bench/results.ts): `middle` picks a measured element (the
 * throughput round whose figures are reported, the INP run), `median` is the number Lighthouse's
 * metrics are reported as.
 */
import { median, middle } from "../../../scripts/bench/results";

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

describe("median", () => {
  it.each([
    ["odd count: the middle", [2400, 2100, 2500], 2400],
    ["even count: the mean of the two middle", [200, 100, 400, 300], 250],
    ["missing runs are left out", [null, 90, undefined, 110], 100],
    ["no number", [null], null],
  ])("%s", (_name, values, expected) => {
    expect(median(values as (number | null | undefined)[])).toBe(expected);
  });
});
