/** @jest-environment node */
import { clientAddress, type ProxyTrust } from "@/lib/http/client-address";

// Issue 18: which X-Forwarded-For entry is the client. The shop's server (scripts/shop-server.mjs)
// always appends the socket's peer, so the right-most entry is the peer; further left only what a
// trusted proxy wrote counts (docs/decisions/forwarded-addresses.md).

const NONE: ProxyTrust = { hops: 0, proxies: [] };
const ONE_HOP: ProxyTrust = { hops: 1, proxies: [] };
const TWO_HOPS: ProxyTrust = { hops: 2, proxies: [] };
const LIST: ProxyTrust = { hops: 0, proxies: ["10.0.0.0/8", "192.0.2.1", "2001:db8::/32"] };

it.each<[string, Record<string, string>, ProxyTrust, string]>([
  // no proxy configured: the socket's peer, whatever the client wrote to the left of it
  ["no proxy: the peer", { "x-forwarded-for": "203.0.113.9" }, NONE, "203.0.113.9"],
  [
    "no proxy: a forged entry is ignored",
    { "x-forwarded-for": "1.2.3.4, 198.51.100.7" },
    NONE,
    "198.51.100.7",
  ],
  [
    "no proxy: a forged list is ignored",
    { "x-forwarded-for": "1.1.1.1, 2.2.2.2, 198.51.100.7" },
    NONE,
    "198.51.100.7",
  ],
  [
    "an IPv4 peer on a dual-stack socket",
    { "x-forwarded-for": "::ffff:198.51.100.7" },
    NONE,
    "198.51.100.7",
  ],
  // one proxy appends the client, our server appends the proxy
  [
    "one hop: the entry the proxy wrote",
    { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.1.2.3" },
    ONE_HOP,
    "203.0.113.9",
  ],
  [
    "one hop, nothing forged",
    { "x-forwarded-for": "203.0.113.9, 10.1.2.3" },
    ONE_HOP,
    "203.0.113.9",
  ],
  [
    "two hops",
    { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.9.9.9, 10.1.2.3" },
    TWO_HOPS,
    "203.0.113.9",
  ],
  [
    "more hops than entries: the left-most",
    { "x-forwarded-for": "10.1.2.3" },
    TWO_HOPS,
    "10.1.2.3",
  ],
  // a list: skip trusted proxies from the right
  [
    "list: the first untrusted from the right",
    { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.9.9.9, 192.0.2.1" },
    LIST,
    "203.0.113.9",
  ],
  [
    "list: a peer that is no proxy is the client",
    { "x-forwarded-for": "6.6.6.6, 198.51.100.7" },
    LIST,
    "198.51.100.7",
  ],
  [
    "list: IPv6 range",
    { "x-forwarded-for": "2001:db8:ffff::1, 2001:db8::10" },
    { hops: 0, proxies: ["2001:db8::10"] },
    "2001:db8:ffff::1",
  ],
  [
    "list: junk left of a proxy is taken as it is, never as a proxy",
    { "x-forwarded-for": "not-an-ip, 10.0.0.1" },
    LIST,
    "not-an-ip",
  ],
  ["X-Real-IP when there is no X-Forwarded-For", { "x-real-ip": "192.0.2.5" }, NONE, "192.0.2.5"],
  ["nothing: one shared bucket", {}, NONE, "unknown"],
])("%s", (_name, headers, trust, expected) => {
  expect(clientAddress(new Headers(headers), trust)).toBe(expected);
});

it("never longer than 64 characters (a bucket key)", () => {
  expect(clientAddress(new Headers({ "x-forwarded-for": "x".repeat(500) }), NONE)).toHaveLength(64);
});
