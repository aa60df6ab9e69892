import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PostgreSQL: the pool's live counts (read by the metrics endpoint) */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
};

// Scripts, tests and the server all run from the repository root.
const migrationsFolder = path.resolve(process.cwd(), "upstream/db/migrations");

/**
 * Open the database and bring it to the latest migration.
 * - `{ url }`: a PostgreSQL server (node-postgres pool)
 * - `{ dir }`: PGlite with its data in that folder (created if missing)
 * - `{}`: PGlite in memory (tests)
 */
export async function openDatabase(options: { url?: string; dir?: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // an idle connection dropped by the server (restart, failover) must not crash the process
    pool.on("error", (error) => console.error(`[upstream] idle PostgreSQL connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end(), pool };
  }
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const client = new PGlite(options.dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}
