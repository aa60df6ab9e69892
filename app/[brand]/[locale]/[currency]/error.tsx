"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { startTransition } from "react";

/**
 * A failed render (e.g. the upstream is down: the response is 503 with Retry-After): a translated
 * message and a retry, no stack. Retrying fetches the page from the server again; resetting the
 * boundary alone would only re-show the failed payload.
 */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("errorPage");
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      data-testid="error-page"
    >
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("body")}</p>
      <button
        type="button"
        onClick={retry}
        className="mt-6 rounded-brand bg-primary px-4 py-2 text-primary-contrast"
        data-testid="error-retry"
      >
        {t("retry")}
      </button>
    </section>
  );
}
