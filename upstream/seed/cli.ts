// npm run seed [-- --force]: load the seed catalogue into the configured database.
import { openDatabase } from "../db/client";
import { loadUpstreamEnv } from "../env";
import { seedCatalogue } from "./index";

async function main() {
  const env = loadUpstreamEnv();
  const force = process.argv.includes("--force");
  // seeded under the startup lock, so an upstream starting meanwhile does not seed alongside
  const database = await openDatabase({
    ...(env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX }
      : { dir: env.PGLITE_DIR }),
    prepare: async (db) => {
      const result = await seedCatalogue(db, { force });
      console.log(
        `${result.seeded ? "seeded" : "already seeded (topped up)"} version ${result.version}: ${result.products} products in ${result.ms} ms`,
      );
    },
  });
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
