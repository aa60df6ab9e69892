"use client";

import { useTranslations } from "next-intl";
import type { CancellationTerms } from "@/lib/commerce/refunds/refund-terms";

/** The words of one cancellation-terms line (lib/commerce/refunds/refund-terms cancellationTerms). */
function useTermsText() {
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
 * The cancellation terms where the price is (spec §4 refund tag): beside the total in the
 * booking panel, and before Pay at checkout. A tick when a free cancellation is on offer.
 */
export function CancellationNote({
  terms,
  testId = "cancellation-terms",
}: {
  terms: CancellationTerms;
  testId?: string;
}) {
  const text = useTermsText();
  const free = terms.kind === "free" || terms.kind === "freeBefore";
  return (
    <p
      className={`text-xs ${free ? "font-medium text-ink" : "text-muted"}`}
      data-testid={testId}
      data-terms={terms.kind}
    >
      {/* drawn marks: "ⓘ" is missing from common fonts and showed as a box */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`mr-1 inline h-[1.1em] w-[1.1em] align-[-0.2em] ${free ? "text-primary" : ""}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {free ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        ) : (
          <>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v5.5M12 7.6v.1" />
          </>
        )}
      </svg>
      {text(terms)}
    </p>
  );
}
