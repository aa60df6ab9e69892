// npm run seed [-- --force] [-- --products N]: load the seed catalogue into the configured database;
// with --products, add N scale products to the default brand (upstream/seed/scale.ts), e.g.
// `npm run seed -- --products 100000` (progress on stderr).
import { openDatabase } from "../db/client";
import { loadUpstreamEnv } from "../env";
import { seedCatalogue } from "./index";
import { seedScale } from "./scale";

function productsArg(argv: string[]): number | null {
  const i = argv.indexOf("--products");
  if (i < 0) return null;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 5_000_000)
    throw new Error("--products takes a whole number of products, 1 to 5,000,000");
  return n;
}

async function main() {
  const env = loadUpstreamEnv();
  const force = process.argv.includes("--force");
  const products = productsArg(process.argv);
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
      if (products === null) return;
      const scale = await seedScale(db, products, { log: (line) => console.error(line) });
      console.log(
        scale.seeded
          ? `scale: ${scale.products} products added to the default brand in ${Math.round(scale.ms / 1000)} s`
          : `scale: ${scale.products} products already there (seeded today)`,
      );
    },
  });
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
