/** @jest-environment node */
import { env } from "@/lib/env";
import { breaker, guardedCall } from "@/lib/upstream/outage";
import { UpstreamError } from "@/lib/upstream/errors";
import { withRequestScope, type RequestScope } from "@/lib/upstream/request-scope";

// How one upstream call spends the request's budget and feeds the circuit (defaults:
// 3 s budget, 8 s per call, circuit opens after 5 failures in a row for 10 s). Fake clock.

const T0 = Date.parse("2026-01-01T00:00:00Z");
const ok = (status = 200) => new Response("{}", { status });

function inScope<T>(scope: RequestScope, run: () => Promise<T>): Promise<T> {
  return withRequestScope(scope, run);
}

async function failure(call: Promise<unknown>): Promise<UpstreamError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof UpstreamError))
    throw new Error(`expected an UpstreamError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  breaker.success();
});
afterEach(() => jest.useRealTimers());

it("uses the defaults this test assumes", () => {
  expect([
    env.UPSTREAM_BUDGET_MS,
    env.UPSTREAM_TIMEOUT_MS,
    env.UPSTREAM_BREAKER_THRESHOLD,
    env.UPSTREAM_BREAKER_COOLDOWN_MS,
  ]).toEqual([3000, 8000, 5, 10000]);
});

it.each([
  // ms since the request arrived, kind, allowance the call gets
  [0, "read", 3000],
  [1000, "read", 2000],
  [2500, "read", 500],
  [2500, "write", 8000], // a write is never cut short by the page budget
])("at %i ms a %s gets %i ms", async (elapsed, kind, allowance) => {
  const scope: RequestScope = { startedAt: T0 };
  jest.setSystemTime(T0 + elapsed);
  const send = jest.fn(async (ms: number) => (expect(ms).toBe(allowance), ok()));
  await inScope(scope, () => guardedCall("x", kind as "read" | "write", send));
  expect(send).toHaveBeenCalledTimes(1);
});

it("reads share one budget: a spent budget fails the next read at once with 503", async () => {
  const scope: RequestScope = { startedAt: T0 };
  await inScope(scope, async () => {
    await guardedCall("a", "read", async () => (jest.setSystemTime(T0 + 3000), ok()));
    const send = jest.fn(async () => ok());
    const error = await failure(guardedCall("b", "read", send));
    expect(send).not.toHaveBeenCalled();
    expect([error.status, error.errorKey, error.retryAfter]).toEqual([503, "unavailable", 10]);
  });
});

it.each([
  ["a network error or time-out", async () => Promise.reject(new Error("timed out"))],
  ["a 5xx answer", async () => ok(503)],
])(
  "%s counts as a failure; after five in a row calls fail fast until the cooldown",
  async (_name, send) => {
    for (let i = 0; i < 5; i++) await guardedCall("x", "read", send).catch(() => undefined);
    expect(breaker.state(Date.now())).toBe("open");
    const next = jest.fn(async () => ok());
    const scope: RequestScope = { startedAt: Date.now() };
    jest.advanceTimersByTime(4000);
    const error = await inScope(scope, () => failure(guardedCall("y", "read", next)));
    expect(next).not.toHaveBeenCalled();
    expect([error.status, error.retryAfter]).toEqual([503, 6]);
    // the cooldown is over: one probe goes through and its success closes the circuit
    jest.advanceTimersByTime(6000);
    await guardedCall("z", "read", next);
    expect(next).toHaveBeenCalledTimes(1);
    expect(breaker.state(Date.now())).toBe("closed");
  },
);

it("an answer below 500 (a §8 refusal included) is the upstream being there: it resets the count", async () => {
  const down = async () => Promise.reject(new Error("refused"));
  for (let i = 0; i < 4; i++) await guardedCall("x", "read", down).catch(() => undefined);
  await guardedCall("x", "read", async () => ok(404));
  for (let i = 0; i < 4; i++) await guardedCall("x", "read", down).catch(() => undefined);
  expect(breaker.state(Date.now())).toBe("closed");
});

describe("nothing one stranger does opens the circuit", () => {
  const internalError = () =>
    new Response(JSON.stringify({ code: 10001, message: "internal error", data: null }), {
      status: 500,
    });

  it("fifty 500 answers (each provoked by a hostile request) leave the circuit closed and the next call goes through", async () => {
    for (let i = 0; i < 50; i++) {
      const scope: RequestScope = { startedAt: Date.now(), client: `198.51.100.${i}` };
      await inScope(scope, () =>
        guardedCall("accounts/signin", "write", async () => internalError()),
      );
      jest.advanceTimersByTime(200);
    }
    expect(breaker.state(Date.now())).toBe("closed");
    const next = jest.fn(async () => ok());
    await guardedCall("products", "read", next);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("time-outs of one client's requests do not open it; the same from a second client do", async () => {
    const hang = async () => Promise.reject(new DOMException("timed out", "TimeoutError"));
    for (let i = 0; i < 10; i++)
      await inScope({ startedAt: Date.now(), client: "203.0.113.66" }, () =>
        guardedCall("x", "read", hang),
      ).catch(() => undefined);
    expect(breaker.state(Date.now())).toBe("closed");
    await inScope({ startedAt: Date.now(), client: "192.0.2.1" }, () =>
      guardedCall("x", "read", hang),
    ).catch(() => undefined);
    expect(breaker.state(Date.now())).toBe("open");
  });

  it("the half-open probe, a write included, waits no longer than a page's budget", async () => {
    for (let i = 0; i < 5; i++) await guardedCall("x", "read", async () => ok(503));
    jest.advanceTimersByTime(10_000);
    const send = jest.fn(async (ms: number) => (expect(ms).toBe(3000), ok()));
    await inScope({ startedAt: Date.now() }, () => guardedCall("order/booking", "write", send));
    expect(send).toHaveBeenCalledTimes(1);
    // closed again: writes get their own time-out back
    const after = jest.fn(async (ms: number) => (expect(ms).toBe(8000), ok()));
    await inScope({ startedAt: Date.now() }, () => guardedCall("order/booking", "write", after));
    expect(after).toHaveBeenCalledTimes(1);
  });
});
