/**
 * Issue 18: a forged X-Forwarded-For does not reset the per-address sign-in limit. The shop's
 * server (scripts/shop-server.mjs) runs scripts/forwarded-for.mjs on every request before Next;
 * here the same function sits in front of the limiter on a real socket on 127.0.0.1, so the
 * address comes from the connection, as it does in the shop.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { forwardFromSocket } from "@/scripts/forwarded-for.mjs";

type RateLimitModule = typeof import("@/lib/http/rate-limit");

function freshLimits(envOverrides: Record<string, string | undefined>): RateLimitModule {
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

/** a sign-in route: our server's rewrite, then the limiter, as the route handler calls it */
async function shop(limits: RateLimitModule, rewrite: boolean) {
  const server = http.createServer((req, res) => {
    if (rewrite) forwardFromSocket(req);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    void limits
      .limitByAddress(
        new Request("http://127.0.0.1/api/auth/signin", { method: "POST", headers }),
        "signin",
      )
      .then((refused) => {
        res.writeHead(refused?.status ?? 200).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const post = async (forwardedFor?: string) =>
    (
      await fetch(`http://127.0.0.1:${port}/api/auth/signin`, {
        method: "POST",
        headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      })
    ).status;
  return { post, close: () => new Promise((resolve) => server.close(resolve)) };
}

const forged = (i: number) => `203.0.113.${i + 1}`;

it("after the limit, ten requests with ten made-up X-Forwarded-For headers are all refused (429)", async () => {
  const limits = freshLimits({
    REDIS_URL: undefined,
    SIGNIN_LIMIT_PER_ADDRESS: "3",
    TRUSTED_PROXY_HOPS: undefined,
    TRUSTED_PROXIES: undefined,
  });
  const s = await shop(limits, true);
  try {
    for (let i = 0; i < 3; i++) expect(await s.post()).toBe(200);
    expect(await s.post()).toBe(429);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push(await s.post(forged(i)));
    expect(statuses).toEqual(Array(10).fill(429));
  } finally {
    await s.close();
  }
});

it("without the server's rewrite (what `next start` does) the made-up headers got through: the check above can fail", async () => {
  const limits = freshLimits({
    REDIS_URL: undefined,
    SIGNIN_LIMIT_PER_ADDRESS: "3",
    TRUSTED_PROXY_HOPS: undefined,
    TRUSTED_PROXIES: undefined,
  });
  const s = await shop(limits, false);
  try {
    for (let i = 0; i < 3; i++) expect(await s.post("198.51.100.1")).toBe(200);
    expect(await s.post("198.51.100.1")).toBe(429);
    expect(await s.post(forged(0))).toBe(200);
  } finally {
    await s.close();
  }
});

it("behind a configured proxy (TRUSTED_PROXIES), the entry that proxy wrote is the client", async () => {
  const limits = freshLimits({
    REDIS_URL: undefined,
    SIGNIN_LIMIT_PER_ADDRESS: "2",
    TRUSTED_PROXIES: "127.0.0.1,::1",
  });
  const s = await shop(limits, true);
  try {
    expect(await s.post("198.51.100.9")).toBe(200);
    expect(await s.post("198.51.100.9")).toBe(200);
    expect(await s.post("198.51.100.9")).toBe(429);
    // another shopper behind the same proxy keeps going
    expect(await s.post("198.51.100.10")).toBe(200);
  } finally {
    await s.close();
  }
});
