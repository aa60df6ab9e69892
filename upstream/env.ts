import { z } from "zod";

// The reference upstream's environment, parsed once at start.
const schema = z.object({
  /** postgres://… uses that PostgreSQL server; unset uses PGlite in PGLITE_DIR */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  UPSTREAM_HOST: z.string().default("127.0.0.1"),
  /** load the seed catalogue on start when the database has none */
  SEED_ON_START: z.enum(["true", "false"]).default("true"),
  LOG_REQUESTS: z.enum(["true", "false"]).default("true"),
});

export type UpstreamEnv = z.infer<typeof schema>;

export function loadUpstreamEnv(source: NodeJS.ProcessEnv = process.env): UpstreamEnv {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!parsed.success) throw new Error(`Invalid upstream environment: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
