// Spec §9: the shop's time is GMT+8, and lib/commerce/time/shop-time is the one module that knows
// it. This guard reads the source of both programs and fails on the offset worked out anywhere else
// (8 × an hour, 28 800 seconds) or the zone spelled anywhere else (an IANA name, "+08:00", a
// "GMT+8" label) — each such copy is a place where a page, a PDF, an SQL filter or a refund cut-off
// could disagree with the rest about what "today" is.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { codeOnly, withoutComments } from "./code-only";

const ROOT = join(__dirname, "../../..");
const SCANNED = ["app", "components", "lib", "upstream", "middleware.ts", "instrumentation.ts"];
/** The module itself, and SQL history nobody edits. */
const SKIPPED = [/^lib\/commerce\/time\/shop-time\.ts$/, /^upstream\/db\/migrations\//];

/** The offset worked out in code (comments and string text are not code). */
const OFFSET = [
  /\b8\s*\*\s*(?:3_?600|60\s*\*\s*60|HOUR\b)/,
  /(?:\b3_?600(?:_?000)?|\bHOUR)\s*\*\s*8\b/,
  /\b28_?800(?:_?000)?\b/,
  /\bSHOP_UTC_OFFSET_HOURS\b|\bSHOP_OFFSET_MS\b/,
];
/** The zone spelled out: in code or in a string, but not in a comment. */
const ZONE = [
  /Asia\/Shanghai|Etc\/GMT[+-]\d/,
  /[+]08:00/,
  /["'`]\s*(?:GMT|UTC)\+8\s*["'`]|(?:GMT|UTC)\+\$\{/,
];

/** Places in one file's source that work out the shop's offset or spell its zone, as "line: text". */
export function findShopTime(source: string): string[] {
  const found: string[] = [];
  const code = codeOnly(source).split("\n");
  withoutComments(source)
    .split("\n")
    .forEach((line, n) => {
      if (OFFSET.some((re) => re.test(code[n] ?? "")) || ZONE.some((re) => re.test(line)))
        found.push(`${n + 1}: ${line.trim()}`);
    });
  return found;
}

function sources(path: string): string[] {
  if (!statSync(path).isDirectory()) return /\.(ts|tsx)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sources(join(path, name)));
}

describe("one shop-time module (§9 GMT+8)", () => {
  it.each([
    ["return new Date(at + 8 * 3_600_000).toISOString();"],
    ["const offset = 8 * 3600;"],
    ["const day = new Date(now.getTime() + 8 * 3600_000);"],
    ["const local = at + 3_600_000 * 8;"],
    ["const shift = 8 * 60 * 60 * 1000;"],
    ["const SHOP_OFFSET_MS = 28_800_000;"],
    ["const zone = `Etc/GMT-${SHOP_UTC_OFFSET_HOURS}`;"],
    ['const zone = "Asia/Shanghai";'],
    ["return `${local}+08:00`;"],
    ['const label = "GMT+8";'],
  ])("bites on %s", (line) => {
    expect(findShopTime(line)).toHaveLength(1);
  });

  it.each([
    ["// the shop's day is GMT+8: 2026-11-20 00:00 local is 2026-11-19T16:00Z"],
    ["/** A sale-period bound: a date is a shop day (GMT+8). */"],
    ['const text = "Monday to Friday, 10:00–18:00 (GMT+8), and replies within 1 working day.";'],
    ["const day = shopToday(now);"],
    ["const width = 8 * 36;"],
    ["timeZone: SHOP_TIME_ZONE,"],
  ])("lets %s pass", (line) => {
    expect(findShopTime(line)).toEqual([]);
  });

  it("finds the offset and the zone nowhere but lib/commerce/time/shop-time", () => {
    const offenders = SCANNED.flatMap((p) => sources(join(ROOT, p)))
      .map((path) => relative(ROOT, path).split("\\").join("/"))
      .filter((path) => !SKIPPED.some((re) => re.test(path)))
      .flatMap((path) =>
        findShopTime(readFileSync(join(ROOT, path), "utf8")).map((hit) => `${path}:${hit}`),
      );
    expect(offenders).toEqual([]);
  });
});
