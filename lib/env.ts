import { z } from "zod";
import { UPLOAD_MAX_BYTES } from "./commerce/contract/uploads";

// The storefront's environment, parsed once. Nothing else reads process.env.
const schema = z.object({
  UPSTREAM_URL: z.url().default("http://127.0.0.1:4000"),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** all upstream reads of one request (a page render) share this many milliseconds */
  UPSTREAM_BUDGET_MS: z.coerce.number().int().positive().default(3000),
  /** consecutive upstream failures that open the circuit (later calls fail at once) */
  UPSTREAM_BREAKER_THRESHOLD: z.coerce.number().int().positive().default(5),
  /** how long an open circuit fails calls before one probe may try the upstream again */
  UPSTREAM_BREAKER_COOLDOWN_MS: z.coerce.number().int().positive().default(10000),
  /** deployment stage; outside "production" ?brand= may switch brands */
  SHOP_STAGE: z.enum(["production", "staging", "development"]).default("development"),
  /** Redis of the rate limits and, when set, of the page and data cache shared by every instance (docs/decisions/shared-cache.md) */
  REDIS_URL: z.string().optional(),
  /**
   * The shared cache's keys start with this (then the build id): one per shop on a shared Redis.
   * Read, with CACHE_REDIS_TIMEOUT_MS, by the cache handler too (lib/cache/shared-cache-settings.cjs:
   * loaded by Node, not bundled, it applies the same rules to the same variables).
   */
  CACHE_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, "CACHE_KEY_PREFIX: 1–64 letters, digits, _ . : -")
    .default("storefront-cache"),
  /** the shared cache gives up on a Redis command after this many milliseconds (a read is then a miss) */
  CACHE_REDIS_TIMEOUT_MS: z.coerce.number().int().positive().default(1000),
  /**
   * Graceful shutdown (scripts/shop-server.mjs reads them): after SIGTERM readiness answers 503 for
   * SHUTDOWN_DRAIN_MS while requests are still served, then requests in flight get SHUTDOWN_TIMEOUT_MS.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  /** catalogue page revalidation, seconds */
  CATALOGUE_REVALIDATE: z.coerce.number().int().positive().default(300),
  /**
   * A shared cache (CDN, the cluster's nginx) keeps a catalogue page this many seconds
   * (`s-maxage`): the longest a revalidation takes to reach shoppers behind it. 0: pages stay
   * private. docs/decisions/csp-and-cdn.md
   */
  CDN_MAX_AGE: z.coerce.number().int().min(0).default(60),
  /** …then serves it stale this long while it fetches a fresh copy (`stale-while-revalidate`) */
  CDN_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).default(300),
  /** …and this long while every storefront fails (`stale-if-error`, a day) */
  CDN_STALE_IF_ERROR: z.coerce.number().int().min(0).default(86400),
  /** seals the session cookie (iron-session); at least 32 characters; required in production */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must have at least 32 characters").optional(),
  /** origin used in canonical URLs and links in mails (see lib/seo/metadata.ts) */
  PUBLIC_ORIGIN: z.string().optional(),
  /** per-address limits (lib/commerce/accounts/auth-limits.ts PER_ADDRESS_LIMITS) overridden by ops */
  SIGNIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  CODE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  /** §2 "a hidden fixed route redirects to one specific order": the sn /order/pinned opens (checked where used) */
  PINNED_ORDER_SN: z.string().optional(),
  /** largest image the upload route passes on (the upstream reads the same variable) */
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(UPLOAD_MAX_BYTES),
  /** bearer token of POST /api/revalidate (the upstream and ops expire cached catalogue reads); unset: no such route */
  REVALIDATE_TOKEN: z
    .string()
    .min(24, "REVALIDATE_TOKEN must have at least 24 characters")
    .optional(),
  /** §1 WeChat browser: where the official account's authorize page is (a stand-in outside production: scripts/dev-wechat.ts) */
  WECHAT_OPEN_BASE: z.url().default("https://open.weixin.qq.com"),
  /** JSON { "<brand slug>": "<official-account appId>" }: the brands with WeChat silent sign-in */
  WECHAT_APP_IDS: z
    .string()
    .transform((v, ctx) => {
      try {
        return z.record(z.string(), z.string().min(1).max(64)).parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON of brand slug → appId" });
        return z.NEVER;
      }
    })
    .optional(),
  /** §1 chatbot: an external bot that answers the chat instead of the upstream's reference bot */
  CHATBOT_URL: z.url().optional(),
  /**
   * How many proxies stand in front of the shop that write X-Forwarded-For: the client is that
   * many entries from the right (lib/http/client-address.ts). 0: none is believed, the address is
   * the socket's. docs/decisions/forwarded-addresses.md
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * A header the platform in front always writes with the client's address alone (Cloudflare's
   * `cf-connecting-ip`); when set it is the client's address, and X-Forwarded-For is not read.
   */
  TRUSTED_CLIENT_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/i, "TRUSTED_CLIENT_IP_HEADER: a header name")
    .transform((v) => v.toLowerCase())
    .optional(),
  /** comma-separated addresses or CIDR ranges of the proxies in front of the shop (instead of, or with, a hop count) */
  TRUSTED_PROXIES: z
    .string()
    .transform((v, ctx) => {
      const list = v
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = list.find((entry) => !ADDRESS_OR_RANGE.test(entry));
      if (bad !== undefined) {
        ctx.addIssue({
          code: "custom",
          message: `TRUSTED_PROXIES: "${bad.slice(0, 60)}" is not an IP address or CIDR range`,
        });
        return z.NEVER;
      }
      return list;
    })
    .default([]),
  /**
   * Shared with the upstream (its SHOPPER_ADDRESS_TOKEN): sent with the shopper's address so the
   * upstream can count sign-in failures per (account, address); unset: the address is not sent.
   */
  SHOPPER_ADDRESS_TOKEN: z
    .string()
    .min(24, "SHOPPER_ADDRESS_TOKEN must have at least 24 characters")
    .optional(),
  /** Prometheus metrics on this internal port (lib/metrics, docs/decisions/metrics.md); unset: no metrics endpoint */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** the interface the metrics port listens on (loopback unless a scraper on another host needs it) */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** where the storefront runs (lib/host.ts): a Node server, or OpenNext on Cloudflare's workerd */
  SHOP_HOST: z.enum(["node", "cloudflare"]).default("node"),
});

/** what a host cannot offer (docs/decisions/serverless-target.md) */
const hostedSchema = schema.superRefine((value, ctx) => {
  // a serverless isolate listens on no port: its metrics are the platform's
  if (value.SHOP_HOST === "cloudflare" && value.METRICS_PORT !== undefined)
    ctx.addIssue({
      code: "custom",
      path: ["METRICS_PORT"],
      message:
        "METRICS_PORT: no metrics port on SHOP_HOST=cloudflare (the platform's analytics count there)",
    });
});

// an IPv4 or IPv6 address with an optional /prefix; checked exactly where it is used (node:net)
const ADDRESS_OR_RANGE =
  /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = hostedSchema.safeParse({
    UPSTREAM_URL: process.env.UPSTREAM_URL || undefined,
    UPSTREAM_TIMEOUT_MS: process.env.UPSTREAM_TIMEOUT_MS || undefined,
    UPSTREAM_BUDGET_MS: process.env.UPSTREAM_BUDGET_MS || undefined,
    UPSTREAM_BREAKER_THRESHOLD: process.env.UPSTREAM_BREAKER_THRESHOLD || undefined,
    UPSTREAM_BREAKER_COOLDOWN_MS: process.env.UPSTREAM_BREAKER_COOLDOWN_MS || undefined,
    SHOP_STAGE: process.env.SHOP_STAGE || undefined,
    REDIS_URL: process.env.REDIS_URL || undefined,
    CACHE_KEY_PREFIX: process.env.CACHE_KEY_PREFIX || undefined,
    CACHE_REDIS_TIMEOUT_MS: process.env.CACHE_REDIS_TIMEOUT_MS || undefined,
    SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS || undefined,
    SHUTDOWN_TIMEOUT_MS: process.env.SHUTDOWN_TIMEOUT_MS || undefined,
    CATALOGUE_REVALIDATE: process.env.CATALOGUE_REVALIDATE || undefined,
    CDN_MAX_AGE: process.env.CDN_MAX_AGE || undefined,
    CDN_STALE_WHILE_REVALIDATE: process.env.CDN_STALE_WHILE_REVALIDATE || undefined,
    CDN_STALE_IF_ERROR: process.env.CDN_STALE_IF_ERROR || undefined,
    SESSION_SECRET: process.env.SESSION_SECRET || undefined,
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || undefined,
    SIGNIN_LIMIT_PER_ADDRESS: process.env.SIGNIN_LIMIT_PER_ADDRESS || undefined,
    CODE_LIMIT_PER_ADDRESS: process.env.CODE_LIMIT_PER_ADDRESS || undefined,
    PINNED_ORDER_SN: process.env.PINNED_ORDER_SN || undefined,
    UPLOAD_MAX_BYTES: process.env.UPLOAD_MAX_BYTES || undefined,
    REVALIDATE_TOKEN: process.env.REVALIDATE_TOKEN || undefined,
    WECHAT_OPEN_BASE: process.env.WECHAT_OPEN_BASE || undefined,
    WECHAT_APP_IDS: process.env.WECHAT_APP_IDS || undefined,
    CHATBOT_URL: process.env.CHATBOT_URL || undefined,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS || undefined,
    TRUSTED_CLIENT_IP_HEADER: process.env.TRUSTED_CLIENT_IP_HEADER || undefined,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || undefined,
    SHOPPER_ADDRESS_TOKEN: process.env.SHOPPER_ADDRESS_TOKEN || undefined,
    METRICS_PORT: process.env.METRICS_PORT || undefined,
    METRICS_HOST: process.env.METRICS_HOST || undefined,
    SHOP_HOST: process.env.SHOP_HOST || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  if (
    parsed.data.SHOP_STAGE === "production" &&
    !parsed.data.SESSION_SECRET &&
    process.env.NEXT_PHASE !== "phase-production-build"
  ) {
    throw new Error("Invalid environment: SESSION_SECRET is required in production");
  }
  return parsed.data;
}

export const env = load();

/**
 * Outside production a fixed development secret seals sessions, so a fresh machine runs without
 * configuration; it is public, so production refuses to start without SESSION_SECRET.
 */
export const sessionSecret: string =
  env.SESSION_SECRET ?? "development-only-session-secret-do-not-use-in-production";
