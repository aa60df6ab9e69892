// Each upstream suite runs once on PGlite (in memory) and once on the PostgreSQL server of this
// machine, each time on a fresh database: a new `upstream_test_<random>` database created from
// TEST_DATABASE_URL and dropped afterwards.
//
// Migrating and seeding is most of a suite's time (PGlite: a new data folder ~4 s, migrations
// ~1.5 s, the seed ~5 s), and a seed on a fixed clock makes the same catalogue every time. So the
// first suite of a run that needs one makes it as always and keeps a copy; the others start from
// the copy (tests/support/upstream-snapshots.mjs, the integration project's globalSetup, names the
// run): PGlite loads a dump of the data folder, PostgreSQL creates the database from a template.
// A seed on the real clock is still made by its suite (its calendars start on the suite's day).
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createApp } from "../../../upstream/app";
import { openDatabase, type Database } from "../../../upstream/db/client";
import { seedCatalogue, shopDate } from "../../../upstream/seed";
import { watchContract, type ContractWatch } from "./contract";

export const DATABASES = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASES)[number];

const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export type Harness = {
  database: Database;
  app: ReturnType<typeof createApp>;
  /** GET with the spec's headers; returns status, parsed body and headers */
  get: (
    path: string,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  /** every answer of `app.request` checked against the app's /openapi.json (contract.ts) */
  contract: ContractWatch;
  /** closes the database; then fails the suite if an answer broke the contract */
  close: () => Promise<void>;
};

/** The run's folder for PGlite copies and the prefix of its PostgreSQL templates (globalSetup). */
const RUN = process.env.UPSTREAM_TEST_RUN;
const SNAPSHOTS = process.env.UPSTREAM_TEST_SNAPSHOTS;

const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminClient(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(
      `PostgreSQL at ${adminUrl} is not reachable (${error.message}); start it or set TEST_DATABASE_URL`,
    );
  });
  return admin;
}

type StartOptions = { seed?: boolean; now?: Date };

/**
 * What a suite starts from, by name: migrated only, seeded on a fixed clock, or seeded on the real
 * clock today (in the shop's time zone). The seed reads the clock for dates (calendars from today,
 * reviews days back) and for the flash-sale windows (hours around now), so a copy seeded earlier
 * the same day starts a suite as its own seed would; a suite on the next day seeds again. The
 * real clock is read once here, for the name and the seed alike.
 */
function startOf(options: StartOptions): { key: string; seed: boolean; now: Date } {
  if (options.seed === false) return { key: "migrated", seed: false, now: new Date() };
  if (options.now)
    return { key: `seeded_${options.now.getTime().toString(36)}`, seed: true, now: options.now };
  const now = new Date();
  return { key: `seeded_day_${shopDate(now).replaceAll("-", "")}`, seed: true, now };
}

/**
 * A PGlite database as the options ask: from the run's copy when there is one, else made here
 * (and its copy kept for the next suite). Copies are written whole, then renamed into place.
 */
async function openPglite(options: StartOptions): Promise<Database> {
  const { key, seed, now } = startOf(options);
  const copyOf = (name: string) => (SNAPSHOTS ? path.join(SNAPSHOTS, `pglite-${name}.tar`) : null);
  const load = async (file: string | null) =>
    file && existsSync(file) ? openDatabase({ load: new Blob([readFileSync(file)]) }) : null;
  const keep = async (database: Database, file: string | null) => {
    if (!file || !database.dump) return;
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, Buffer.from(await (await database.dump()).arrayBuffer()));
    renameSync(tmp, file);
  };
  const done = await load(copyOf(key));
  if (done) return done;
  const migrated = copyOf("migrated");
  let database = await load(migrated);
  if (!database) {
    database = await openDatabase({});
    await keep(database, migrated);
  }
  if (seed) {
    await seedCatalogue(database.db, { now });
    await keep(database, copyOf(key));
  }
  return database;
}

/**
 * A new PostgreSQL database as the options ask, and how to drop it: a copy of the run's template
 * for a shared start (the first suite to need it makes it, under an advisory lock the others
 * wait on), else made here.
 */
async function openPostgres(
  options: StartOptions,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `upstream_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const { key, seed, now } = startOf(options);
  const admin = await adminClient();
  let seeded = false;
  try {
    if (RUN) {
      const template = `upstream_tpl_${RUN}_${key}`;
      await admin.query("select pg_advisory_lock(hashtext($1))", [template]);
      try {
        const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
        if (found.rowCount === 0) {
          await admin.query(`CREATE DATABASE ${template}`);
          try {
            const building = await openDatabase({ url: urlOf(template) });
            try {
              if (seed) await seedCatalogue(building.db, { now });
            } finally {
              await building.close();
            }
          } catch (error) {
            // a half-made template would start every later suite wrong
            await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
            throw error;
          }
        }
      } finally {
        await admin.query("select pg_advisory_unlock(hashtext($1))", [template]);
      }
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      seeded = true;
    } else {
      await admin.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: urlOf(name) });
  if (!seeded && seed) await seedCatalogue(database.db, { now });
  const drop = async () => {
    const again = await adminClient();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  };
  return { database, drop };
}

export async function openHarness(
  kind: DatabaseKind,
  options: StartOptions = {},
): Promise<Harness> {
  let database: Database;
  let drop: (() => Promise<void>) | null = null;
  if (kind === "postgres") {
    ({ database, drop } = await openPostgres(options));
  } else {
    database = await openPglite(options);
  }
  const app = createApp({ db: database.db, dbKind: database.kind });
  const contract = watchContract(app);
  return {
    database,
    app,
    contract,
    async get(path, headers = {}) {
      const res = await app.request(path, {
        headers: {
          platform: "default",
          language: "en",
          currency: "CNY",
          channel: "web",
          ...headers,
        },
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON (images) */
      }
      return { status: res.status, body, headers: res.headers };
    },
    async close() {
      await database.close();
      if (drop) await drop();
      contract.assertKept();
    },
  };
}
