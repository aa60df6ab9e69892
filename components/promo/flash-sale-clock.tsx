"use client";

import { useTranslations } from "next-intl";
import {
  activityPhase,
  countdownTarget,
  secondsUntil,
  splitCountdown,
} from "@/lib/commerce/catalogue/seckill";
import { useServerNow } from "@/lib/client/server-clock";

/** An activity's window as the page was rendered: absolute instants plus the render's now. */
export type FlashWindow = {
  start_date: string;
  end_date: string;
  /** the server's now when the page was rendered (a cached page's may be minutes old) */
  renderNow: string;
  /** start and end as words in the shop's time zone, formatted on the server (components/promo/flash-time) */
  startsAt: string;
  endsAt: string;
};

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Counts down to a flash sale's start while it is coming and to its end while it runs (spec §4),
 * on the browser clock set by the server's (lib/client/server-clock). Until that is known — and
 * without JavaScript — it shows the absolute start or end, which stays true on a cached page.
 */
export function FlashSaleClock({
  window: w,
  className,
}: {
  window: FlashWindow;
  className?: string;
}) {
  const t = useTranslations("flashSale");
  const now = useServerNow(w.renderNow);
  const phase = activityPhase(w, now ?? w.renderNow);
  let text: string;
  if (phase === "ended") text = t("ended");
  else if (now === null)
    text = phase === "coming" ? t("startsAt", { at: w.startsAt }) : t("endsAt", { at: w.endsAt });
  else {
    const c = splitCountdown(secondsUntil(countdownTarget(w, now)!, now));
    const values = { days: c.days, time: `${pad(c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}` };
    text = phase === "coming" ? t("startsIn", values) : t("endsIn", values);
  }
  return (
    <span
      data-testid="countdown"
      data-phase={phase}
      data-ticking={now !== null}
      role="timer"
      aria-live="off"
      className={className}
    >
      {text}
    </span>
  );
}
