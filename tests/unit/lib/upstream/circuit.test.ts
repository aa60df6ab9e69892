import {
  callTimeout,
  CircuitBreaker,
  isOutageStatus,
  startBudget,
  type Admission,
} from "@/lib/upstream/circuit";

// When the upstream is down or hangs: one time budget per page render, and a circuit
// that opens after repeated failures and lets one probe through once it has cooled down.

describe("per-request budget", () => {
  it.each([
    // started, total, now, per-call time-out, expected allowance
    [0, 3000, 0, 8000, 3000], // the first call may take the whole budget
    [0, 3000, 1200, 8000, 1800], // later calls get what is left
    [0, 3000, 2999, 8000, 1],
    [0, 3000, 3000, 8000, 0], // spent: the call must not start
    [0, 3000, 9000, 8000, 0],
    [0, 3000, 0, 500, 500], // the per-call time-out still caps a call
    [1000, 3000, 1500, 8000, 2500], // counted from when the request started
  ])(
    "started %i, %i ms in total, at %i with a %i ms time-out: %i ms",
    (started, total, now, perCall, expected) => {
      expect(callTimeout(startBudget(started, total), now, perCall)).toBe(expected);
    },
  );
});

type Step =
  | ["admit", number, Admission]
  | ["fail", number]
  | ["fail", number, string]
  | ["succeed"]
  | ["state", number, string]
  | ["retryAfter", number, number];

const OPTIONS = { threshold: 3, cooldownMs: 10_000 };

describe("circuit breaker (threshold 3, cooldown 10 s, fake clock)", () => {
  const cases: [string, Step[]][] = [
    [
      "stays closed below the threshold",
      [
        ["fail", 0],
        ["fail", 1],
        ["state", 2, "closed"],
        ["admit", 2, { ok: true, probe: false }],
      ],
    ],
    [
      "a success resets the count of failures in a row",
      [["fail", 0], ["fail", 1], ["succeed"], ["fail", 2], ["fail", 3], ["state", 4, "closed"]],
    ],
    [
      "opens on the third failure in a row and refuses at once, saying when to retry",
      [
        ["fail", 0],
        ["fail", 0],
        ["fail", 1000],
        ["state", 1000, "open"],
        ["admit", 4000, { ok: false, retryAfterMs: 7000 }],
        ["retryAfter", 4000, 7],
      ],
    ],
    [
      "after the cooldown one probe goes through, the others are still refused",
      [
        ["fail", 0],
        ["fail", 0],
        ["fail", 0],
        ["state", 10_000, "half-open"],
        ["admit", 10_000, { ok: true, probe: true }],
        ["admit", 10_001, { ok: false, retryAfterMs: 9999 }],
      ],
    ],
    [
      "a successful probe closes the circuit",
      [
        ["fail", 0],
        ["fail", 0],
        ["fail", 0],
        ["admit", 10_000, { ok: true, probe: true }],
        ["succeed"],
        ["state", 10_001, "closed"],
        ["admit", 10_001, { ok: true, probe: false }],
      ],
    ],
    [
      "a failed probe opens it for another full cooldown",
      [
        ["fail", 0],
        ["fail", 0],
        ["fail", 0],
        ["admit", 10_000, { ok: true, probe: true }],
        ["fail", 11_000],
        ["state", 20_999, "open"],
        ["admit", 20_999, { ok: false, retryAfterMs: 1 }],
        ["admit", 21_000, { ok: true, probe: true }],
      ],
    ],
    [
      "a probe that never settles frees its slot after another cooldown",
      [
        ["fail", 0],
        ["fail", 0],
        ["fail", 0],
        ["admit", 10_000, { ok: true, probe: true }],
        ["admit", 19_999, { ok: false, retryAfterMs: 1 }],
        ["admit", 20_000, { ok: true, probe: true }],
      ],
    ],
    [
      "a late failure of a call let through before the circuit opened restarts the cooldown",
      [
        ["fail", 0],
        ["fail", 0],
        ["fail", 0],
        ["fail", 5000],
        ["admit", 14_999, { ok: false, retryAfterMs: 1 }],
      ],
    ],
    [
      // One client provoking failures (a costly query that times out) never opens it
      "failures of one client alone keep it closed, however many",
      [
        ...Array.from({ length: 50 }, (_, i): Step => ["fail", i, "203.0.113.66"]),
        ["state", 50, "closed"],
        ["admit", 50, { ok: true, probe: false }],
      ],
    ],
    [
      "failures in a row from two clients open it",
      [
        ["fail", 0, "203.0.113.66"],
        ["fail", 1, "203.0.113.66"],
        ["state", 2, "closed"],
        ["fail", 2, "198.51.100.7"],
        ["state", 2, "open"],
      ],
    ],
    [
      "a success forgets who failed before it",
      [
        ["fail", 0, "203.0.113.66"],
        ["fail", 1, "198.51.100.7"],
        ["succeed"],
        ["fail", 2, "203.0.113.66"],
        ["fail", 3, "203.0.113.66"],
        ["fail", 4, "203.0.113.66"],
        ["state", 5, "closed"],
      ],
    ],
    [
      "Retry-After is the cooldown while closed, and at least one second",
      [
        ["retryAfter", 0, 10],
        ["fail", 0],
        ["fail", 0],
        ["fail", 0],
        ["retryAfter", 9_999, 1],
      ],
    ],
  ];

  it.each(cases)("%s", (_name, steps) => {
    const breaker = new CircuitBreaker(OPTIONS);
    for (const step of steps) {
      switch (step[0]) {
        case "admit":
          expect(breaker.admit(step[1])).toEqual(step[2]);
          break;
        case "fail":
          breaker.failure(step[1], step[2]);
          break;
        case "succeed":
          breaker.success();
          break;
        case "state":
          expect(breaker.state(step[1])).toBe(step[2]);
          break;
        case "retryAfter":
          expect(breaker.retryAfterSeconds(step[1])).toBe(step[2]);
          break;
      }
    }
  });
});

describe("which answers say the upstream is unwell", () => {
  it.each([
    [502, true], // its proxy could not reach it
    [503, true], // overloaded, starting, database down
    [504, true], // its proxy gave up waiting
    [500, false], // one request it could not serve: often that request's own doing
    [501, false],
    [400, false],
    [404, false],
    [429, false],
    [200, false],
  ])("%i → %p", (status, unwell) => {
    expect(isOutageStatus(status)).toBe(unwell);
  });
});
