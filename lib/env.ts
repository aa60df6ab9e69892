import { z } from "zod";

// The storefront's environment, parsed once. Nothing else reads process.env.
const schema = z.object({
  UPSTREAM_URL: z.url().default("http://127.0.0.1:4000"),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** deployment stage; outside "production" ?brand= may switch brands */
  SHOP_STAGE: z.enum(["production", "staging", "development"]).default("development"),
  REDIS_URL: z.string().optional(),
  /** catalogue page revalidation, seconds */
  CATALOGUE_REVALIDATE: z.coerce.number().int().positive().default(300),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse({
    UPSTREAM_URL: process.env.UPSTREAM_URL || undefined,
    UPSTREAM_TIMEOUT_MS: process.env.UPSTREAM_TIMEOUT_MS || undefined,
    SHOP_STAGE: process.env.SHOP_STAGE || undefined,
    REDIS_URL: process.env.REDIS_URL || undefined,
    CATALOGUE_REVALIDATE: process.env.CATALOGUE_REVALIDATE || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const env = load();
