"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { splitCountdown } from "@/lib/commerce/seckill";

/**
 * Counts down to a start time. `seconds` is computed on the server from the upstream's now, so a
 * wrong device clock cannot start a sale early; the browser only ticks it down.
 */
export function Countdown({ seconds }: { seconds: number }) {
  const t = useTranslations("flashSale");
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  const c = splitCountdown(left);
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    <span data-testid="countdown" role="timer" aria-live="off">
      {left > 0 ? t("startsIn", { days: c.days, time: `${pad(c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}` }) : t("startingNow")}
    </span>
  );
}
