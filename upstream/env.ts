import { randomBytes } from "node:crypto";
import { z } from "zod";
import { defaultDeps, type Deps } from "./services/deps";
import { Outbox } from "./services/outbox";

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
  /** production: no /dev/outbox, messages are not kept, secrets must be configured */
  SHOP_STAGE: z.enum(["production", "staging", "development"]).default("development"),
  /** signs captcha challenges; all upstream instances must share it (random per process if unset) */
  CAPTCHA_SECRET: z.string().min(32).optional(),
  /** proof-of-work difficulty: the counter the browser searches up to */
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
  /** smtp://user:pass@host:port — mail delivery; unset: mails are only kept in the outbox */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  MAIL_FROM: z.string().optional(),
  /** POST { to, text } for every SMS; unset: SMS only kept in the outbox */
  SMS_WEBHOOK_URL: z.url().optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** JSON { "<brand slug>": "<HS256 secret>" } for partner (union) sign-in */
  PARTNER_SECRETS: z
    .string()
    .transform((v, ctx) => {
      try {
        return z.record(z.string(), z.string().min(16)).parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON of brand slug → secret (16+ characters)" });
        return z.NEVER;
      }
    })
    .optional(),
  /** origin used in mailed links when the caller's origin is not one of the brand's domains */
  PUBLIC_ORIGIN: z.url().optional(),
  /** signs the sandbox gateway's payment notifications (random per process if unset) */
  PAYMENT_SECRET: z.string().min(32).optional(),
  /** origin the browser reaches this upstream's sandbox pay page on (default http://localhost:UPSTREAM_PORT) */
  SANDBOX_ORIGIN: z.url().optional(),
  /** seconds between sweeps that close unpaid orders past their deadline */
  SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

export type UpstreamEnv = z.infer<typeof schema>;

export function loadUpstreamEnv(source: NodeJS.ProcessEnv = process.env): UpstreamEnv {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!parsed.success) throw new Error(`Invalid upstream environment: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The account services' dependencies from the environment. */
export function depsFromEnv(env: UpstreamEnv): Deps {
  const production = env.SHOP_STAGE === "production";
  if (production && !env.CAPTCHA_SECRET) throw new Error("Invalid upstream environment: CAPTCHA_SECRET is required in production");
  return defaultDeps({
    production,
    captcha: { secret: env.CAPTCHA_SECRET ?? randomBytes(32).toString("hex"), maxCounter: env.CAPTCHA_MAX_COUNTER },
    outbox: new Outbox({ production, smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, smsWebhookUrl: env.SMS_WEBHOOK_URL }),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : null,
    partnerSecrets: env.PARTNER_SECRETS ?? {},
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    payments: {
      secret: env.PAYMENT_SECRET ?? randomBytes(32).toString("hex"),
      sandboxOrigin: (env.SANDBOX_ORIGIN ?? `http://localhost:${env.UPSTREAM_PORT}`).replace(/\/$/, ""),
    },
  });
}
