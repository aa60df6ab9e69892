// Names, not history: a comment explains the code and cites the spec section (§N) or a decision
// record (docs/decisions/), and a test is named by the behaviour it proves. The issue tracker is
// not in the repository, so an issue number tells a reader nothing; this guard fails on such a
// reference anywhere in the source and test files of both programs.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(__dirname, "../../..");
const SCANNED = [
  "app",
  "components",
  "lib",
  "upstream",
  "brands",
  "messages",
  "tests",
  "scripts",
  "middleware.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "global.d.ts",
  "eslint.config.mjs",
  "next.config.mjs",
  "jest.config.mjs",
  "playwright.config.ts",
  ".ci",
];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|sh|css)$|^run$/;

/** Folders left out, each with its reason — the one place to change when a reason appears. */
const EXCLUDED: { path: RegExp; reason: string }[] = [];

// the word, then a number: with a space, a "#", both or neither; never a word between
const ISSUE_REFERENCE = /\bissue ?#?\d+/i;

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) =>
    name === "node_modules" ? [] : files(join(path, name)),
  );
}

const scanned = SCANNED.flatMap(files).filter(
  (file) =>
    SOURCE.test(file.split("/").pop()!) &&
    !EXCLUDED.some(({ path }) => path.test(relative(".", file))),
);

/** Each line of a source that names an issue by number, as "file:line: text". */
function references(file: string, source: string): string[] {
  return source
    .split("\n")
    .flatMap((line, i) =>
      ISSUE_REFERENCE.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [],
    );
}

describe("no issue numbers in source or test files", () => {
  it("scans both programs and their tests", () => {
    expect(scanned.length).toBeGreaterThan(500);
    expect(scanned).toContain("middleware.ts");
    expect(scanned.some((f) => f.startsWith("tests/e2e/"))).toBe(true);
    expect(scanned.some((f) => f.startsWith("upstream/services/"))).toBe(true);
  });

  it("finds none", () => {
    const found = scanned.flatMap((file) =>
      references(file, readFileSync(join(ROOT, file), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("would report a reference in any spelling, and nothing else", () => {
    const issue = "issue";
    const source = [
      `// ${issue} 21: a bar`,
      `// see ${issue.toUpperCase()} #7`,
      `describe("${issue}21 something", () => {});`,
      "// an issue with 3 parts, issues found: 2",
      "// spec §4 issue-free",
    ].join("\n");
    expect(references("x.ts", source).map((r) => r.split(":")[1])).toEqual(["1", "2", "3"]);
  });

  it("leaves out only the folders it names, each with its reason", () => {
    for (const { reason } of EXCLUDED) expect(reason).toMatch(/\w{8,}/);
    for (const folder of ["upstream/routes/", "upstream/services/", "app/api/", "lib/http/"])
      expect(scanned.some((f) => f.startsWith(folder))).toBe(true);
  });
});
