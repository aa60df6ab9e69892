// Lints code as if it lived at a path of this repository, with the repository's eslint.config.mjs,
// through ESLint's Node API. Runs as its own process (tests/unit/lint/walls.test.ts spawns it):
// ESLint loads the flat config with import(), which jest's module sandbox cannot do.
// stdin: [{ code, filePath }]; stdout: [[ruleId, …] per case, in order].
import { ESLint } from "eslint";

const cwd = process.argv[2];
const cases = JSON.parse(
  await new Promise((resolve) => {
    let text = "";
    process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => resolve(text));
  }),
);
const eslint = new ESLint({ cwd });
const out = [];
for (const { code, filePath } of cases) {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  out.push((result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`));
}
process.stdout.write(JSON.stringify(out));
