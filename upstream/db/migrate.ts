// Migrations, on PostgreSQL and PGlite alike: drizzle's own bookkeeping and its one transaction for
// all pending files, except for the statements PostgreSQL refuses inside a transaction block —
// `CREATE INDEX CONCURRENTLY`, which builds an index without blocking writes to a table in use
// (docs/decisions/catalogue-scale.md). Such statements are written in the migration files as
// `CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS name …`; they are taken out of the transaction
// and run after it commits, one at a time:
// - PostgreSQL: concurrently. A build that died half-way leaves an INVALID index behind, which IF
//   NOT EXISTS would keep for ever: such an index is dropped and built again. Every start asserts
//   them all again (a catalogue look-up each when they exist), so a process stopped between the
//   commit and the builds finishes them on its next start.
// - PGlite (one connection, nothing to block): the same statements without CONCURRENTLY.
import { sql } from "drizzle-orm";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";
import type { Db } from "./client";
import { rowsOf } from "./rows";

const ONLINE = /^\s*CREATE\s+(UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+"?([\w$]+)"?/i;

/** An online statement's index name, or null for a statement that belongs in the transaction. */
export function onlineIndexName(statement: string): string | null {
  return ONLINE.exec(statement)?.[2] ?? null;
}

export function splitMigrations(migrations: MigrationMeta[]) {
  const online: { name: string; statement: string }[] = [];
  const transactional = migrations.map((m) => ({
    ...m,
    sql: m.sql.filter((statement) => {
      const name = onlineIndexName(statement);
      if (name) online.push({ name, statement: statement.trim() });
      return !name;
    }),
  }));
  return { transactional, online };
}

/** Brings the database to the latest migration (see above). */
export async function migrateDatabase(
  db: Db,
  kind: "pglite" | "postgres",
  migrationsFolder: string,
): Promise<void> {
  const { transactional, online } = splitMigrations(readMigrationFiles({ migrationsFolder }));
  // what drizzle's migrate() does, with the online statements left out (the files' hashes are unchanged)
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  await internals.dialect.migrate(transactional, internals.session, { migrationsFolder });
  for (const { name, statement } of online) {
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
