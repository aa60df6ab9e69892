import "server-only";
import http from "node:http";
import { requestScopes, type RequestScope } from "../upstream/request-scope";
import { clientAddress } from "./client-address";
import { installOnce, patchMethod } from "./node-patch";

function addressOf(req: unknown): string | undefined {
  if (!(req instanceof http.IncomingMessage)) return undefined;
  const headers = new Headers();
  for (const name of ["x-forwarded-for", "x-real-ip"]) {
    const value = req.headers[name];
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return clientAddress(headers);
}

const INSTALLED = Symbol.for("storefront.outageResponse.installed");

/**
 * Makes a render that failed because of the upstream answer 503 + Retry-After (502 for a reply
 * we cannot read) instead of Next's 500. The App Router has no API for the status of an error
 * render (only notFound/redirect/forbidden/unauthorized), so this works one level down, on
 * Node's HTTP server, for `next start` and the standalone server alike (docs/decisions):
 *
 * - every request runs inside its own RequestScope (AsyncLocalStorage), which the upstream
 *   client fills in: the shared time budget, and the failure when a call failed;
 * - when such a request is answered 500, the status becomes the failure's and Retry-After is set.
 *
 * Nothing else changes: a page that caught the failure and rendered (200, 404, a redirect) keeps
 * its status, and a 500 without an upstream failure stays a 500. Installed once per process from
 * instrumentation.ts; the function returned undoes it (tests).
 */
export function installOutageResponses(): () => void {
  return installOnce(INSTALLED, patchServer);
}

function patchServer(): Array<() => void> {
  const scopes = new WeakMap<http.ServerResponse, RequestScope>();

  const emit = http.Server.prototype.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  const emitInScope = function emitInScope(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    const res = args[1];
    if (event !== "request" || !(res instanceof http.ServerResponse))
      return emit.call(this, event, ...args);
    const req = args[0];
    const scope: RequestScope = {
      startedAt: Date.now(),
      // read when asked: the shop's server writes the forwarded address after this hook has run
      get client() {
        return addressOf(req);
      },
    };
    scopes.set(res, scope);
    return requestScopes.run(scope, () => emit.call(this, event, ...args));
  };

  const writeHead = http.ServerResponse.prototype.writeHead;
  const writeHeadAfterOutage = function writeHeadAfterOutage(
    this: http.ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    const failure = scopes.get(this)?.failure;
    if (failure && statusCode === 500) {
      statusCode = failure.status;
      this.statusMessage = http.STATUS_CODES[statusCode] ?? "";
      if (typeof rest[0] === "string") rest[0] = this.statusMessage;
      if (failure.status === 503 && failure.retryAfter)
        this.setHeader("Retry-After", String(failure.retryAfter));
      this.setHeader("Cache-Control", "no-store");
    }
    return (
      writeHead as (
        this: http.ServerResponse,
        statusCode: number,
        ...rest: unknown[]
      ) => http.ServerResponse
    ).call(this, statusCode, ...rest);
  } as typeof writeHead;
  return [
    patchMethod(http.Server.prototype, "emit", emitInScope as typeof http.Server.prototype.emit),
    patchMethod(http.ServerResponse.prototype, "writeHead", writeHeadAfterOutage),
  ];
}
