/**
 * Per-address limits on the sign-in and code routes (lib/commerce/accounts/auth-limits.ts
 * PER_ADDRESS_LIMITS): the limit-th + 1 request from one address answers 429 / 40029 with
 * Retry-After, other addresses keep going, and with REDIS_URL two storefront instances (two module
 * copies) share one count.
 */
import { PER_ADDRESS_LIMITS } from "@/lib/commerce/accounts/auth-limits";

type RateLimitModule = typeof import("@/lib/http/rate-limit");

function freshModule(envOverrides: Record<string, string | undefined>): RateLimitModule {
  const saved = { ...process.env };
  Object.assign(process.env, envOverrides);
  for (const [k, v] of Object.entries(envOverrides)) if (v === undefined) delete process.env[k];
  let mod!: RateLimitModule;
  jest.isolateModules(() => {
    mod = jest.requireActual("@/lib/http/rate-limit");
  });
  process.env = saved;
  return mod;
}

const from = (address: string, forwardedBy?: string) =>
  new Request("http://localhost/api/auth/signin", {
    method: "POST",
    headers: { "x-forwarded-for": forwardedBy ? `${forwardedBy}, ${address}` : address },
  });

// which X-Forwarded-For entry is the client: tests/unit/lib/http/client-address.test.ts

describe("limitByAddress in memory", () => {
  it("answers 429 / 40029 with Retry-After after the sign-in limit, per address; a forged left entry does not reset it", async () => {
    const { limitByAddress } = freshModule({
      REDIS_URL: undefined,
      SIGNIN_LIMIT_PER_ADDRESS: undefined,
    });
    const { points, windowSeconds } = PER_ADDRESS_LIMITS.signin;
    for (let i = 0; i < points; i++)
      expect(await limitByAddress(from("203.0.113.10", `10.0.0.${i}`), "signin")).toBeNull();
    const refused = await limitByAddress(from("203.0.113.10", "10.9.9.9"), "signin");
    expect(refused?.status).toBe(429);
    expect(await refused?.json()).toEqual({ code: 40029, errorKey: "rateLimited" });
    const retry = Number(refused?.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(windowSeconds);
    // another address, and another bucket, are counted apart
    expect(await limitByAddress(from("203.0.113.11"), "signin")).toBeNull();
    expect(await limitByAddress(from("203.0.113.10"), "code")).toBeNull();
  });

  it("takes the ops override of the limit", async () => {
    const { limitByAddress } = freshModule({ REDIS_URL: undefined, CODE_LIMIT_PER_ADDRESS: "2" });
    expect(await limitByAddress(from("203.0.113.20"), "code")).toBeNull();
    expect(await limitByAddress(from("203.0.113.20"), "code")).toBeNull();
    expect((await limitByAddress(from("203.0.113.20"), "code"))?.status).toBe(429);
  });
});

describe("limitByAddress in Redis (REDIS_URL)", () => {
  const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/15";

  it("shares one count between two storefront instances", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}-${Date.now()}`;
    const a = freshModule({ REDIS_URL: url, CODE_LIMIT_PER_ADDRESS: "4" });
    const b = freshModule({ REDIS_URL: url, CODE_LIMIT_PER_ADDRESS: "4" });
    try {
      expect(await a.addressLimitsConnected()).toBe(true);
      expect(await b.addressLimitsConnected()).toBe(true);
      expect(await a.limitByAddress(from(address), "code")).toBeNull();
      expect(await b.limitByAddress(from(address), "code")).toBeNull();
      expect(await a.limitByAddress(from(address), "code")).toBeNull();
      expect(await b.limitByAddress(from(address), "code")).toBeNull();
      // the fifth, on either instance, is refused: neither instance alone has seen five
      expect((await a.limitByAddress(from(address), "code"))?.status).toBe(429);
      expect((await b.limitByAddress(from(address), "code"))?.status).toBe(429);
    } finally {
      await a.closeAddressLimits();
      await b.closeAddressLimits();
    }
  });
});
