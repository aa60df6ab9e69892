// The one "wait until up" of the scripts: polls a health URL until it answers 2xx, and stops early
// when the process that should answer it has exited. Every launcher, bench and cluster step uses it.
import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export type WaitOptions = {
  /** give up after this many seconds */
  seconds: number;
  /** the process that serves the URL: its exit ends the wait at once */
  child?: Pick<ChildProcess, "exitCode" | "signalCode">;
  /** between two tries (ms) */
  intervalMs?: number;
};

/**
 * Resolves with the milliseconds it took once `url` answers 2xx; rejects when `seconds` pass or
 * `child` exits first. Each try has its own timeout, so a hung server does not hold the wait.
 */
export async function waitUntilUp(
  url: string,
  { seconds, child, intervalMs = 500 }: WaitOptions,
): Promise<number> {
  const started = Date.now();
  const until = started + seconds * 1000;
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `the process serving ${url} exited (${child.signalCode ?? child.exitCode}) before it was up`,
      );
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.ok;
      })
      .catch(() => false);
    if (ok) return Date.now() - started;
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 2xx within ${seconds} s`);
}

/** The same wait, as a yes or no (for steps that report a slow start rather than fail). */
export function isUpWithin(url: string, options: WaitOptions): Promise<boolean> {
  return waitUntilUp(url, options).then(
    () => true,
    () => false,
  );
}
