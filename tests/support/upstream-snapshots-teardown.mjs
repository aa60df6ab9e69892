// The integration project's globalTeardown: removes the run's PGlite dumps and PostgreSQL templates
// (tests/support/upstream-snapshots-setup.mjs names them).
import { rmSync } from "node:fs";
import pg from "pg";

export default async function teardown() {
  const dir = process.env.UPSTREAM_TEST_SNAPSHOTS;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const run = process.env.UPSTREAM_TEST_RUN;
  if (!run) return;
  const admin = new pg.Client({
    connectionString:
      process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  });
  try {
    await admin.connect();
  } catch {
    return; // no server, no templates (the suites that needed one failed already)
  }
  try {
    const { rows } = await admin.query("select datname from pg_database where datname like $1", [
      `upstream_tpl_${run}_%`,
    ]);
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
