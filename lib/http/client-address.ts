import "server-only";
import { BlockList, isIP } from "node:net";
import { env } from "../env";

// Which address a request came from, for the per-address limits, the breaker and the upstream's
// account lock (docs/decisions/forwarded-addresses.md). The shop's own server
// (scripts/shop-server.mjs) appends the socket's peer to X-Forwarded-For and sets X-Real-IP to
// it, so the right-most entry is always the peer; entries further left are only as good as the
// proxy that wrote them, so they count only when that peer is a proxy we were told to trust.

export type ProxyTrust = {
  /** proxies in front of the shop, each appending one entry */
  hops: number;
  /** addresses or CIDR ranges of trusted proxies */
  proxies: readonly string[];
};

const fromEnv: ProxyTrust = { hops: env.TRUSTED_PROXY_HOPS, proxies: env.TRUSTED_PROXIES };

/** "::ffff:203.0.113.9" (an IPv4 client on a dual-stack socket) is 203.0.113.9. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

const blockLists = new WeakMap<readonly string[], BlockList>();
function trustedList(proxies: readonly string[]): BlockList {
  let list = blockLists.get(proxies);
  if (list) return list;
  list = new BlockList();
  for (const entry of proxies) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (!isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  blockLists.set(proxies, list);
  return list;
}

function isTrustedProxy(address: string, proxies: readonly string[]): boolean {
  const kind = isIP(address);
  if (!kind || proxies.length === 0) return false;
  return trustedList(proxies).check(address, kind === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address: with no proxy configured the right-most X-Forwarded-For entry (the
 * socket's peer, written by our server); with TRUSTED_PROXY_HOPS = n the entry n places left of
 * it; with TRUSTED_PROXIES the right-most entry that is not a trusted proxy. Falls back to
 * X-Real-IP, then one shared "unknown" bucket.
 */
export function clientAddress(headers: Headers, trust: ProxyTrust = fromEnv): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map(normaliseAddress)
    .filter(Boolean);
  let index = entries.length - 1;
  if (index >= 0) {
    index = Math.max(0, index - trust.hops);
    while (index > 0 && isTrustedProxy(entries[index]!, trust.proxies)) index -= 1;
  }
  const address = entries[index] || normaliseAddress(headers.get("x-real-ip") ?? "") || "unknown";
  return address.slice(0, 64);
}
