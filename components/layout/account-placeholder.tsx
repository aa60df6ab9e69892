"use client";

import { useTranslations } from "next-intl";

/**
 * The entry a shopper with a session cookie sees until the session read answers: where their
 * account is, without a name (the cached page knows none) and without claiming they are signed out.
 */
export function AccountPlaceholder() {
  const t = useTranslations("header");
  return (
    <a
      href="/account"
      data-testid="account-placeholder"
      aria-busy="true"
      className="flex h-9 items-center rounded-brand px-3 text-sm font-medium hover:bg-black/10"
    >
      {t("account")}
    </a>
  );
}
