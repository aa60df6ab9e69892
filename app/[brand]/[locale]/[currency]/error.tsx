"use client";

import { useTranslations } from "next-intl";

/** A failed render (e.g. the upstream is down): a translated message and a retry, no stack. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-testid="error-page">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("body")}</p>
      <button type="button" onClick={reset} className="mt-6 rounded-brand bg-primary px-4 py-2 text-primary-contrast">
        {t("retry")}
      </button>
    </section>
  );
}
