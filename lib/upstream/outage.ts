import "server-only";
import { env } from "../env";
import { storefrontMetrics } from "../metrics/registry";
import { callTimeout, CircuitBreaker, isOutageStatus, startBudget } from "./circuit";
import { UNAVAILABLE, UpstreamError } from "./errors";
import { requestScope } from "./request-scope";

// The process-wide half of the outage handling (lib/upstream/circuit.ts is the pure half):
// one circuit breaker per server process, one time budget per request.

const KEY = Symbol.for("storefront.upstream.breaker");
type Holder = typeof globalThis & { [KEY]?: CircuitBreaker };

/** One per process, whichever server bundle loads this module first. */
export const breaker: CircuitBreaker = ((globalThis as Holder)[KEY] ??= new CircuitBreaker({
  threshold: env.UPSTREAM_BREAKER_THRESHOLD,
  cooldownMs: env.UPSTREAM_BREAKER_COOLDOWN_MS,
}));
storefrontMetrics().watchBreaker(() => breaker.state(Date.now()));

/** read: shares the request's budget; write: its own per-call time-out (never cut short by a page budget). */
export type CallKind = "read" | "write";

function allowance(kind: CallKind, now: number): number {
  if (kind === "write") return env.UPSTREAM_TIMEOUT_MS;
  // counted from the request's arrival (lib/upstream/request-scope.ts)
  const scope = requestScope();
  const budget = (scope.budget ??= startBudget(scope.startedAt, env.UPSTREAM_BUDGET_MS));
  return callTimeout(budget, now, env.UPSTREAM_TIMEOUT_MS);
}

/** The upstream is down, hung or failing: 503 with Retry-After. */
export function outageError(
  message: string,
  options: { cause?: unknown; retryAfter?: number } = {},
): UpstreamError {
  const retryAfter = options.retryAfter ?? breaker.retryAfterSeconds(Date.now());
  return new UpstreamError(UNAVAILABLE, message, { status: 503, retryAfter, cause: options.cause });
}

/** The upstream answered something we cannot read: 502, not worth an immediate retry. */
export function badReplyError(message: string, cause?: unknown): UpstreamError {
  return new UpstreamError(UNAVAILABLE, message, { status: 502, retryable: false, cause });
}

/**
 * Sends one call to the upstream if the circuit lets it and the request's budget has time left,
 * with `send(ms)` bound to finish within `ms`. Only the upstream being unwell counts as a failure:
 * a network error, a time-out, or 502/503/504. Any other answer — a 500 included, which one
 * request's own input can provoke — is the upstream being there (docs/decisions/upstream-outage.md).
 * The probe of a half-open circuit gets no more than a page's budget, writes included: the
 * upstream was just down, and a shopper should not wait a whole write time-out to learn it still is.
 */
export async function guardedCall(
  label: string,
  kind: CallKind,
  send: (timeoutMs: number) => Promise<Response>,
): Promise<Response> {
  const now = Date.now();
  const metrics = storefrontMetrics();
  let ms = allowance(kind, now);
  if (ms <= 0) {
    metrics.upstreamError(label, "budget_spent");
    throw outageError(`upstream ${label}: the request's time budget is spent`);
  }
  const admission = breaker.admit(now);
  if (!admission.ok) {
    metrics.upstreamError(label, "circuit_open");
    throw outageError(`upstream ${label}: circuit open`, {
      retryAfter: Math.max(1, Math.ceil(admission.retryAfterMs / 1000)),
    });
  }
  if (admission.probe) ms = Math.min(ms, env.UPSTREAM_BUDGET_MS);
  const client = requestScope().client;
  const started = performance.now();
  let response: Response;
  try {
    response = await send(ms);
  } catch (cause) {
    breaker.failure(Date.now(), client);
    metrics.upstreamCall(label, "outage", (performance.now() - started) / 1000);
    metrics.upstreamError(label, "unreachable");
    throw outageError(`upstream ${label} unreachable`, { cause });
  }
  const outage = isOutageStatus(response.status);
  if (outage) {
    breaker.failure(Date.now(), client);
  } else {
    breaker.success();
  }
  metrics.upstreamCall(label, outage ? "outage" : "ok", (performance.now() - started) / 1000);
  if (response.status >= 500) metrics.upstreamError(label, "status_5xx");
  return response;
}
