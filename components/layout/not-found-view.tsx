import { getTranslations } from "next-intl/server";

/** The shop's 404 page, in the shopper's language; plain links, no script needed. */
export async function NotFoundView() {
  const t = await getTranslations("notFound");
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("body")}</p>
      <div className="mt-6 flex gap-3">
        <a href="/" className="rounded-brand bg-primary px-4 py-2 text-primary-contrast">
          {t("home")}
        </a>
        <a href="/products" className="rounded-brand border border-line px-4 py-2">
          {t("browse")}
        </a>
      </div>
    </section>
  );
}
