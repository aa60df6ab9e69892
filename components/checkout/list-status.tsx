"use client";

import { useTranslations } from "next-intl";

/** Above a saved-records picker: the load failure with a retry, or the empty-list line. */
export function ListStatus({
  failed,
  empty,
  emptyText,
  testId,
  onRetry,
}: {
  failed: boolean;
  empty: boolean;
  emptyText: string;
  testId: string;
  onRetry: () => void;
}) {
  const t = useTranslations("checkout");
  if (failed)
    return (
      <p role="alert" className="text-sm text-accent">
        {t("listFailed")}{" "}
        <button type="button" onClick={onRetry} className="underline">
          {t("retry")}
        </button>
      </p>
    );
  if (!empty) return null;
  return (
    <p className="text-sm" data-testid={testId}>
      {emptyText}
    </p>
  );
}
