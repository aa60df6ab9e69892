// Whose address a request comes from, for the sign-in lock (docs/decisions/account-lock.md).
// Shoppers reach the upstream through the storefront, so the socket's peer is the storefront
// itself; the storefront says the shopper's address in x-shopper-address, and that header counts
// only with the token both were configured with (SHOPPER_ADDRESS_TOKEN) — anyone else calling the
// upstream directly is known by their socket.
import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

const SHOPPER_ADDRESS_HEADER = "x-shopper-address";
const SHOPPER_ADDRESS_TOKEN_HEADER = "x-shopper-address-token";

// an IPv4/IPv6 address, or the storefront's one "unknown" bucket
const ADDRESS = /^(?:[0-9a-f.:]{2,45}|unknown)$/i;

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // not served by @hono/node-server (tests call app.request): no socket to read
    return "unknown";
  }
}

export function shopperAddress(c: Context, token: string | null): string {
  const said = c.req.header(SHOPPER_ADDRESS_HEADER)?.trim();
  if (
    token &&
    said &&
    ADDRESS.test(said) &&
    sameToken(c.req.header(SHOPPER_ADDRESS_TOKEN_HEADER), token)
  )
    return said.toLowerCase();
  return socketAddress(c).slice(0, 64);
}
