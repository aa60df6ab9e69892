// The middleware's view of the upstream (docs/decisions/upstream-outage.md): is it answering? A
// page rendered per request needs it, and the App Router cannot give a failed render any status
// but 500 — so while the upstream is known to be down, the middleware answers those pages itself,
// 503 with Retry-After, before Next renders anything. Pure and edge-safe: the clock and fetch are
// parameters; one Gate per middleware instance (module state, as each edge isolate keeps it).
//
// How it knows: a probe of the upstream's liveness (GET /health), at most one per `intervalMs`.
// While the upstream was last seen up, a request that finds the last probe too old waits for the
// next one (bounded by `timeoutMs`), so a hung upstream is noticed by the first request after it
// hung rather than by a render that waits the whole page budget. While it was last seen down,
// requests are answered at once and the probe runs beside them.

export type GateOptions = {
  /** the upstream's base URL */
  upstream: string;
  /** how long a probe's answer stands */
  intervalMs: number;
  /** a probe that takes longer counts as down */
  timeoutMs: number;
  /** the Retry-After of an answer given while the upstream is down, seconds */
  retryAfter: number;
  now?: () => number;
  fetch?: typeof fetch;
};

export type GateAnswer = { down: false } | { down: true; retryAfter: number };

export class UpstreamGate {
  private down = false;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private probing: Promise<void> | null = null;

  constructor(private readonly options: GateOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private probe(): Promise<void> {
    this.probing ??= (async () => {
      const send = this.options.fetch ?? fetch;
      let up = false;
      try {
        const res = await send(new URL("health", `${this.options.upstream.replace(/\/$/, "")}/`), {
          cache: "no-store",
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        up = res.ok;
        await res.body?.cancel();
      } catch {
        up = false;
      }
      this.down = !up;
      this.checkedAt = this.now();
      this.probing = null;
    })();
    return this.probing;
  }

  /**
   * Whether the upstream is down now, and how long a client should wait. `background` receives
   * a probe that runs beside an answer already given (the middleware's waitUntil).
   */
  async check(background: (work: Promise<unknown>) => void): Promise<GateAnswer> {
    const stale = this.now() - this.checkedAt >= this.options.intervalMs;
    if (stale) {
      if (this.down) background(this.probe());
      else await this.probe();
    }
    return this.down
      ? { down: true, retryAfter: Math.max(1, Math.round(this.options.retryAfter)) }
      : { down: false };
  }
}
