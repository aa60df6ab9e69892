import "server-only";
import http from "node:http";
import { env } from "../env";
import { installOnce, patchMethod } from "./node-patch";
import { CSP_HASHES_HEADER, withoutNonce, withScriptHashes } from "./csp";
import { refuseMethod } from "./request-method";
import { rejectRequestTarget } from "./request-target";
import { securityHeaders } from "./security-headers";
import { isHtml, publicCacheControl, SHARED_CACHE_HEADER, withSharedVary } from "./shared-cache";

const INSTALLED = Symbol.for("storefront.serverHooks.installed");
const ignore = () => {};

/**
 * What every response of this server gets, whoever makes it — our pages and route handlers, and
 * the answers Next.js makes itself (its 404/500 shells, 308 trailing-slash redirects, 405s,
 * static files), which neither middleware nor `headers()` in next.config reach in every case:
 *
 * - a request target Next cannot decode (lib/http/request-target.ts) is answered 400 (414 when
 *   overlong) here, before Next parses it into a 500;
 * - a method the path does not take (lib/http/request-method.ts: TRACE anywhere, POST on a static
 *   file) is answered 405 here, where Next would answer 500;
 * - every response gets the security headers it lacks (lib/http/security-headers.ts), and loses
 *   the middleware's internal ones (x-middleware-rewrite);
 * - a page served from the page cache carries the hashes of its inline scripts (computed when it
 *   was stored, lib/cache/page-cache-policy.ts): they join the policy's script-src here;
 * - such a page, answered 200 without a Set-Cookie to a request the middleware marked shareable
 *   (lib/http/shared-cache.ts: a catalogue path, no preference or session cookie), becomes public
 *   for shared caches (`s-maxage`, CDN_MAX_AGE) with a policy of hashes and no nonce — the same
 *   copy is served to many; everything else stays private with its nonce.
 *
 * Node's HTTP server, one level below Next (like lib/http/outage-response.ts, and for the same
 * reason: Next has no API for it); `next start` and the standalone server both run on it.
 * Installed once per process from instrumentation.ts; the function returned undoes it (tests).
 */
export function installServerHooks(): () => void {
  return installOnce(INSTALLED, patchServer);
}

function patchServer(): Array<() => void> {
  const defaults = Object.entries(securityHeaders({ production: env.SHOP_STAGE === "production" }));
  const sharedCacheControl =
    env.CDN_MAX_AGE > 0
      ? publicCacheControl({
          sMaxAge: env.CDN_MAX_AGE,
          staleWhileRevalidate: env.CDN_STALE_WHILE_REVALIDATE,
          staleIfError: env.CDN_STALE_IF_ERROR,
        })
      : null;

  const emit = http.Server.prototype.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  const emitGuarded = function emitGuarded(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    const [req, res] = args;
    if (
      event === "request" &&
      req instanceof http.IncomingMessage &&
      res instanceof http.ServerResponse
    ) {
      // a client that hangs up mid-body ("aborted") is no error of ours: without a listener Node
      // raises it as an uncaught exception; whoever reads the body still gets it
      req.on("error", ignore);
      const refused = rejectRequestTarget(req.url);
      if (refused) {
        res.writeHead(refused, {
          "content-type": "text/plain; charset=utf-8",
          "cache-control": "no-store",
        });
        res.end(http.STATUS_CODES[refused]);
        return true;
      }
      const allow = refuseMethod(req.method, (req.url ?? "/").split("?", 1)[0]!);
      if (allow) {
        res.writeHead(405, {
          allow,
          "content-type": "text/plain; charset=utf-8",
          "cache-control": "no-store",
        });
        res.end(http.STATUS_CODES[405]);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  };

  const writeHead = http.ServerResponse.prototype.writeHead as (
    this: http.ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) => http.ServerResponse;
  const writeHeadSecured = function writeHeadSecured(
    this: http.ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    // headers passed to writeHead itself join the ones set before, so "is it there?" sees them all
    const last = rest[rest.length - 1];
    if (last && typeof last === "object" && !Array.isArray(last)) {
      for (const [name, value] of Object.entries(last as http.OutgoingHttpHeaders))
        if (value !== undefined) this.setHeader(name, value);
      rest = rest.slice(0, -1);
    }
    for (const [name, value] of defaults) if (!this.hasHeader(name)) this.setHeader(name, value);
    // Next passes the middleware's internal headers on to the client — x-middleware-rewrite names
    // the internal /[brand]/[locale]/[currency]/… path; the App Router reads none of them
    for (const name of this.getHeaderNames())
      if (name.startsWith("x-middleware-")) this.removeHeader(name);
    // a page's redirect() reaches here with its Location twice (Next replays the render's headers
    // onto a response that has them already); Node's fetch refuses a doubled Location
    const location = this.getHeader("location");
    const target = Array.isArray(location) ? location[0]! : location;
    // a permanent redirect to a page's canonical URL (a wrong slug on a cached product page, which
    // cannot read its query) keeps the request's query: a shared link's utm_* survive the one hop
    if (target !== undefined)
      this.setHeader(
        "location",
        statusCode === 308 ? withRequestQuery(String(target), this.req?.url) : target,
      );
    const shareable = this.hasHeader(SHARED_CACHE_HEADER);
    this.removeHeader(SHARED_CACHE_HEADER);
    const hashes = this.getHeader(CSP_HASHES_HEADER);
    if (hashes !== undefined) {
      const policy = withScriptHashes(
        String(this.getHeader("content-security-policy")),
        String(hashes),
      );
      this.removeHeader(CSP_HASHES_HEADER);
      // a page from the page cache (it has hashes) for a shareable request: one copy for many
      if (
        shareable &&
        sharedCacheControl &&
        statusCode === 200 &&
        !this.hasHeader("set-cookie") &&
        isHtml(this.getHeader("content-type")) &&
        this.hasHeader("content-security-policy")
      ) {
        this.setHeader("content-security-policy", withoutNonce(policy));
        this.setHeader("cache-control", sharedCacheControl);
        const vary = this.getHeader("vary");
        this.setHeader(
          "vary",
          withSharedVary(Array.isArray(vary) ? vary.join(", ") : vary?.toString()),
        );
      } else this.setHeader("content-security-policy", policy);
    }
    return writeHead.call(this, statusCode, ...rest);
  } as typeof http.ServerResponse.prototype.writeHead;
  return [
    patchMethod(http.Server.prototype, "emit", emitGuarded as typeof http.Server.prototype.emit),
    patchMethod(http.ServerResponse.prototype, "writeHead", writeHeadSecured),
  ];
}

/** `location` with the query of `requestUrl` when it names none of its own (a relative or absolute URL). */
export function withRequestQuery(location: string, requestUrl: string | undefined): string {
  const query = requestUrl?.includes("?") ? requestUrl.slice(requestUrl.indexOf("?")) : "";
  if (query.length <= 1 || location.includes("?")) return location;
  const hash = location.indexOf("#");
  return hash === -1 ? location + query : location.slice(0, hash) + query + location.slice(hash);
}
