import { contentSecurityPolicy } from "./csp";

// The security headers every response carries — pages, route handlers, static files and the
// answers Next.js makes itself (404, 500, 308, 405). The Node hook (lib/http/server-hooks.ts)
// sets each one a response does not already have, so one list serves all of them. Pure.

const TWO_YEARS = 60 * 60 * 24 * 365 * 2;

export function securityHeaders({ production }: { production: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy({ production }),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "SAMEORIGIN",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
    "cross-origin-opener-policy": "same-origin",
  };
  // production runs behind TLS; a browser ignores the header on plain http anyway
  if (production) headers["strict-transport-security"] = `max-age=${TWO_YEARS}; includeSubDomains`;
  return headers;
}
