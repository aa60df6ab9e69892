// npm run seed [-- --force]: load the seed catalogue into the configured database.
import { openDatabase } from "../db/client";
import { loadUpstreamEnv } from "../env";
import { seedCatalogue } from "./index";

async function main() {
  const env = loadUpstreamEnv();
  const force = process.argv.includes("--force");
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.PGLITE_DIR });
  try {
    const result = await seedCatalogue(database.db, { force });
    console.log(
      `${result.seeded ? "seeded" : "already seeded (topped up)"} version ${result.version}: ${result.products} products on ${database.kind} in ${result.ms} ms`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
