"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { appendPage, failedPage, type PagingState } from "@/lib/commerce/paging";
import type { CardProduct } from "../product/product-card";
import { toCard } from "../product/card-product";

// the card renderer (and the price rules it carries) loads with the first press, not with the page
const MoreCards = dynamic(() => import("./more-cards").then((m) => m.MoreCards));

type Props = {
  /** the server-rendered first page: ids (no repeats) and where paging stands */
  initial: PagingState<Pick<CardProduct, "id">>;
  /** BFF endpoint answering { code, data: page } for ?page=N */
  endpoint: string;
  columns: string;
  testId: string;
};

/**
 * "Load more" under a server-rendered product grid (spec §8: complete when count ≤ loaded; a failed
 * page marks the list fully loaded). The first page's cards stay server HTML; this island holds
 * only the button and the pages it fetched.
 */
export function MoreProducts({ initial, endpoint, columns, testId }: Props) {
  const t = useTranslations("loadMore");
  const [state, setState] = useState<PagingState<CardProduct | Pick<CardProduct, "id">>>(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const added = state.list.slice(initial.list.length) as CardProduct[];

  async function more() {
    setLoading(true);
    try {
      const res = await fetch(`${endpoint}?page=${state.currentPage + 1}`, { headers: { accept: "application/json" } });
      const body = (await res.json()) as { data?: { list: CardProduct[]; count: number; page: number } };
      if (!res.ok || !body.data) throw new Error(`load more ${res.status}`);
      const page = body.data;
      setState((s) => appendPage(s, { ...page, list: page.list.map(toCard) }));
    } catch {
      setFailed(true);
      setState((s) => failedPage(s));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {added.length ? <MoreCards list={added} columns={columns} testId={testId} /> : null}
      <div className="mt-6 flex flex-col items-center gap-2 text-sm text-muted" aria-live="polite">
        {failed ? <p role="alert">{t("failed")}</p> : null}
        {!state.isLoadedAll ? (
          <button
            type="button"
            onClick={() => void more()}
            disabled={loading}
            data-testid="load-more"
            className="rounded-brand border border-primary px-5 py-2 font-medium text-primary hover:bg-primary hover:text-primary-contrast"
          >
            {loading ? t("loading") : t("more")}
          </button>
        ) : state.list.length > 0 && !failed ? (
          <p data-testid="list-complete">{t("done")}</p>
        ) : null}
      </div>
    </>
  );
}
