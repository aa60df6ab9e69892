/** @jest-environment node */
import { UpstreamGate } from "@/lib/http/upstream-gate";

// The middleware's view of the upstream (docs/decisions/upstream-outage.md): a probe of /health at
// most once per interval; while the upstream was seen up, a stale view waits for the next probe;
// while it was seen down, answers come at once and the probe runs beside them. Fake clock.

function setup(answers: Array<"up" | "down" | "hang">) {
  let now = 0;
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    calls.push(String(url));
    const answer = answers.shift() ?? "up";
    if (answer === "hang")
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new Error("timed out"))),
      );
    if (answer === "down") throw new Error("connection refused");
    return new Response("{}", { status: 200 });
  };
  const gate = new UpstreamGate({
    upstream: "http://upstream.test:4000/",
    intervalMs: 1000,
    timeoutMs: 50,
    retryAfter: 10,
    now: () => now,
    fetch,
  });
  const background: Promise<unknown>[] = [];
  const check = () => gate.check((work) => background.push(work));
  return { gate, check, calls, background, tick: (ms: number) => (now += ms) };
}

it("probes the upstream's /health, and not again within the interval", async () => {
  const g = setup(["up"]);
  expect(await g.check()).toEqual({ down: false });
  expect(await g.check()).toEqual({ down: false });
  expect(g.calls).toEqual(["http://upstream.test:4000/health"]);
  g.tick(1000);
  await g.check();
  expect(g.calls).toHaveLength(2);
});

it.each(["down", "hang"] as const)(
  "an upstream that is %s: the request that finds the view stale waits for the probe and is answered 503",
  async (state) => {
    const g = setup(["up", state]);
    await g.check();
    g.tick(1000);
    expect(await g.check()).toEqual({ down: true, retryAfter: 10 });
  },
);

it("a 5xx from /health is down too", async () => {
  const gate = new UpstreamGate({
    upstream: "http://u",
    intervalMs: 1000,
    timeoutMs: 50,
    retryAfter: 2,
    fetch: async () => new Response("", { status: 503 }),
  });
  expect(await gate.check(() => {})).toEqual({ down: true, retryAfter: 2 });
});

it("while down, answers at once and probes beside the answer; the upstream's return is seen by the next request", async () => {
  const g = setup(["down", "up"]);
  expect((await g.check()).down).toBe(true);
  g.tick(1000);
  // stale and down: answered from what was seen, the probe runs in the background
  expect((await g.check()).down).toBe(true);
  expect(g.background).toHaveLength(1);
  await Promise.all(g.background);
  expect(await g.check()).toEqual({ down: false });
});

it("one probe at a time: requests that find the view stale together share it", async () => {
  const g = setup(["up", "up"]);
  await g.check();
  g.tick(5000);
  await Promise.all([g.check(), g.check(), g.check()]);
  expect(g.calls).toHaveLength(2);
});
