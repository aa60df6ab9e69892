"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { apiCall } from "@/lib/client/api";
import { appendPage, failedPage, type PagingState } from "@/lib/commerce/paging";
import type { ProductSummary } from "@/lib/commerce/wire/product";
import { ProductCard, toCard, type CardProduct } from "../product/product-card";

type Props = {
  initial: PagingState<CardProduct>;
  /** BFF endpoint answering { code, data: page } for ?page=N plus `query` */
  endpoint: string;
  query?: Record<string, string>;
  /** plain link to the next page, for crawlers and for use without JavaScript */
  nextHref?: string | null;
  columns?: string;
  testId?: string;
};

/**
 * A product grid with "load more": complete when count ≤ loaded; a failed page marks the list
 * fully loaded (spec §8). The first page comes server-rendered.
 */
export function LoadMoreGrid({ initial, endpoint, query = {}, nextHref, columns = "grid-cols-2 md:grid-cols-4", testId = "product-grid" }: Props) {
  const t = useTranslations("loadMore");
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function more() {
    setLoading(true);
    try {
      // the shared fetch helper, not an HTTP library: this loads with home and every list (issue 20)
      const url = `${endpoint}?${new URLSearchParams({ ...query, page: String(state.currentPage + 1) })}`;
      const load = () => apiCall<{ list: ProductSummary[]; count: number; page: number }>(url);
      let result = await load();
      // one more try when the network or the upstream failed (as the HTTP library here did before)
      if (!result.ok && result.errorKey === "unavailable") result = await load();
      if (!result.ok) throw new Error(result.errorKey);
      const data = result.data;
      setState((s) => appendPage(s, { ...data, list: data.list.map(toCard) }));
    } catch {
      setFailed(true);
      setState((s) => failedPage(s));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div>
      <ul className={`grid gap-3 md:gap-4 ${columns}`} data-testid={testId} data-count={state.count}>
        {state.list.map((product, i) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} priority={i < 2} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-2 text-sm text-muted" aria-live="polite">
        {failed ? <p role="alert">{t("failed")}</p> : null}
        {!state.isLoadedAll ? (
          <a
            href={nextHref ?? "#"}
            onClick={(e) => {
              e.preventDefault();
              if (!loading) void more();
            }}
            aria-disabled={loading}
            data-testid="load-more"
            className="rounded-brand border border-primary px-5 py-2 font-medium text-primary hover:bg-primary hover:text-primary-contrast"
          >
            {loading ? t("loading") : t("more")}
          </a>
        ) : state.list.length > 0 && !failed ? (
          <p data-testid="list-complete">{t("done")}</p>
        ) : null}
      </div>
    </div>
  );
}
