"use client";

import { useTranslations } from "next-intl";

/** The translated "errors" message of a BFF errorKey; unknown keys read as the generic failure. */
export function useErrorText() {
  const t = useTranslations("errors");
  return (key: string): string =>
    t.has(key as Parameters<typeof t>[0]) ? t(key as Parameters<typeof t>[0]) : t("generic");
}
