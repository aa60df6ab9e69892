import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { cache as perRender } from "react";
import type { Budget } from "./circuit";

/**
 * What one request learns about the upstream while it is served: the time budget its upstream
 * reads share (docs/decisions/upstream-outage.md) and, where known, the client's address (the
 * breaker opens only on failures of several clients).
 *
 * Route handlers open a scope themselves (withRequestScope, which lib/http/bff.ts does for every
 * BFF route); a page render gets one per render (React's per-request cache), started at its first
 * upstream read. Outside both (a build, a background job) every call gets a fresh scope, so each
 * read has a budget of its own.
 */
export type RequestScope = {
  /** when the request arrived: its budget counts from here */
  startedAt: number;
  /** the client's address (lib/http/client-address.ts); unknown in a page render */
  client?: string;
  budget?: Budget;
};

// One instance per process: route handlers and pages live in different bundles.
const KEY = Symbol.for("storefront.upstream.requestScope");
type Holder = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestScope> };

const handlerScopes: AsyncLocalStorage<RequestScope> = ((globalThis as Holder)[KEY] ??=
  new AsyncLocalStorage<RequestScope>());

const renderScope = perRender((): RequestScope => ({ startedAt: Date.now() }));

/** Runs a route handler's work in a scope of its own. */
export function withRequestScope<T>(scope: RequestScope, work: () => T): T {
  return handlerScopes.run(scope, work);
}

/** The current request's scope: the route handler's, else the page render's. */
export function requestScope(): RequestScope {
  return handlerScopes.getStore() ?? renderScope();
}
