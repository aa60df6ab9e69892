/** @jest-environment node */
import {
  addressBytes,
  CLIENT_ADDRESS_HEADER,
  forwardedClient,
  inRange,
  requestClientAddress,
  type ProxyTrust,
} from "@/lib/http/client-address";

// Which X-Forwarded-For entry is the client (docs/decisions/forwarded-addresses.md). The middleware
// decides from the proxies it was told to trust; Next's server adds nothing before it runs, so the
// right-most entry is the one the nearest proxy wrote.

const NONE: ProxyTrust = { hops: 0, proxies: [] };
const ONE_HOP: ProxyTrust = { hops: 1, proxies: [] };
const TWO_HOPS: ProxyTrust = { hops: 2, proxies: [] };
const LIST: ProxyTrust = { hops: 0, proxies: ["10.0.0.0/8", "192.0.2.1", "2001:db8::/32"] };

it.each<[string, string | null, ProxyTrust, string | null]>([
  // nothing configured: no entry is believed, whatever the client wrote
  ["no proxy: a client's own header is not believed", "203.0.113.9", NONE, null],
  ["no proxy: nor a list", "1.2.3.4, 198.51.100.7", NONE, null],
  // one proxy: it appended (or, like the cluster's nginx, wrote) the client
  ["one hop: the entry the proxy wrote", "6.6.6.6, 203.0.113.9", ONE_HOP, "203.0.113.9"],
  ["one hop that overwrites the header", "203.0.113.9", ONE_HOP, "203.0.113.9"],
  ["an IPv4 client on a dual-stack proxy", "::ffff:198.51.100.7", ONE_HOP, "198.51.100.7"],
  // two proxies: the far one appended the client, the near one the far one
  ["two hops", "6.6.6.6, 203.0.113.9, 10.9.9.9", TWO_HOPS, "203.0.113.9"],
  ["two hops, but one entry: not through both proxies", "10.1.2.3", TWO_HOPS, null],
  ["one hop, no header: not through the proxy", null, ONE_HOP, null],
  // a list: skip trusted proxies from the right
  [
    "list: the first untrusted from the right",
    "6.6.6.6, 203.0.113.9, 10.9.9.9, 192.0.2.1",
    LIST,
    "203.0.113.9",
  ],
  ["list: the right-most when it is no proxy", "6.6.6.6, 198.51.100.7", LIST, "198.51.100.7"],
  [
    "list: IPv6 range",
    "2001:db8:ffff::1, 2001:db8::10",
    { hops: 0, proxies: ["2001:db8::10"] },
    "2001:db8:ffff::1",
  ],
  ["list: junk left of a proxy is taken as it is", "not-an-ip, 10.0.0.1", LIST, "not-an-ip"],
  ["list: all proxies: the left-most", "10.0.0.2, 10.0.0.1", LIST, "10.0.0.2"],
  [
    "hops and a list: the hop, then proxies skipped",
    "203.0.113.9, 10.0.0.5, 6.6.6.6",
    { hops: 1, proxies: ["6.6.6.6", "10.0.0.0/8"] },
    "203.0.113.9",
  ],
  ["overlong entries are cut", `${"a".repeat(100)}`, ONE_HOP, "a".repeat(64)],
])("%s", (_what, header, trust, expected) => {
  const headers = new Headers(header === null ? {} : { "x-forwarded-for": header });
  expect(forwardedClient(headers, trust)).toBe(expected);
});

it.each<[string, Record<string, string>, string | null]>([
  [
    "the platform's header is the client",
    { "cf-connecting-ip": "203.0.113.9", "x-forwarded-for": "6.6.6.6" },
    "203.0.113.9",
  ],
  [
    "an IPv4 client on a dual-stack edge",
    { "cf-connecting-ip": "::ffff:203.0.113.9" },
    "203.0.113.9",
  ],
  [
    "without it: nothing believed, X-Forwarded-For is not read",
    { "x-forwarded-for": "6.6.6.6" },
    null,
  ],
  ["a list in it is not one platform's answer", { "cf-connecting-ip": "1.1.1.1, 2.2.2.2" }, null],
])("a platform's own header (TRUSTED_CLIENT_IP_HEADER): %s", (_what, headers, expected) => {
  expect(
    forwardedClient(new Headers(headers), { hops: 1, proxies: [], header: "cf-connecting-ip" }),
  ).toBe(expected);
});

it.each<[string, string, boolean]>([
  ["10.1.2.3", "10.0.0.0/8", true],
  ["11.1.2.3", "10.0.0.0/8", false],
  ["192.0.2.1", "192.0.2.1", true],
  ["192.0.2.2", "192.0.2.1", false],
  ["::ffff:10.0.0.1", "10.0.0.0/8", true],
  ["2001:db8::1", "2001:db8::/32", true],
  ["2001:db9::1", "2001:db8::/32", false],
  ["::1", "::1", true],
  ["10.0.0.1", "::1", false],
  ["198.51.100.7", "198.51.100.0/25", true],
  ["198.51.100.200", "198.51.100.0/25", false],
  ["not-an-ip", "10.0.0.0/8", false],
  ["10.0.0.1", "10.0.0.0/33", false],
])("%s in %s: %s", (address, range, inside) => {
  expect(inRange(address, range)).toBe(inside);
});

it.each<[string, number[] | null]>([
  ["127.0.0.1", [127, 0, 0, 1]],
  ["256.0.0.1", null],
  ["::1", [...Array(15).fill(0), 1]],
  [
    "2001:db8::ff00:42:8329",
    [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0xff, 0, 0, 0x42, 0x83, 0x29],
  ],
  ["::ffff:192.0.2.1", [...Array(10).fill(0), 0xff, 0xff, 192, 0, 2, 1]],
  ["1::2::3", null],
  ["12345::", null],
  ["hello", null],
])("the bytes of %s", (address, bytes) => {
  expect(addressBytes(address)).toEqual(bytes);
});

it.each<[string, Record<string, string>, string]>([
  [
    "the middleware's decision",
    { [CLIENT_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "6.6.6.6" },
    "203.0.113.9",
  ],
  ["else the socket's peer Next wrote", { "x-forwarded-for": "::ffff:127.0.0.1" }, "127.0.0.1"],
  ["else one shared bucket", {}, "unknown"],
])("a route handler reads %s", (_what, headers, expected) => {
  expect(requestClientAddress(new Headers(headers))).toBe(expected);
});
