"use client";

import { useState } from "react";
import type { ApiResult } from "@/lib/client/api";
import { appendPage, failedPage, type PagingState } from "@/lib/commerce/catalogue/paging";

type NextPage<T> = { list: T[]; count: number; page: number };

/**
 * Spec §3/§8 "load more" over a server-rendered first page: the next page from the BFF through
 * `apiCall` (the browser's one way to the route handlers); a failed page marks the list fully
 * loaded, no endless retry. `onRefused` sees a refusal first (sign-in expired, say) and returns
 * true when it dealt with it.
 */
export function usePager<T extends { id: number }>(
  initial: PagingState<T>,
  load: (page: number) => Promise<ApiResult<NextPage<T>>>,
  onRefused?: (code: number) => boolean,
) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function more() {
    if (loading) return;
    setLoading(true);
    const result = await load(state.currentPage + 1);
    setLoading(false);
    if (result.ok) return setState((s) => appendPage(s, result.data));
    if (onRefused?.(result.code)) return;
    setFailed(true);
    setState((s) => failedPage(s));
  }

  return { state, setState, loading, failed, more };
}

type FooterProps = {
  pager: {
    state: PagingState<unknown>;
    loading: boolean;
    failed: boolean;
    more: () => Promise<void>;
  };
  /** plain link to the next page, for crawlers and for use without JavaScript */
  nextHref?: string | null;
  labels: { more: string; loading: string; failed: string; done?: string };
  testId: string;
};

/** The "load more" link (a real link without JavaScript), the failure notice and, when given, "that's all". */
export function LoadMoreFooter({ pager, nextHref, labels, testId }: FooterProps) {
  const { state, loading, failed, more } = pager;
  return (
    <div className="mt-6 flex flex-col items-center gap-2 text-sm text-muted" aria-live="polite">
      {failed ? <p role="alert">{labels.failed}</p> : null}
      {!state.isLoadedAll ? (
        <a
          href={nextHref ?? "#"}
          onClick={(e) => {
            e.preventDefault();
            void more();
          }}
          aria-disabled={loading}
          data-testid={testId}
          className="rounded-brand border border-primary px-5 py-2 font-medium text-primary hover:bg-primary hover:text-primary-contrast"
        >
          {loading ? labels.loading : labels.more}
        </a>
      ) : labels.done && state.list.length > 0 && !failed ? (
        <p data-testid="list-complete">{labels.done}</p>
      ) : null}
    </div>
  );
}
