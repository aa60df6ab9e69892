import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { UPLOAD_MAX_BYTES, UPLOADS_PER_DAY } from "../lib/commerce/contract/uploads";
import { DEFAULT_POOL_MAX } from "./db/client";
import { defaultDeps, type Deps } from "./services/deps";
import { DEFAULT_IDEMPOTENCY } from "./services/idempotency";
import { Outbox } from "./services/outbox";
import { folderUploadStore, s3UploadStore } from "./services/upload-store";
import { DEFAULT_UPLOAD_LIMITS } from "./services/uploads";

// The reference upstream's environment, parsed once at start.
const schema = z.object({
  /** postgres://… uses that PostgreSQL server; unset uses PGlite in PGLITE_DIR */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  /**
   * most PostgreSQL connections this instance's pool opens (2 at least: startup holds one for its
   * lock while migrating on another). Keep instances × DB_POOL_MAX (+ other clients) under the
   * server's max_connections (docs/decisions/upstream-many.md)
   */
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(DEFAULT_POOL_MAX),
  /** on SIGTERM/SIGINT: how long requests in flight may take to finish before the process exits anyway */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  UPSTREAM_HOST: z.string().default("127.0.0.1"),
  /** Prometheus metrics on this internal port (docs/decisions/metrics.md); unset: no metrics endpoint */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** the interface the metrics port listens on (loopback unless a scraper on another host needs it) */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
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
        ctx.addIssue({
          code: "custom",
          message: "must be JSON of brand slug → secret (16+ characters)",
        });
        return z.NEVER;
      }
    })
    .optional(),
  /** WeChat API base URL (a local stand-in in tests: scripts/dev-wechat.ts) */
  WECHAT_API_BASE: z.url().default("https://api.weixin.qq.com"),
  /** JSON { "<brand slug>": { "appId": "…", "secret": "…" } }: each brand's official-account app */
  WECHAT_APPS: z
    .string()
    .transform((v, ctx) => {
      try {
        return z
          .record(
            z.string(),
            z.object({ appId: z.string().min(1).max(64), secret: z.string().min(8).max(200) }),
          )
          .parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON of brand slug → { appId, secret }" });
        return z.NEVER;
      }
    })
    .optional(),
  /** origin used in mailed links when the caller's origin is not one of the brand's domains */
  PUBLIC_ORIGIN: z.url().optional(),
  /**
   * shared with the storefront (its SHOPPER_ADDRESS_TOKEN): a request carrying it may say whose
   * address it comes from (x-shopper-address); unset: every request's address is its socket's
   */
  SHOPPER_ADDRESS_TOKEN: z.string().min(24).optional(),
  /** signs the sandbox gateway's payment notifications (random per process if unset) */
  PAYMENT_SECRET: z.string().min(32).optional(),
  /** origin the browser reaches this upstream's sandbox pay page on (default http://localhost:UPSTREAM_PORT) */
  SANDBOX_ORIGIN: z.url().optional(),
  /** seconds after which an Idempotency-Key claim left unanswered (its request died) may be taken over */
  IDEMPOTENCY_STALE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** seconds between sweeps that close unpaid orders past their deadline */
  SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** seconds between runs of the outbox deliverer (mail/SMS not yet delivered: a failed try, or a crash mid-send) */
  OUTBOX_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** bearer token of POST /ops/* (npm run ops); unset outside production: a random one written to OPS_TOKEN_FILE; unset in production: no ops routes */
  OPS_TOKEN: z.string().min(24).optional(),
  /** seconds an order may stay unpaid before it closes (default 30 minutes; shorter for demos and tests) */
  PAY_DEADLINE_SECONDS: z.coerce.number().int().min(10).max(86_400).optional(),
  OPS_TOKEN_FILE: z.string().min(1).optional(),
  /** the storefront's POST /api/revalidate, called when ops change catalogue data (stock); unset: not called */
  STOREFRONT_REVALIDATE_URL: z.url().optional(),
  /** the bearer token that route expects (the storefront reads the same variable) */
  REVALIDATE_TOKEN: z.string().min(24).optional(),
  /** largest proof image accepted, in bytes (the storefront reads the same variable) */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(UPLOAD_MAX_BYTES),
  /** uploads one user may make in any 24 hours */
  UPLOAD_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(UPLOADS_PER_DAY),
  /** folder of uploaded images when no S3 bucket is set (default: beside the PGlite folder, .data/uploads) */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** an S3-compatible bucket for uploads instead of the folder: all four of endpoint, bucket and keys */
  UPLOAD_S3_ENDPOINT: z.url().optional(),
  UPLOAD_S3_BUCKET: z.string().min(1).optional(),
  UPLOAD_S3_ACCESS_KEY: z.string().min(1).optional(),
  UPLOAD_S3_SECRET_KEY: z.string().min(1).optional(),
  UPLOAD_S3_REGION: z.string().min(1).default("us-east-1"),
});

export type UpstreamEnv = z.infer<typeof schema>;

const S3_VARIABLES = [
  "UPLOAD_S3_ENDPOINT",
  "UPLOAD_S3_BUCKET",
  "UPLOAD_S3_ACCESS_KEY",
  "UPLOAD_S3_SECRET_KEY",
] as const;

/** The upload store: the S3 bucket when it is configured, else a folder beside the PGlite data. */
function uploadStoreFromEnv(env: UpstreamEnv) {
  const given = S3_VARIABLES.filter((name) => env[name] !== undefined);
  if (given.length > 0 && given.length < S3_VARIABLES.length) {
    throw new Error(
      `Invalid upstream environment: an S3 upload store needs all of ${S3_VARIABLES.join(", ")} (missing ${S3_VARIABLES.filter((n) => !given.includes(n)).join(", ")})`,
    );
  }
  if (
    env.UPLOAD_S3_ENDPOINT &&
    env.UPLOAD_S3_BUCKET &&
    env.UPLOAD_S3_ACCESS_KEY &&
    env.UPLOAD_S3_SECRET_KEY
  ) {
    return s3UploadStore({
      endpoint: env.UPLOAD_S3_ENDPOINT,
      bucket: env.UPLOAD_S3_BUCKET,
      accessKeyId: env.UPLOAD_S3_ACCESS_KEY,
      secretAccessKey: env.UPLOAD_S3_SECRET_KEY,
      region: env.UPLOAD_S3_REGION,
    });
  }
  return folderUploadStore(env.UPLOAD_DIR ?? path.join(path.dirname(env.PGLITE_DIR), "uploads"));
}

export function loadUpstreamEnv(source: NodeJS.ProcessEnv = process.env): UpstreamEnv {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")),
  );
  if (!parsed.success)
    throw new Error(`Invalid upstream environment: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Where a development upstream on `port` keeps its ops token: one file per port, so two shops run
 * from one checkout (npm start on 4000, npm run bench on its own port) never overwrite each other's.
 */
export function opsTokenFile(port: number | string): string {
  return `.data/ops-token-${port}`;
}

/**
 * The ops token: OPS_TOKEN, or outside production a random one written (mode 600) to
 * OPS_TOKEN_FILE for `npm run ops` on the same machine; null (no ops routes) in production without one.
 */
export function opsTokenFromEnv(env: UpstreamEnv): string | null {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  if (env.SHOP_STAGE === "production") return null;
  const token = randomBytes(24).toString("base64url");
  const file = env.OPS_TOKEN_FILE ?? opsTokenFile(env.UPSTREAM_PORT);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

/** The account services' dependencies from the environment. */
export function depsFromEnv(env: UpstreamEnv): Deps {
  const production = env.SHOP_STAGE === "production";
  if (production && !env.CAPTCHA_SECRET)
    throw new Error("Invalid upstream environment: CAPTCHA_SECRET is required in production");
  return defaultDeps({
    production,
    captcha: {
      secret: env.CAPTCHA_SECRET ?? randomBytes(32).toString("hex"),
      maxCounter: env.CAPTCHA_MAX_COUNTER,
    },
    outbox: new Outbox({
      production,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      smsWebhookUrl: env.SMS_WEBHOOK_URL,
    }),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            issuer: env.GOOGLE_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : null,
    partnerSecrets: env.PARTNER_SECRETS ?? {},
    wechat: env.WECHAT_APPS ? { apiBase: env.WECHAT_API_BASE, apps: env.WECHAT_APPS } : null,
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    shopperAddressToken: env.SHOPPER_ADDRESS_TOKEN ?? null,
    payDeadlineSeconds: env.PAY_DEADLINE_SECONDS,
    payments: {
      secret: env.PAYMENT_SECRET ?? randomBytes(32).toString("hex"),
      sandboxOrigin: (env.SANDBOX_ORIGIN ?? `http://localhost:${env.UPSTREAM_PORT}`).replace(
        /\/$/,
        "",
      ),
    },
    uploads: {
      store: uploadStoreFromEnv(env),
      limits: {
        ...DEFAULT_UPLOAD_LIMITS,
        maxBytes: env.UPLOAD_MAX_BYTES,
        perDay: env.UPLOAD_PER_DAY,
      },
    },
    idempotency: { ...DEFAULT_IDEMPOTENCY, staleAfterMs: env.IDEMPOTENCY_STALE_SECONDS * 1000 },
    storefrontCache:
      env.STOREFRONT_REVALIDATE_URL && env.REVALIDATE_TOKEN
        ? { url: env.STOREFRONT_REVALIDATE_URL, token: env.REVALIDATE_TOKEN }
        : null,
  });
}
