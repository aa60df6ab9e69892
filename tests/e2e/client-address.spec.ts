import { expect, test } from "@playwright/test";
import { needsOwnStorefronts } from "./support/servers";
import { UPSTREAM } from "./support/shop";
import { startStorefront, stopStorefront, type Instance } from "./support/storefront-instance";

// Whose address a request is (docs/decisions/forwarded-addresses.md), on the real server
// (E2E_SERVER): with no proxy configured a client's own X-Forwarded-For is not believed — the
// middleware drops it and Next's server gives the socket's peer — so ten made-up headers do not
// reset the per-address sign-in limit; with the one proxy in front configured
// (TRUSTED_PROXY_HOPS=1) the entry it writes is the client, and two clients are two buckets.

const PORT = Number(process.env.E2E_ADDRESS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 45);
const LIMIT = 3;

let shop: Instance | undefined;
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.afterEach(() => stopStorefront(shop));

async function signIn(base: string, forwardedFor?: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: {
      origin: base,
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ identity_type: 1, username: "nobody@example.com", password: "wrong-1" }),
  });
  return res.status;
}

test("no proxy configured: made-up X-Forwarded-For headers do not reset the per-address limit", async () => {
  needsOwnStorefronts();
  shop = await startStorefront(PORT, {
    UPSTREAM_URL: UPSTREAM,
    TRUSTED_PROXY_HOPS: "0",
    SIGNIN_LIMIT_PER_ADDRESS: String(LIMIT),
  });
  for (let i = 0; i < LIMIT; i++) expect(await signIn(shop.base)).not.toBe(429);
  expect(await signIn(shop.base)).toBe(429);
  const forged: number[] = [];
  for (let i = 0; i < 10; i++) forged.push(await signIn(shop.base, `203.0.113.${i + 1}`));
  expect(forged).toEqual(Array(10).fill(429));
});

test("one proxy configured: the entry it writes is the client, two clients two limits", async () => {
  needsOwnStorefronts();
  shop = await startStorefront(PORT, {
    UPSTREAM_URL: UPSTREAM,
    TRUSTED_PROXY_HOPS: "1",
    SIGNIN_LIMIT_PER_ADDRESS: String(LIMIT),
  });
  // what a proxy writes for its client (a client's own entries to the left count for nothing)
  const first = "198.51.100.20";
  for (let i = 0; i < LIMIT; i++)
    expect(await signIn(shop.base, `6.6.6.${i}, ${first}`)).not.toBe(429);
  expect(await signIn(shop.base, `7.7.7.7, ${first}`)).toBe(429);
  expect(await signIn(shop.base, "198.51.100.21")).not.toBe(429);
});
