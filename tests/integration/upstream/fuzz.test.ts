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
import { requestArbitrary, type Caller, type FuzzRequest } from "./fuzz-arbitraries";

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261120);
const KINDS = (process.env.FUZZ_DATABASES ?? "pglite").split(",").filter((k): k is DatabaseKind => (DATABASES as readonly string[]).includes(k));

jest.setTimeout(Math.max(300_000, RUNS * 20_000));

const snippet = (v: unknown, max = 400) => {
  const text = typeof v === "string" ? v : v instanceof FormData ? "(multipart form)" : (JSON.stringify(v) ?? String(v));
  const flat = text.replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max)}… (${text.length} chars)` : flat;
};

/** Signing out ends the shopper's session: that operation goes last. */
const order = (ops: Operation[]) => [...ops].sort((a, b) => Number(a.template === "/accounts/signout") - Number(b.template === "/accounts/signout"));

describe.each(KINDS)("fuzz of every documented operation on %s", (kind) => {
  let h: AccountHarness;
  let contract: Contract;
  beforeAll(async () => {
    h = await openAccountHarness(kind, { payments: { secret: "fuzz-payment-secret-0123456789abcdef", sandboxOrigin: "http://sandbox.test" } });
    contract = await h.contract.contract();
    // the fuzz reads violations itself, per request, so fast-check can shrink them
    h.contract.throwing = false;
    console.log(`fuzz on ${kind}: seed ${SEED}, ${RUNS} runs per operation and caller (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} to replay)`);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** One request through the watched app: a reason when the answer breaks the rules, else null. */
  async function send(request: FuzzRequest): Promise<string | null> {
    h.contract.take();
    const res = await h.app.request(request.url, { method: request.method, headers: request.headers, body: request.body });
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
    for (const op of order(contract.operations)) {
      const who = await caller();
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(contract.document, op, who), async (request) => {
          const problem = await send(request);
          if (problem) throw new Error(problem);
        }),
        // shrinking sends requests too: a bounded budget per operation keeps the run short
        { numRuns: RUNS, seed: SEED, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false },
      );
      if (result.failed) {
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${op.method.toUpperCase()} ${op.template} (seed ${result.seed}, path ${result.counterexamplePath}, shrunk ${result.numShrinks}×):\n${error}`);
      }
    }
    if (failures.length) throw new Error(`${failures.length} operation(s) failed:\n\n${failures.join("\n\n")}`);
  }

  it("answers an anonymous caller below 500 and as documented, whatever the input", async () => {
    await fuzz(async () => ({ kind: "anonymous" }));
  });

  it("answers a signed-in shopper below 500 and as documented, whatever the input", async () => {
    let token: string | null = null;
    await fuzz(async () => {
      // a fresh shopper when the last one signed out (the fuzz may well have sent a valid signout)
      if (!token || (await h.call("GET", "/accounts/summary", undefined, { authorization: `Bearer ${token}` })).status !== 200) {
        token = await h.signupEmail(`fuzz-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
      }
      return { kind: "shopper", token };
    });
  });
});
