import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { buildOnlineIndexes } from "./migrate";
import * as schema from "./schema";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PostgreSQL: the pool's live counts (read by the metrics endpoint) */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /** PGlite: its data folder as a tarball, to `load` copies from (tests) */
  dump?: () => Promise<Blob>;
};

// Scripts, tests and the server all run from the repository root.
const migrationsFolder = path.resolve(process.cwd(), "upstream/db/migrations");
const onlineIndexesFolder = path.resolve(process.cwd(), "upstream/db/online-indexes");

/** node-postgres pool size when none is configured (DB_POOL_MAX); pg's own default is 10 too. */
export const DEFAULT_POOL_MAX = 10;

/**
 * The session-level advisory lock every upstream instance takes around migrations and seeding
 * (docs/decisions/upstream-many.md). A fixed key of its own: the transaction-level locks of the
 * services use 7e9+user, 8e9+user and hashtext(…) (a 32-bit range), none of which reaches it.
 */
export const STARTUP_LOCK_KEY = 9_100_000_001;

export type OpenOptions = {
  /** postgres://… — a PostgreSQL server (node-postgres pool) */
  url?: string;
  /** PGlite with its data in that folder (created if missing) */
  dir?: string;
  /**
   * PGlite in memory, started from a dump of another's data folder (PGlite's dumpDataDir) instead
   * of an empty one: tests start from a migrated (and seeded) copy made once per run
   */
  load?: Blob;
  /** most connections this process's pool opens (PostgreSQL only) */
  poolMax?: number;
  /** runs after the migrations, still under the startup lock (seeding) */
  prepare?: (db: Db) => Promise<void>;
};

/**
 * Open the database and bring it to the latest migration.
 * - `{ url }`: a PostgreSQL server (node-postgres pool of `poolMax`). Migrations and `prepare`
 *   run under a session advisory lock, so upstreams started at once on an empty database take
 *   turns: the first migrates and seeds, the others find the work done.
 * - `{ dir }`: PGlite with its data in that folder (created if missing); one process, no lock
 * - `{}`: PGlite in memory (tests); `{ load }`: in memory, from a dump of a data folder
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? DEFAULT_POOL_MAX,
      // no JIT: it compiles a plan the planner costs high (a catalogue statement whose fallback
      // branch is never run, docs/decisions/catalogue-scale.md) for tens of milliseconds to
      // seconds, for statements that run in one or two
      options: "-c jit=off",
    });
    // an idle connection dropped by the server (restart, failover) must not crash the process
    pool.on("error", (error) =>
      console.error(`[upstream] idle PostgreSQL connection closed: ${error.message}`),
    );
    const db = drizzlePg(pool, { schema });
    try {
      await underStartupLock(pool, async () => {
        await migratePg(db, { migrationsFolder });
        await buildOnlineIndexes(db, "postgres", onlineIndexesFolder);
        if (options.prepare) await options.prepare(db);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: "postgres", close: () => pool.end(), pool };
  }
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const client = options.load ? new PGlite({ loadDataDir: options.load }) : new PGlite(options.dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await buildOnlineIndexes(db, "pglite", onlineIndexesFolder);
  if (options.prepare) await options.prepare(db);
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

/**
 * Holds the startup lock on a connection of its own while `work` runs on the pool. The lock is
 * the session's, so a process that dies mid-migration releases it with its connection; the
 * migration itself is one transaction and rolls back.
 */
async function underStartupLock(pool: pg.Pool, work: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    // asked for again and again, never waited for in one statement: a statement waiting on the
    // lock is a transaction, and the holder's CREATE INDEX CONCURRENTLY (upstream/db/migrate.ts)
    // waits for every transaction older than it — each would wait on the other for ever
    while (
      !(
        await holder.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
          STARTUP_LOCK_KEY,
        ])
      ).rows[0]?.ok
    )
      await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      await work();
    } finally {
      await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}
