import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Budget } from "./circuit";

/**
 * What one HTTP request learns about the upstream while it is served: the time budget its
 * upstream reads share, whether a read failed (so the response becomes 503 + Retry-After,
 * see lib/http/outage-response.ts), and whether the page it renders may be stored in the page
 * cache. One scope per request, opened by that hook.
 */
export type RequestScope = {
  /** when the request arrived: its budget counts from here */
  startedAt: number;
  /** the client's address (lib/http/client-address.ts): the breaker opens only on failures of several clients */
  client?: string;
  budget?: Budget;
  failure?: { status: 502 | 503; retryAfter?: number };
  /** this response must not be stored in the page cache (lib/cache/page-cache-policy.ts) */
  noStore?: boolean;
};

// One instance per process: the hook (instrumentation) and the pages live in different bundles.
const KEY = Symbol.for("storefront.upstream.requestScope");
type Holder = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestScope> };

export const requestScopes: AsyncLocalStorage<RequestScope> = ((globalThis as Holder)[KEY] ??=
  new AsyncLocalStorage<RequestScope>());

/** The current request's scope; undefined outside a request (build, tests) or without the hook. */
export function requestScope(): RequestScope | undefined {
  return requestScopes.getStore();
}

/** Remember that this request's upstream failed; a 503 outranks a 502 (bad reply). */
export function recordFailure(status: 502 | 503, retryAfter?: number): void {
  const scope = requestScope();
  if (!scope) return;
  if (scope.failure?.status === 503 && status === 502) return;
  scope.failure = { status, retryAfter: retryAfter ?? scope.failure?.retryAfter };
}
