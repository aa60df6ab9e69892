"use client";

import { useEffect, useState } from "react";

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * False on the server and while hydrating; true once the browser has been idle after hydration
 * (at the latest after `timeoutMs`). Islands of the header that the first paint does not need
 * (issue 20) render their server HTML until then and mount their real component (a
 * next/dynamic chunk, kept out of the page's first scripts) after.
 */
export function useIdle(timeoutMs = 2500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const run = () => setIdle(true);
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(run, { timeout: timeoutMs });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = window.setTimeout(run, 1);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
