// Indexes built online, after drizzle's migrations. Drizzle runs every pending migration file in one
// transaction, and PostgreSQL refuses `CREATE INDEX CONCURRENTLY` — the build that does not block
// writes to a table in use — inside a transaction block. So a migration file creates and changes
// tables; the indexes that go on tables which may already hold a large catalogue are written in
// upstream/db/online-indexes/<same name>.sql, one `CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS`
// per line, and run here after the migrations committed (docs/decisions/catalogue-scale.md):
// - PostgreSQL: concurrently, one at a time. A build that died half-way leaves an INVALID index,
//   which IF NOT EXISTS would keep for ever: such an index is dropped and built again. Every start
//   asserts them all (a catalogue look-up each when they exist), so a process stopped between the
//   commit and the builds finishes them on its next start.
// - PGlite (one connection, nothing to block): the same statements without CONCURRENTLY.
// The indexes are declared in schema.ts as well, so drizzle-kit's snapshots know them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { rowsOf } from "./rows";

const ONLINE = /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+"([\w$]+)"/i;

/** The online index statements of a folder, in file order: name and statement. */
function onlineIndexes(folder: string): { name: string; statement: string }[] {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  return files.flatMap((file) =>
    readFileSync(path.join(folder, file), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("--"))
      .map((statement) => {
        const name = ONLINE.exec(statement)?.[1];
        if (!name) throw new Error(`${file}: not an online index statement: ${statement}`);
        return { name, statement };
      }),
  );
}

/** Builds the online indexes that are missing or invalid (see above). */
export async function buildOnlineIndexes(
  db: Db,
  kind: "pglite" | "postgres",
  folder: string,
): Promise<void> {
  for (const { name, statement } of onlineIndexes(folder)) {
    if (kind === "pglite") {
      await db.execute(sql.raw(statement.replace(/\s+CONCURRENTLY\s+/i, " ")));
      continue;
    }
    const [found] = await rowsOf<{ valid: boolean }>(
      db,
      sql`select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid
          where c.relname = ${name} and c.relnamespace = 'public'::regnamespace`,
    );
    if (found?.valid) continue;
    if (found) await db.execute(sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`));
    await db.execute(sql.raw(statement));
  }
}
