"use client";

import { useEffect, useState } from "react";

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
};

/** The islands that asked for idle time in this task (one commit's effects): one callback wakes them all. */
let waiting: Set<() => void> | null = null;

/**
 * Runs `run` when the browser is next idle (at the latest after `timeoutMs`), together with every
 * other island that asked in the same task (the islands hydrated in one commit): their state
 * changes land in one render, so what they do on mounting happens in one tick (the favourite
 * hearts of home's rows: one ids request, not one a row). Returns a cancel.
 */
function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (!waiting) {
    const batch = new Set<() => void>();
    waiting = batch;
    queueMicrotask(() => {
      if (waiting === batch) waiting = null;
    });
    const wake = () => {
      if (waiting === batch) waiting = null;
      for (const each of batch) each();
    };
    const w = window as IdleWindow;
    if (w.requestIdleCallback) w.requestIdleCallback(wake, { timeout: timeoutMs });
    else window.setTimeout(wake, 1);
  }
  const batch = waiting;
  batch.add(run);
  return () => void batch.delete(run);
}

/**
 * False on the server and while hydrating; true once the browser has been idle after hydration (at
 * the latest after `timeoutMs`). Islands of the header that the first paint does not need
 * (docs/decisions/product-page-weight.md) render their server HTML until then and mount their real
 * component (a next/dynamic chunk, kept out of the page's first scripts) after.
 */
export function useIdle(timeoutMs = 2500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
