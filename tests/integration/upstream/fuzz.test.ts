/** @jest-environment node */
// Property-based fuzz of every operation in /openapi.json: requests derived from the operation's own
// schemas (path, query, JSON body), mixed with hostile values, sent anonymously and as a signed-in
// shopper. Whatever comes in, the answer is below 500 and keeps the document (a listed status, a
// body that validates). The normal run is small and on PGlite; `npm run fuzz` runs more, on
// PostgreSQL too (FUZZ_RUNS, FUZZ_DATABASES, FUZZ_SEED).
import fc from "fast-check";
import { DATABASES, type DatabaseKind } from "./databases";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import type { Contract, Operation } from "./contract";
import {
  FUZZ_PARTNER_SECRET,
  requestArbitrary,
  type Caller,
  type FuzzRequest,
} from "./fuzz-arbitraries";

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261120);
/** requests fast-check may spend shrinking one operation's failure (then the smallest so far is reported) */
const SHRINKS = Number(process.env.FUZZ_SHRINKS ?? 40);
/** only the operations whose "METHOD /template" matches (to replay one) */
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? "");
/** longest a single answer may take */
const ANSWER_MS = Number(process.env.FUZZ_ANSWER_MS ?? 10_000);
const VERBOSE = Boolean(process.env.FUZZ_VERBOSE);
const KINDS = (process.env.FUZZ_DATABASES ?? "pglite")
  .split(",")
  .filter((k): k is DatabaseKind => (DATABASES as readonly string[]).includes(k));

jest.setTimeout(Math.max(300_000, RUNS * 20_000));

const snippet = (v: unknown, max = 400) => {
  const text =
    typeof v === "string"
      ? v
      : v instanceof FormData
        ? "(multipart form)"
        : (JSON.stringify(v) ?? String(v));
  const flat = text.replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max)}… (${text.length} chars)` : flat;
};

/**
 * One seed per operation, from the run's seed and the operation's name: the same seed everywhere
 * would send the same Idempotency-Key to every operation (a real refusal, but it hides the rest).
 */
const seedFor = (op: Operation) =>
  [...`${op.method} ${op.template}`].reduce(
    (h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0,
    SEED,
  );

/** Signing out ends the shopper's session: that operation goes last. */
const order = (ops: Operation[]) =>
  [...ops].sort(
    (a, b) =>
      Number(a.template === "/accounts/signout") - Number(b.template === "/accounts/signout"),
  );

describe.each(KINDS)("fuzz of every documented operation on %s", (kind) => {
  let h: AccountHarness;
  let contract: Contract;
  beforeAll(async () => {
    h = await openAccountHarness(kind, {
      // the partner's server redeeming auth codes (open/accounts/auth_code/redeem) is reached
      partnerSecrets: { default: FUZZ_PARTNER_SECRET },
      payments: {
        secret: "fuzz-payment-secret-0123456789abcdef",
        sandboxOrigin: "http://sandbox.test",
      },
    });
    contract = await h.contract.contract();
    // the fuzz reads violations itself, per request, so fast-check can shrink them
    h.contract.throwing = false;
    console.log(
      `fuzz on ${kind}: seed ${SEED}, ${RUNS} runs per operation and caller (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} to replay)`,
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  /** One request through the watched app: a reason when the answer breaks the rules, else null. */
  async function send(request: FuzzRequest): Promise<string | null> {
    h.contract.take();
    // a request that takes this long is a finding too (one request must not hold the server)
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">(
      (resolve) => (timer = setTimeout(() => resolve("late"), ANSWER_MS)),
    );
    const res = await Promise.race([
      h.app.request(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      }),
      late,
    ]).finally(() => clearTimeout(timer));
    if (res === "late") {
      return [
        `${request.method} ${snippet(request.url, 300)} → no answer within ${ANSWER_MS} ms`,
        `  headers: ${JSON.stringify(request.headers)}`,
        `  body: ${snippet(request.body)}`,
      ].join("\n");
    }
    const text = await res.text();
    const problems = h.contract.take();
    if (res.status >= 500) problems.unshift(`answered ${res.status}`);
    if (!problems.length) return null;
    return [
      `${request.method} ${snippet(request.url, 300)} → ${res.status}`,
      `  headers: ${JSON.stringify(request.headers)}`,
      request.body === undefined ? null : `  body: ${snippet(request.body)}`,
      `  answer: ${snippet(text)}`,
      ...problems.map((p) => `  ${p.split("\n").join("\n  ")}`),
    ]
      .filter(Boolean)
      .join("\n");
  }

  async function fuzz(caller: () => Promise<Caller>) {
    const failures: string[] = [];
    for (const op of order(contract.operations).filter((o) =>
      ONLY.test(`${o.method.toUpperCase()} ${o.template}`),
    )) {
      const who = await caller();
      const started = performance.now();
      let sent = 0;
      let failedOnce = false;
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(contract.document, op, who), async (request) => {
          // shrinking sends requests too: past the budget a candidate counts as passing, so
          // fast-check stops with the smallest failure found so far
          if (failedOnce && sent >= RUNS + SHRINKS) return;
          sent++;
          const problem = await send(request);
          if (problem) {
            failedOnce = true;
            throw new Error(problem);
          }
        }),
        { numRuns: RUNS, seed: seedFor(op) },
      );
      if (VERBOSE)
        console.log(
          `${op.method.toUpperCase()} ${op.template}: ${sent} requests, ${Math.round(performance.now() - started)} ms${result.failed ? ", failed" : ""}`,
        );
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error
            ? result.errorInstance.message
            : String(result.errorInstance);
        const example = result.counterexample?.[0];
        // a problem found by send() already shows the request; anything else (a throw) needs it
        const request = error.includes(" → ") ? "" : `\n  request: ${snippet(example, 1000)}`;
        failures.push(
          `${op.method.toUpperCase()} ${op.template} (seed ${result.seed}, path ${result.counterexamplePath}, shrunk ${result.numShrinks}×):\n${error}${request}`,
        );
      }
    }
    if (failures.length)
      throw new Error(`${failures.length} operation(s) failed:\n\n${failures.join("\n\n")}`);
  }

  it("answers an anonymous caller below 500 and as documented, whatever the input", async () => {
    await fuzz(async () => ({ kind: "anonymous" }));
  });

  it("answers a signed-in shopper below 500 and as documented, whatever the input", async () => {
    let token: string | null = null;
    await fuzz(async () => {
      // a fresh shopper when the last one signed out (the fuzz may well have sent a valid signout)
      if (
        !token ||
        (await h.call("GET", "/accounts/summary", undefined, { authorization: `Bearer ${token}` }))
          .status !== 200
      ) {
        token = await h.signupEmail(
          `fuzz-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        );
      }
      return { kind: "shopper", token };
    });
  });
});
