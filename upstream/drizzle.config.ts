import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./upstream/db/schema.ts",
  out: "./upstream/db/migrations",
});
