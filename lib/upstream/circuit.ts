// The pure half of the upstream's outage handling: a per-request time budget and a circuit
// breaker. Time is a parameter (milliseconds since the epoch), so tests set the clock.

/** A request's time budget: every upstream read of one page render spends from the same one. */
export type Budget = { readonly deadline: number };

export function startBudget(now: number, totalMs: number): Budget {
  return { deadline: now + totalMs };
}

/**
 * How long the next call may wait: what is left of the budget, capped by the per-call time-out.
 * 0 means the budget is spent and the call must not start.
 */
export function callTimeout(budget: Budget, now: number, perCallMs: number): number {
  return Math.max(0, Math.min(perCallMs, budget.deadline - now));
}

/**
 * Answers that say the upstream itself is unwell: its proxy could not reach it (502), it is
 * overloaded or starting (503), or its proxy gave up waiting (504). A 500 is the upstream
 * answering one request it could not serve — often provoked by that request's own input — and
 * says nothing about the next shopper's request (docs/decisions/upstream-outage.md).
 */
export function isOutageStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

export type BreakerOptions = {
  /** consecutive failures that open the circuit */
  threshold: number;
  /** distinct clients among those failures before it opens (default 2): one client alone never opens it */
  minSources?: number;
  /** how long an open circuit refuses calls before one probe may go through */
  cooldownMs: number;
};

export type BreakerState = "closed" | "open" | "half-open";

/** May a call go to the upstream now? A refusal says when to try again. */
export type Admission = { ok: true; probe: boolean } | { ok: false; retryAfterMs: number };

/**
 * closed: calls go through; `threshold` failures in a row open the circuit.
 * open: every call is refused at once until `cooldownMs` have passed since the last failure.
 * The failures must come from at least `minSources` clients: a time-out one client's own request
 * provokes (a costly search, say) must not close the shop to everyone.
 * half-open: one call (the probe) goes through, the others are still refused; its success
 * closes the circuit, its failure opens it again. A probe that never settles frees its slot
 * after another cooldown. Any success (even of a call let through before the circuit opened)
 * closes it: the upstream answered.
 */
export class CircuitBreaker {
  private failures = 0;
  /** who the failures in a row came from; a failure of no known client counts as one of its own */
  private sources = new Set<string>();
  private openedAt: number | null = null;
  private probeSince: number | null = null;

  constructor(private readonly options: BreakerOptions) {}

  state(now: number): BreakerState {
    if (this.openedAt === null) return "closed";
    return now - this.openedAt >= this.options.cooldownMs ? "half-open" : "open";
  }

  admit(now: number): Admission {
    if (this.openedAt === null) return { ok: true, probe: false };
    const cooldownLeft = this.openedAt + this.options.cooldownMs - now;
    if (cooldownLeft > 0) return { ok: false, retryAfterMs: cooldownLeft };
    if (this.probeSince !== null && now - this.probeSince < this.options.cooldownMs) {
      return { ok: false, retryAfterMs: this.probeSince + this.options.cooldownMs - now };
    }
    this.probeSince = now;
    return { ok: true, probe: true };
  }

  success(): void {
    this.failures = 0;
    this.sources.clear();
    this.openedAt = null;
    this.probeSince = null;
  }

  /** `source`: the client whose request failed (its address); undefined when not known. */
  failure(now: number, source?: string): void {
    this.probeSince = null;
    if (this.openedAt !== null) {
      // a failed probe, or a call from before the circuit opened: wait a full cooldown again
      this.openedAt = now;
      return;
    }
    this.failures += 1;
    this.sources.add(source ?? `unknown#${this.failures}`);
    const minSources = Math.min(this.options.minSources ?? 2, this.options.threshold);
    if (this.failures >= this.options.threshold && this.sources.size >= minSources)
      this.openedAt = now;
  }

  /** Seconds a client should wait before retrying (the Retry-After header): at least 1. */
  retryAfterSeconds(now: number): number {
    const ms =
      this.openedAt === null
        ? this.options.cooldownMs
        : Math.max(0, this.openedAt + this.options.cooldownMs - now);
    return Math.max(1, Math.ceil(ms / 1000));
  }
}
