"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

const CONSENT_COOKIE = "tf_consent";

// The consent cookie as a tiny external store: the server render (and so hydration) shows no notice,
// then React re-renders with the browser's answer; accepting notifies the subscribers.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const needsConsent = () => !document.cookie.split("; ").some((c) => c.startsWith(`${CONSENT_COOKIE}=`));
const notOnServer = () => false;

function accept() {
  document.cookie = `${CONSENT_COOKIE}=1; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  for (const listener of listeners) listener();
}

/** Cookie/privacy notice, shown until accepted; the choice is kept for a year. */
export function CookieNotice({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations("cookie");
  const show = useSyncExternalStore(subscribe, needsConsent, notOnServer);

  if (!show) return null;
  return (
    <div
      role="region"
      aria-label={t("learnMore")}
      data-testid="cookie-notice"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-3xl flex-col gap-3 rounded-brand border border-line bg-surface p-4 text-sm text-ink shadow-2xl sm:flex-row sm:items-center"
    >
      <p className="flex-1">
        {t("message")}{" "}
        <a href={privacyHref} className="text-primary underline underline-offset-2">
          {t("learnMore")}
        </a>
      </p>
      <button type="button" className="rounded-brand bg-primary px-4 py-2 font-medium text-primary-contrast" onClick={accept}>
        {t("accept")}
      </button>
    </div>
  );
}
