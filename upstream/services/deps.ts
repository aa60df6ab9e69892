// What account services need besides the database, built once at start (upstream/env.ts) and
// replaceable in tests: the clock, the captcha key, the outbox, the Google issuer, partner secrets,
// where uploads are stored.
import type { PaymentDeps } from "./payments";
import { randomBytes } from "node:crypto";
import { Outbox } from "./outbox";
import { memoryUploadStore, type UploadStore } from "./upload-store";
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from "./uploads";
import type { StorefrontCache } from "./storefront-cache";
import type { IdempotencySettings } from "./idempotency";

/** Test-only fault injection; unset in production (no behaviour change). */
type Faults = {
  /** runs after an Idempotency-Key request's transaction committed, before its answer is sent (a throw = the process dying there) */
  afterCommit?: (path: string) => void;
};

export type GoogleConfig = { issuer: string; clientId: string; clientSecret: string };

// The WeChat settings live here, not in wechat.ts: that service signs people in (auth.ts), and
// auth's own deps would close a circle through it (auth → deps → wechat → auth).
export type WechatApp = { appId: string; secret: string };
export type WechatConfig = { apiBase: string; apps: Record<string, WechatApp> };

export type Deps = {
  production: boolean;
  /** the request's time; tests pass a fake clock */
  clock: () => Date;
  captcha: {
    secret: string;
    /** upper bound of the proof-of-work counter (difficulty) */ maxCounter: number;
  };
  outbox: Outbox;
  google: GoogleConfig | null;
  /** brand slug → HS256 secret of its partner app (union sign-in tokens) */
  partnerSecrets: Record<string, string>;
  /** WeChat API base and each brand's official-account app (jsapi signature, silent sign-in); null: none */
  wechat: WechatConfig | null;
  /** origin used in mailed links when the caller's is not one of the brand's domains */
  publicOrigin: string | null;
  /** the storefront's token for telling the shopper's address (x-shopper-address); null: addresses are the sockets' */
  shopperAddressToken: string | null;
  /** the sandbox gateway: notification signing secret and the origin its pay page is served on */
  payments: PaymentDeps;
  /** seconds an order may stay unpaid (default UNPAID_ORDER_MINUTES) */
  payDeadlineSeconds?: number;
  /** proof images: where the bytes go and the limits (size, per user per day, pixels) */
  uploads: { store: UploadStore; limits: UploadLimits };
  /** where catalogue changes are announced so the storefront's cached pages refresh (null: nowhere) */
  storefrontCache: StorefrontCache;
  /** Idempotency-Key claims: when an unanswered claim is stale, how long a duplicate waits (default DEFAULT_IDEMPOTENCY) */
  idempotency?: IdempotencySettings;
  faults?: Faults;
};

/** Deps for tests and for a local run without configuration. */
export function defaultDeps(overrides: Partial<Deps> = {}): Deps {
  return {
    production: false,
    clock: () => new Date(),
    captcha: { secret: randomBytes(32).toString("hex"), maxCounter: 50_000 },
    outbox: new Outbox({ production: false }),
    google: null,
    partnerSecrets: {},
    wechat: null,
    publicOrigin: null,
    shopperAddressToken: null,
    payments: { secret: randomBytes(32).toString("hex"), sandboxOrigin: "http://localhost:4000" },
    uploads: { store: memoryUploadStore(), limits: DEFAULT_UPLOAD_LIMITS },
    storefrontCache: null,
    ...overrides,
  };
}
