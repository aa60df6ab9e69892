import "server-only";
import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { PER_ADDRESS_LIMITS, type AddressBucket } from "../commerce/accounts/auth-limits";
import { Codes } from "../commerce/contract/error-codes";
import { env } from "../env";
import { platformAddressLimit } from "../host";
import { requestClientAddress } from "./client-address";
import { errorResponse } from "./respond";

// Per-address limits on sign-in and code routes (lib/commerce/accounts/auth-limits.ts). In memory on one
// instance; in Redis when REDIS_URL is set so every storefront instance counts together, with the
// memory limiter as insurance while Redis is unreachable (a Redis outage never blocks sign-in). On a
// serverless host (SHOP_HOST=cloudflare, lib/host.ts), where no TCP connection outlives a request
// and an isolate's memory is one of many, a Durable Object per bucket and address counts instead.

let redis: Redis | null | undefined;
function redisClient(): Redis | null {
  if (redis !== undefined) return redis;
  if (!env.REDIS_URL) return (redis = null);
  redis = new Redis(env.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
  });
  redis.on("error", () => {
    /* reported through the insurance limiter taking over; ioredis reconnects on its own */
  });
  return redis;
}

function pointsOf(bucket: AddressBucket): number {
  return (
    (bucket === "signin" ? env.SIGNIN_LIMIT_PER_ADDRESS : env.CODE_LIMIT_PER_ADDRESS) ??
    PER_ADDRESS_LIMITS[bucket].points
  );
}

const limiters = new Map<AddressBucket, RateLimiterAbstract>();
function limiterFor(bucket: AddressBucket): RateLimiterAbstract {
  let limiter = limiters.get(bucket);
  if (limiter) return limiter;
  const { windowSeconds } = PER_ADDRESS_LIMITS[bucket];
  const options = {
    keyPrefix: `tf:rl:${bucket}`,
    points: pointsOf(bucket),
    duration: windowSeconds,
  };
  const memory = new RateLimiterMemory(options);
  const client = redisClient();
  limiter = client
    ? new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: memory })
    : memory;
  limiters.set(bucket, limiter);
  return limiter;
}

/** null when the request may go on; else the 429 answer (40029) with Retry-After. */
export async function limitByAddress(
  request: Request,
  bucket: AddressBucket,
): Promise<Response | null> {
  const address = requestClientAddress(request.headers);
  const platform = platformAddressLimit(`${bucket}:${address}`);
  if (platform) {
    const answer = await platform(
      pointsOf(bucket),
      PER_ADDRESS_LIMITS[bucket].windowSeconds * 1000,
    ).catch(() => null); // the counter failed: let it through, as with Redis down
    return answer && !answer.allowed ? tooMany(answer.msBeforeNext) : null;
  }
  try {
    await limiterFor(bucket).consume(address);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) return null; // the store failed and no insurance answered: let it through
    return tooMany(rejection.msBeforeNext);
  }
}

function tooMany(msBeforeNext: number): Response {
  const response = errorResponse(Codes.rateLimited, "rateLimited", 429);
  response.headers.set("retry-after", String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  return response;
}

/** Resolves once the shared store is connected (at once without REDIS_URL); for tests and health. */
export async function addressLimitsConnected(timeoutMs = 3000): Promise<boolean> {
  const client = redisClient();
  if (!client) return true;
  if (client.status === "ready") return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Closes the Redis connection (tests, shutdown). */
export async function closeAddressLimits(): Promise<void> {
  limiters.clear();
  const client = redis;
  redis = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}
