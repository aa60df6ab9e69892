// Which address a request came from, for the per-address limits, the breaker and the upstream's
// account lock (docs/decisions/forwarded-addresses.md). Pure and edge-safe: middleware.ts decides
// once per request, from the proxies it was told to trust, and hands the answer on in
// CLIENT_ADDRESS_HEADER; route handlers read it back with requestClientAddress.
//
// Every proxy in front of the shop that writes X-Forwarded-For appends the address of whoever
// connected to it (or, like the cluster's nginx, overwrites the header with it). Next's own server
// appends nothing (it writes the socket's peer only into a request that has no such header), so
// the right-most entry is the one the nearest proxy wrote, and the client is TRUSTED_PROXY_HOPS
// entries from the right (1: the right-most). With TRUSTED_PROXIES the client is the right-most
// entry that is not one of those proxies; with TRUSTED_CLIENT_IP_HEADER, the one header a platform
// writes with the client alone (Cloudflare's CF-Connecting-IP). Either way the storefront must be
// reachable only through those proxies: the header is then theirs.
// With neither configured no entry is believed: the middleware drops the header, and Next's Node
// server fills it with the socket's peer (`x-forwarded-for ??= socket.remoteAddress`), which is the
// client when nothing stands in front.

/** request header the middleware writes with the client's address (and drops when a client sent it) */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

export type ProxyTrust = {
  /** proxies in front of the shop that write X-Forwarded-For */
  hops: number;
  /** addresses or CIDR ranges of trusted proxies */
  proxies: readonly string[];
  /** a header the platform in front always writes with the client's address alone (`cf-connecting-ip`) */
  header?: string;
};

/** "::ffff:203.0.113.9" (an IPv4 client on a dual-stack socket) is 203.0.113.9. */
function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

/** The address as 4 or 16 bytes, or null when it is no IP address. */
export function addressBytes(address: string): number[] | null {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    return bytes.every((b) => b <= 255) ? bytes : null;
  }
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(":")) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    for (const group of part.split(":")) {
      if (group.includes(".")) {
        const tail = addressBytes(group);
        if (!tail || tail.length !== 4) return null;
        out.push((tail[0]! << 8) | tail[1]!, (tail[2]! << 8) | tail[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(group)) out.push(parseInt(group, 16));
      else return null;
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const words = [...head, ...Array<number>(missing).fill(0), ...tail];
  return words.flatMap((w) => [w >> 8, w & 255]);
}

/** Whether `address` is `entry` (an address) or inside it (a CIDR range). */
export function inRange(address: string, entry: string): boolean {
  const [base = "", prefixText] = entry.split("/");
  const target = addressBytes(normaliseAddress(address));
  const range = addressBytes(normaliseAddress(base));
  if (!target || !range || target.length !== range.length) return false;
  const prefix = prefixText === undefined ? target.length * 8 : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > target.length * 8) return false;
  for (let bit = 0; bit < prefix; bit += 8) {
    const mask = prefix - bit >= 8 ? 0xff : (0xff << (8 - (prefix - bit))) & 0xff;
    if ((target[bit / 8]! & mask) !== (range[bit / 8]! & mask)) return false;
  }
  return true;
}

/**
 * The client's address as the trusted proxies wrote it (the platform's own header when one is
 * configured, else X-Forwarded-For), or null when no proxy is configured or the header lacks what
 * they write (the request did not come through them). Bounded to 64 characters.
 */
export function forwardedClient(headers: Headers, trust: ProxyTrust): string | null {
  if (trust.header) {
    const address = normaliseAddress(headers.get(trust.header) ?? "");
    return address && !address.includes(",") ? address.slice(0, 64) : null;
  }
  const forwardedFor = headers.get("x-forwarded-for");
  if (trust.hops === 0 && trust.proxies.length === 0) return null;
  const entries = (forwardedFor ?? "").split(",").map(normaliseAddress).filter(Boolean);
  let index = entries.length - Math.max(1, trust.hops);
  if (index < 0) return null;
  if (trust.proxies.length > 0)
    while (index > 0 && trust.proxies.some((p) => inRange(entries[index]!, p))) index -= 1;
  return entries[index]!.slice(0, 64);
}

/**
 * The address the middleware decided (CLIENT_ADDRESS_HEADER); without one, the right-most
 * X-Forwarded-For entry, which the middleware left only when Next's server wrote it from the
 * socket; else one shared "unknown" bucket. For route handlers and server code behind the
 * middleware.
 */
export function requestClientAddress(headers: Headers): string {
  const decided = headers.get(CLIENT_ADDRESS_HEADER);
  if (decided) return normaliseAddress(decided).slice(0, 64);
  const socket = (headers.get("x-forwarded-for") ?? "").split(",").pop()?.trim();
  return socket ? normaliseAddress(socket).slice(0, 64) : "unknown";
}
