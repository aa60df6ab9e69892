// npx tsx scripts/bench/catalogue-explain.ts '/products?keyword=hong' [language]: runs one catalogue
// call in-process against DATABASE_URL (PostgreSQL) and prints each statement it ran with its plan
// as it ran — EXPLAIN (ANALYZE, BUFFERS). The bench uses it for its slowest call.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createApp } from "../../upstream/app";
import * as schema from "../../upstream/db/schema";

async function main() {
  const [path, language = "en"] = process.argv.slice(2);
  const url = process.env.DATABASE_URL;
  if (!path || !url?.startsWith("postgres"))
    throw new Error(
      "usage: DATABASE_URL=postgres://… tsx scripts/bench/catalogue-explain.ts <path> [language]",
    );
  const pool = new pg.Pool({ connectionString: url, max: 2, options: "-c jit=off" });
  const statements: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => statements.push({ text, params }) },
  });
  const app = createApp({ db, dbKind: "postgres" });
  const headers = { platform: "default", language, currency: "CNY", channel: "web" };
  await app.request(path, { headers }); // warm
  statements.length = 0;
  const res = await app.request(path, { headers });
  console.log(`GET ${path} (${language}) → ${res.status}`);
  for (const { text, params } of statements) {
    if (!/^\s*(select|with)/i.test(text)) continue;
    const { rows } = await pool.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
      params,
    );
    console.log(`\n-- ${text.replace(/\s+/g, " ").slice(0, 400)}${text.length > 400 ? " …" : ""}`);
    console.log(`-- params: ${JSON.stringify(params).slice(0, 300)}`);
    for (const r of rows) console.log(r["QUERY PLAN"]);
  }
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
