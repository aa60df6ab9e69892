"use client";

import { useTranslations } from "next-intl";
import type { CancellationTerms } from "@/lib/commerce/refund-terms";

/** The words of one cancellation-terms line (lib/commerce/refund-terms cancellationTerms). */
export function useTermsText() {
  const t = useTranslations("booking.terms");
  return (terms: CancellationTerms): string => {
    switch (terms.kind) {
      case "goods":
        return t("goods", { days: terms.days });
      case "nonRefundable":
        return t("nonRefundable");
      case "free":
        return terms.until === null ? t("freeAnytime") : t("freeUntil", { until: terms.until });
      case "partial":
        return t("partial", { proportion: terms.proportion, until: terms.until });
      case "freeBefore":
        return t("freeBefore", { days: terms.days, time: terms.time });
      case "conditional":
        return t("conditional");
    }
  };
}

/**
 * The cancellation terms where the price is (issue 21, spec §4 refund tag): beside the total in the
 * booking panel, and before Pay at checkout. A tick when a free cancellation is on offer.
 */
export function CancellationNote({ terms, testId = "cancellation-terms" }: { terms: CancellationTerms; testId?: string }) {
  const text = useTermsText();
  const free = terms.kind === "free" || terms.kind === "freeBefore";
  return (
    <p className={`text-xs ${free ? "font-medium text-ink" : "text-muted"}`} data-testid={testId} data-terms={terms.kind}>
      <span aria-hidden="true" className={free ? "text-primary" : undefined}>
        {free ? "✓ " : "ⓘ "}
      </span>
      {text(terms)}
    </p>
  );
}
