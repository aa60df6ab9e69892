// What the shop's own server does to every request before Next sees it (scripts/shop-server.mjs):
// the socket's peer becomes the right-most X-Forwarded-For entry and the X-Real-IP, whatever the
// client sent. `next start` keeps a client's own X-Forwarded-For and fills one only when absent,
// so the "right-most entry" would be the client's say-so. Which entries to believe is decided in
// one place, lib/http/client-address.ts (TRUSTED_PROXY_HOPS / TRUSTED_PROXIES); this only makes
// sure the right-most one is the socket's. docs/decisions/forwarded-addresses.md

/** @param {import("node:http").IncomingMessage} req */
export function forwardFromSocket(req) {
  const peer = req.socket.remoteAddress ?? "unknown";
  const sent = req.headers["x-forwarded-for"];
  const earlier = (Array.isArray(sent) ? sent.join(", ") : (sent ?? "")).trim();
  req.headers["x-forwarded-for"] = earlier ? `${earlier}, ${peer}` : peer;
  req.headers["x-real-ip"] = peer;
}
