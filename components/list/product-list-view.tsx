import { getTranslations } from "next-intl/server";
import {
  isCountCapped,
  LIST_COUNT_BOUND,
  LIST_PAGE_SIZE,
  LIST_SORTS,
  type ListQuery,
} from "@/lib/commerce/catalogue/list-query";
import { firstPage, lastPage } from "@/lib/commerce/catalogue/paging";
import type { ProductSummary } from "@/lib/commerce/catalogue/product.schema";
import type { Page } from "@/lib/commerce/contract/common.schema";
import { filtersToQuery } from "@/lib/http/catalogue";
import { CatalogueAccountScope } from "../account/catalogue-scope";
import { toCardRow } from "../product/card-product";
import { PhoneFold } from "../ui/phone-fold";
import { LoadMoreGrid } from "./load-more-grid";
import { PageLinks, pageWords } from "../ui/page-links";

const href = (path: string, q: Record<string, string>) => {
  const s = new URLSearchParams(q).toString();
  return s ? `${path}?${s}` : path;
};

/** One end of the list's date range, a plain GET form field. */
function DateField({ label, name, value }: { label: string; name: string; value?: string }) {
  return (
    <label className="flex flex-col">
      <span className="text-xs text-muted">{label}</span>
      <input
        type="date"
        name={name}
        defaultValue={value}
        className="rounded-brand border border-line bg-surface px-2 py-1"
      />
    </label>
  );
}

/** One way on from an empty list (popular searches, categories): a titled row of pill links. */
function Suggestions({
  testId,
  title,
  linkClass,
  links,
}: {
  testId: string;
  title: string;
  linkClass: string;
  links: { key: string | number; href: string; text: string }[];
}) {
  if (!links.length) return null;
  return (
    <div className="mt-5" data-testid={testId}>
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="mt-2 flex flex-wrap justify-center gap-2 text-sm">
        {links.map((l) => (
          <li key={l.key}>
            <a href={l.href} className={linkClass}>
              {l.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Props = {
  path: string;
  filters: ListQuery;
  page: Page<ProductSummary>;
  hotTerms: { keyword: string; hot: boolean }[];
  /** what an empty list suggests besides the hot terms (the ad config's category tabs) */
  categories?: { id: number; title: string }[];
  /** filters fixed by the route (e.g. /category/{id}) are not repeated in links */
  fixed?: string[];
};

/** Spec §2 product list: hot terms, sorting, date range, count, first page server-rendered, load more and plain page links. */
export async function ProductListView({
  path,
  filters,
  page,
  hotTerms,
  categories = [],
  fixed = [],
}: Props) {
  const t = await getTranslations("list");
  const base = filtersToQuery(filters, ["page", ...fixed]);
  const pages = lastPage(page.count, LIST_PAGE_SIZE);
  const current = Math.min(filters.page, pages);
  const sortActive = filters.sold === 1 ? "sold" : (filters.sort ?? "default");
  // changing the sort resets the sort-by-sold flag (spec §4), and the page
  const sortHref = (sort: string) =>
    href(path, {
      ...filtersToQuery(filters, ["page", "sort", "sold", ...fixed]),
      ...(sort === "default" ? {} : { sort }),
    });
  const soldHref = href(path, {
    ...filtersToQuery(filters, ["page", "sort", "sold", ...fixed]),
    sold: "1",
  });

  return (
    <div className="flex flex-col gap-4">
      {hotTerms.length ? (
        <nav
          aria-label={t("hotTerms")}
          data-testid="hot-terms"
          className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 py-0.5 text-sm md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
        >
          <span className="shrink-0 text-muted">{t("hotTerms")}:</span>
          {hotTerms.map((k) => (
            <a key={k.keyword} href={href("/products", { keyword: k.keyword })} className="chip">
              {k.hot ? <span>{t("hot")}</span> : null}
              {k.keyword}
            </a>
          ))}
        </nav>
      ) : null}

      {/* on a phone: one scrolling row of sorts and a Dates button instead of a panel that fills the screen */}
      <div className="flex flex-wrap items-center gap-2 rounded-brand bg-surface p-2 ring-1 ring-line md:flex-nowrap md:items-end md:justify-between md:gap-3 md:p-3">
        <nav
          aria-label={t("sort")}
          data-testid="sort-bar"
          className="min-w-0 flex-1 md:flex-initial"
        >
          {/* the sorts wrap onto a second line on a phone: none is cut at the screen's edge ("Price: low to h") */}
          <ul className="flex flex-wrap gap-1 text-sm">
            {LIST_SORTS.map((s) => (
              <li key={s}>
                <a
                  href={sortHref(s)}
                  aria-current={sortActive === s ? "true" : undefined}
                  data-sort={s}
                  className="sort-link"
                >
                  {t(`sort_${s}`)}
                </a>
              </li>
            ))}
            <li>
              <a
                href={soldHref}
                aria-current={sortActive === "sold" ? "true" : undefined}
                data-sort="sold"
                className="sort-link"
              >
                {t("sort_sold")}
              </a>
            </li>
          </ul>
        </nav>
        <PhoneFold
          label={
            filters.start_date
              ? `${filters.start_date.slice(5)} – ${(filters.end_date ?? filters.start_date).slice(5)}`
              : t("dates")
          }
          className="w-full md:w-auto"
          testId="date-filter-toggle"
        >
          <form
            action={path}
            method="get"
            className="flex flex-wrap items-end gap-2 text-sm"
            data-testid="date-filter"
          >
            {Object.entries(
              filtersToQuery(filters, ["page", "start_date", "end_date", ...fixed]),
            ).map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
            <DateField label={t("dateFrom")} name="start_date" value={filters.start_date} />
            <DateField label={t("dateTo")} name="end_date" value={filters.end_date} />
            <button
              type="submit"
              className="rounded-brand bg-primary px-3 py-1.5 font-medium text-primary-contrast"
            >
              {t("applyDates")}
            </button>
            {filters.start_date ? (
              <a
                href={href(
                  path,
                  filtersToQuery(filters, ["page", "start_date", "end_date", ...fixed]),
                )}
                className="px-2 py-1.5 text-primary"
              >
                {t("clearDates")}
              </a>
            ) : null}
          </form>
        </PhoneFold>
      </div>

      {page.list.length ? (
        <>
          <h2 className="text-sm font-normal text-muted" data-testid="result-count">
            {/* past its bound the count is "at least" (§7 products count): "200+ products" */}
            {isCountCapped(page.count)
              ? t("countAtLeast", { bound: LIST_COUNT_BOUND })
              : t("count", { count: page.count })}
          </h2>
          <CatalogueAccountScope namespaces={["loadMore", "card"]} claims={false}>
            <LoadMoreGrid
              initial={firstPage({ ...page, list: page.list.map(toCardRow) })}
              endpoint="/api/catalogue/products"
              query={{
                ...base,
                ...Object.fromEntries(
                  fixed.map((k) => [k, String(filters[k as keyof ListQuery] ?? "")]),
                ),
              }}
              nextHref={current < pages ? href(path, { ...base, page: String(current + 1) }) : null}
            />
          </CatalogueAccountScope>
        </>
      ) : (
        // nothing found: say so once, then offer ways on — the popular searches and
        // the categories the upstream lists — instead of a bare box
        <section
          aria-labelledby="list-empty-title"
          className="rounded-brand bg-surface px-4 py-6 text-center ring-1 ring-line sm:p-8"
          data-testid="list-empty"
        >
          <h2 id="list-empty-title" className="font-medium">
            {filters.keyword ? t("emptyKeyword", { keyword: filters.keyword }) : t("empty")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("emptyHint")}</p>
          <Suggestions
            testId="empty-hot-terms"
            title={t("emptyTryTerms")}
            linkClass="block rounded-full px-3 py-1 ring-1 ring-line hover:text-primary hover:ring-primary"
            links={hotTerms.map((k) => ({
              key: k.keyword,
              href: href("/products", { keyword: k.keyword }),
              text: k.keyword,
            }))}
          />
          <Suggestions
            testId="empty-categories"
            title={t("emptyCategories")}
            linkClass="block rounded-full bg-primary/10 px-3 py-1 text-primary hover:bg-primary/20"
            links={categories.map((c) => ({ key: c.id, href: `/category/${c.id}`, text: c.title }))}
          />
        </section>
      )}

      {/* plain page links for crawlers and visitors without JavaScript; with it, "Load more" does the job */}
      <PageLinks
        page={current}
        pages={pages}
        hrefFor={(n) => href(path, { ...base, ...(n > 1 ? { page: String(n) } : {}) })}
        words={pageWords(t)}
        className="js:hidden"
        testId="pagination"
      />
    </div>
  );
}
