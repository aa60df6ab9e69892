"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { clockText, useSecondsLeft } from "@/components/payment/use-seconds-left";

/**
 * §4 Unpaid orders: hours, minutes and seconds left to pay; at 0 the order reads as closed and
 * `onClosed` runs once (the page then asks the upstream for the order again).
 */
export function UnpaidCountdown({
  deadline,
  onClosed,
}: {
  deadline: string;
  onClosed: () => void;
}) {
  const t = useTranslations("orders");
  const left = useSecondsLeft(deadline);
  const told = useRef(false);

  useEffect(() => {
    if (left === 0 && !told.current) {
      told.current = true;
      onClosed();
    }
  }, [left, onClosed]);

  if (left === 0) {
    return (
      <p
        role="status"
        className="text-sm font-semibold text-accent"
        data-testid="order-countdown-closed"
      >
        {t("closedNow")}
      </p>
    );
  }
  return (
    <p className="text-sm">
      {t("payWithin")}{" "}
      <span
        role="timer"
        aria-live="off"
        className="font-mono text-base font-semibold text-accent"
        data-testid="order-countdown"
      >
        {left === null ? "--:--:--" : clockText(left)}
      </span>
    </p>
  );
}
