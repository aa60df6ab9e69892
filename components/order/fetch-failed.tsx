import { useTranslations } from "next-intl";

/** §8 Orders: fetch failed, with a retry (the same page again). */
export function FetchFailed({ retryHref }: { retryHref: string }) {
  const t = useTranslations("orders");
  return (
    <section
      role="alert"
      className="rounded-brand bg-surface p-8 text-center ring-1 ring-line"
      data-testid="order-fetch-failed"
    >
      <p className="font-semibold">{t("fetchFailed")}</p>
      <a
        href={retryHref}
        className="mt-4 inline-flex min-h-11 items-center rounded-brand bg-primary px-5 py-2 text-sm font-semibold text-primary-contrast"
      >
        {t("retry")}
      </a>
    </section>
  );
}
