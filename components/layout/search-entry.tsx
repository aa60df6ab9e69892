import { getTranslations } from "next-intl/server";

/** Header search: a plain GET form to /products, so it works before (and without) JavaScript. */
export async function SearchEntry() {
  const t = await getTranslations("header");
  return (
    <form action="/products" method="get" role="search" className="flex min-w-0 flex-1 items-center">
      <label htmlFor="site-search" className="sr-only">{t("search")}</label>
      <input
        id="site-search"
        name="keyword"
        type="search"
        maxLength={80}
        placeholder={t("searchPlaceholder")}
        className="h-9 w-full min-w-0 rounded-l-brand border border-line bg-surface px-3 text-sm text-ink placeholder:text-muted"
      />
      <button type="submit" className="h-9 shrink-0 rounded-r-brand bg-primary px-3 text-sm font-medium text-primary-contrast">
        {t("search")}
      </button>
    </form>
  );
}
