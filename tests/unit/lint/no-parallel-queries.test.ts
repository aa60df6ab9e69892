/** @jest-environment node */
// The lint rule that keeps parallel queries off a transaction's one connection (eslint.config.mjs,
// docs/decisions/one-query-at-a-time.md): the repository's own ESLint config, run through ESLint's
// Node API in a child process (the flat config is ESM), on fixture strings named as upstream files.
import { execFileSync } from "node:child_process";

const TWO_QUERIES = `
import type { Db } from "../db/client";
export async function both(db: Db) {
  const [a, b] = await Promise.PARALLEL([db.execute("select 1"), db.execute("select 2")]);
  return [a, b];
}
`;
const ONE_AT_A_TIME = `
import type { Db } from "../db/client";
export async function both(db: Db) {
  const a = await db.execute("select 1");
  const b = await db.execute("select 2");
  return [a, b];
}
`;

const cases = [
  {
    file: "upstream/services/fixture.ts",
    code: TWO_QUERIES.replace("PARALLEL", "all"),
    flagged: true,
  },
  {
    file: "upstream/services/fixture.ts",
    code: TWO_QUERIES.replace("PARALLEL", "allSettled"),
    flagged: true,
  },
  {
    file: "upstream/routes/fixture/index.ts",
    code: TWO_QUERIES.replace("PARALLEL", "all"),
    flagged: true,
  },
  { file: "upstream/services/fixture.ts", code: ONE_AT_A_TIME, flagged: false },
  // the storefront talks HTTP, it holds no database connection: parallel calls are fine there
  { file: "lib/upstream/fixture.ts", code: TWO_QUERIES.replace("PARALLEL", "all"), flagged: false },
];

const script = `
const { ESLint } = require("eslint");
const cases = JSON.parse(process.argv[1]);
(async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const c of cases) {
    const [result] = await eslint.lintText(c.code, { filePath: c.file });
    out.push(result.messages.filter((m) => m.ruleId === "no-restricted-properties").map((m) => m.message));
  }
  process.stdout.write(JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe("no parallel queries in the upstream (ESLint)", () => {
  let found: string[][];
  beforeAll(() => {
    found = JSON.parse(
      execFileSync(process.execPath, ["-e", script, JSON.stringify(cases)], {
        cwd: process.cwd(),
        encoding: "utf8",
        timeout: 110_000,
      }),
    );
  }, 120_000);

  it.each(cases.map((c, i) => [i, c.file, c.flagged] as const))(
    "case %i (%s): flagged %s",
    (i, _file, flagged) => {
      const messages = found[i]!;
      if (flagged) {
        expect(messages).toHaveLength(1);
        expect(messages[0]).toMatch(/may be a transaction/);
      } else {
        expect(messages).toEqual([]);
      }
    },
  );
});
