"use client";

import { useTranslations } from "next-intl";
import type { CheckoutSource } from "@/lib/commerce/checkout/checkout-form";

/** The order cannot be priced (sold out, limit, date gone, upstream down): say why and what next. */
export function FeeProblem({
  source,
  message,
  onRetry,
}: {
  source: CheckoutSource;
  message: string;
  onRetry: () => void;
}) {
  const t = useTranslations("checkout");
  const back =
    source.kind === "direct"
      ? { href: `/product/${source.buy.product_id}`, label: t("backToProduct") }
      : { href: "/cart", label: t("backToCart") };
  return (
    <div
      className="rounded-brand bg-surface p-4 ring-1 ring-accent sm:p-5"
      data-testid="checkout-problem"
    >
      <p role="alert" className="text-sm">
        {message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-brand px-4 py-2 text-sm ring-1 ring-line hover:ring-primary"
        >
          {t("retry")}
        </button>
        <a
          href={back.href}
          className="rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast"
        >
          {back.label}
        </a>
      </div>
    </div>
  );
}
