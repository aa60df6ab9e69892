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
const needsConsent = () =>
  !document.cookie.split("; ").some((c) => c.startsWith(`${CONSENT_COOKIE}=`));
const notOnServer = () => false;

function accept() {
  // Secure on https, like the preference cookies the server sets
  document.cookie = `${CONSENT_COOKIE}=1; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax${location.protocol === "https:" ? "; secure" : ""}`;
  for (const listener of listeners) listener();
}

/**
 * True while the cookie notice is (about to be) shown. Other overlays, like the home page's popup
 * banner, wait for it: one thing at a time covers a phone's first screen, the notice first.
 */
export function useConsentPending(): boolean {
  return useSyncExternalStore(subscribe, needsConsent, notOnServer);
}

/** Cookie/privacy notice, shown until accepted; the choice is kept for a year. */
export function CookieNotice({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations("cookie");
  const show = useConsentPending();

  if (!show) return null;
  return (
    <div
      role="region"
      aria-label={t("learnMore")}
      data-testid="cookie-notice"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-3xl items-center gap-3 rounded-brand border border-line bg-surface p-3 text-xs text-ink shadow-2xl sm:p-4 sm:text-sm"
    >
      <p className="flex-1">
        {t("message")}{" "}
        <a href={privacyHref} className="text-primary underline underline-offset-2">
          {t("learnMore")}
        </a>
      </p>
      <button
        type="button"
        className="shrink-0 rounded-brand bg-primary px-4 py-2 font-medium text-primary-contrast"
        onClick={accept}
      >
        {t("accept")}
      </button>
    </div>
  );
}
