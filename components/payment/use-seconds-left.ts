"use client";

import { useEffect, useState } from "react";
import { secondsLeft } from "@/lib/commerce/orders/unpaid";

/**
 * §4 Unpaid orders: seconds until the pay deadline on this device's clock, ticking each second;
 * null before mount (the server never renders a countdown that the browser would then change).
 */
export function useSecondsLeft(deadline: string): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const end = new Date(deadline);
    const tick = () => setLeft(secondsLeft(end, new Date()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

/** 5400 → "01:30:00": hours, minutes and seconds, as §4 asks. */
export function clockText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
