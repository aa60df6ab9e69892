// The integration project's globalSetup (this file) and globalTeardown (upstream-snapshots-teardown.mjs):
// names this run for tests/integration/upstream/databases.ts, which keeps the run's migrated and
// seeded databases under that name (PGlite dumps in a folder of the run, PostgreSQL templates
// named after it); the teardown removes them. Jest starts its workers after the setup, so they
// inherit the names.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export default async function setup() {
  process.env.UPSTREAM_TEST_SNAPSHOTS = mkdtempSync(path.join(tmpdir(), "upstream-snapshots-"));
  process.env.UPSTREAM_TEST_RUN = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
}
