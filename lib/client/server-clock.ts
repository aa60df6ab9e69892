"use client";

import { useEffect, useState } from "react";

// The server's clock in the browser. A cached page carries the `now` it was rendered with, which
// may be minutes old, so a countdown cannot start from it; the browser's own clock may be wrong
// too. One uncached request per page load (/api/time) measures the offset between the two, and
// countdowns tick on the browser clock plus that offset. Should the request fail, the page's
// render time still proves a browser clock that runs behind it wrong, and corrects that much.

export const TIME_ENDPOINT = "/api/time";

/** server − client, taking the server's answer as read at the midpoint of the round trip. */
export function clockOffset(serverNowMs: number, sentAtMs: number, receivedAtMs: number): number {
  return serverNowMs - (sentAtMs + receivedAtMs) / 2;
}

/**
 * Without a server answer: the page cannot have been rendered after the true now, so a browser
 * clock earlier than the render time is behind by at least the difference (never a correction
 * forwards in time for a clock that is merely later than an old render).
 */
export function fallbackOffset(renderNowMs: number, clientNowAtHydrationMs: number): number {
  return Number.isFinite(renderNowMs) ? Math.max(0, renderNowMs - clientNowAtHydrationMs) : 0;
}

let measured: Promise<number | null> | null = null;

/** The offset from one /api/time request per page load (null when it failed); shared by every countdown. */
function measureServerOffset(): Promise<number | null> {
  measured ??= (async () => {
    try {
      const sent = Date.now();
      const res = await fetch(TIME_ENDPOINT, { cache: "no-store" });
      const received = Date.now();
      // no zod here: this runs on every page with a countdown; one string is checked by hand
      const body: unknown = res.ok ? await res.json() : null;
      const now =
        body && typeof body === "object" && "now" in body && typeof body.now === "string"
          ? Date.parse(body.now)
          : Number.NaN;
      return Number.isNaN(now) ? null : clockOffset(now, sent, received);
    } catch {
      return null;
    }
  })();
  return measured;
}

/** Tests start each case with no measurement. */
export function resetServerClock() {
  measured = null;
}

/**
 * The server's now in milliseconds, ticking every second; null until the offset is known (before
 * that a countdown shows its absolute time, the same on the server and in the browser).
 */
export function useServerNow(renderNow: string): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const hydratedAt = Date.now();
    void measureServerOffset().then((o) => {
      if (live) setOffset(o ?? fallbackOffset(Date.parse(renderNow), hydratedAt));
    });
    return () => {
      live = false;
    };
  }, [renderNow]);
  useEffect(() => {
    if (offset === null) return;
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
