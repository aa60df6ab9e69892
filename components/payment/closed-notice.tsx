"use client";

import { useTranslations } from "next-intl";

/** §8 Orders: 'The order is invalid, please order again' (closed at its deadline, or cancelled). */
export function ClosedNotice() {
  const t = useTranslations("payment");
  return (
    <section
      className="rounded-brand bg-surface p-6 text-center ring-1 ring-line"
      data-testid="payment-closed"
    >
      <p role="alert" className="text-lg font-semibold">
        {t("closed")}
      </p>
      <p className="mt-2 text-sm text-muted">{t("closedNote")}</p>
      <a
        href="/"
        className="mt-5 inline-block rounded-brand bg-primary px-6 py-2.5 text-sm font-semibold text-primary-contrast"
      >
        {t("home")}
      </a>
    </section>
  );
}
