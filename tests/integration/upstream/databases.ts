// Each upstream suite runs once on PGlite (in memory) and once on the PostgreSQL server of this
// machine, each time on a fresh database: a new `upstream_test_<random>` database created from
// TEST_DATABASE_URL and dropped afterwards.
import pg from "pg";
import { createApp } from "../../../upstream/app";
import { openDatabase, type Database } from "../../../upstream/db/client";
import { seedCatalogue } from "../../../upstream/seed";
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

export async function openHarness(
  kind: DatabaseKind,
  options: { seed?: boolean; now?: Date } = {},
): Promise<Harness> {
  let database: Database;
  let drop: (() => Promise<void>) | null = null;
  if (kind === "postgres") {
    const name = `upstream_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect().catch((error: Error) => {
      throw new Error(
        `PostgreSQL at ${adminUrl} is not reachable (${error.message}); start it or set TEST_DATABASE_URL`,
      );
    });
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    drop = async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  } else {
    database = await openDatabase({});
  }
  if (options.seed !== false) await seedCatalogue(database.db, { now: options.now });
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
