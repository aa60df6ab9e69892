// Prints one closing line over all runners: "tests: N passed, N failed".
import { readFileSync } from "node:fs";

/** The parts of Jest's and Playwright's JSON reports this line reads. */
type Report = {
  numPassedTests?: number;
  numFailedTests?: number;
  stats?: { expected?: number; unexpected?: number; flaky?: number };
};

function read(path: string): Report | null {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}
const jest = read("test-results/jest.json");
const e2e = read("test-results/e2e.json");
// the second pass on Next's standalone server.js (scripts/test-all.sh), when it ran
const standalone = read("test-results/e2e-standalone.json");
// the serverless pass: OpenNext's build on workerd (playwright.serverless.config.ts), when it ran
const serverless = read("test-results/e2e-serverless.json");
const ok = (run: Report | null): number => (run?.stats?.expected ?? 0) + (run?.stats?.flaky ?? 0);
const passed = (jest?.numPassedTests ?? 0) + ok(e2e) + ok(standalone) + ok(serverless);
const failed =
  (jest?.numFailedTests ?? 0) +
  (e2e?.stats?.unexpected ?? 0) +
  (standalone?.stats?.unexpected ?? 0) +
  (serverless?.stats?.unexpected ?? 0);
console.log(
  `jest: ${jest?.numPassedTests ?? 0} passed, e2e: ${e2e?.stats?.expected ?? 0} passed` +
    (standalone ? `, e2e on server.js: ${standalone.stats?.expected ?? 0} passed` : "") +
    (serverless ? `, e2e on workerd: ${serverless.stats?.expected ?? 0} passed` : ""),
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || !jest || !e2e ? 1 : 0);
