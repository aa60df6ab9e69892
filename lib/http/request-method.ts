// Which request methods the shop answers, per kind of path. Pages, static files and the shop's
// own GET handlers (robots.txt, sitemap, /t/, /check, …) are read-only — the shop has no server
// actions; route handlers (/api/, /media/) get the methods a handler can export and refuse the
// rest themselves with their own Allow. Anything else — PROPFIND, PURGE… — is refused here. Two
// answers Next gives before any of this runs (docs/decisions/request-pipeline.md, measured): TRACE
// (it builds a WHATWG Request for the middleware, which refuses that method: 500), and any method
// but GET/HEAD on a public file or the build output, which the middleware does not see (Next's
// static file server: 500 with `Allow: GET, HEAD`).
// Refused by the middleware, before any route runs. Pure, edge-safe.

export const READ_ONLY_METHODS = "GET, HEAD";
/** what a route handler may export (Next answers OPTIONS itself, with the path's own Allow) */
export const HANDLER_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

const handlerMethods = new Set(HANDLER_METHODS.split(", "));

export function isHandlerPath(path: string): boolean {
  return path.startsWith("/api/") || path.startsWith("/media/");
}

/** null when the method may reach the app, else the Allow header of the 405 that refuses it. */
export function refuseMethod(method: string | undefined, path: string): string | null {
  if (isHandlerPath(path)) return method && handlerMethods.has(method) ? null : HANDLER_METHODS;
  return method === "GET" || method === "HEAD" ? null : READ_ONLY_METHODS;
}
