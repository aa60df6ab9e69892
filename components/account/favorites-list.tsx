"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { useSWRConfig } from "swr";
import { FAVORITE_IDS_KEY, type FavoriteIds } from "@/components/product/favorite-toggle";
import { ProductCard, type CardProduct } from "@/components/product/product-card";
import { apiCall, goToSignIn } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import type { PagingState } from "@/lib/commerce/catalogue/paging";
import { cardPageSchema } from "@/lib/commerce/catalogue/product.schema";
import { LoadMoreFooter, usePager } from "@/components/ui/load-more";
import { useErrorText } from "./use-error-text";
import { Codes } from "@/lib/commerce/contract/error-codes";

type Props = {
  initial: PagingState<CardProduct>;
  /** plain link to the next page, for use without JavaScript */
  nextHref: string | null;
};

/** Spec §2 /account/favorites: 20 per page with "load more", each card with a remove button. */
export function FavoritesList({ initial, nextHref }: Props) {
  const t = useTranslations("favorites");
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const pager = usePager(
    initial,
    (page) => readApi(cardPageSchema, `/api/favorites?page=${page}`),
    (code) => {
      if (code !== Codes.loginExpired) return false;
      goToSignIn();
      return true;
    },
  );
  const { state, setState } = pager;
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(productId: number) {
    setRemoving(productId);
    const result = await apiCall(`/api/favorites/${productId}`, { method: "DELETE" });
    setRemoving(null);
    if (!result.ok && result.code === Codes.loginExpired) return goToSignIn();
    if (!result.ok) return toast(errorText(result.errorKey), { testId: "toast" });
    setState((s) => ({
      ...s,
      list: s.list.filter((p) => p.id !== productId),
      count: Math.max(0, s.count - 1),
    }));
    // hearts elsewhere on the page (none today) would otherwise still show it as a favourite
    void mutate<FavoriteIds>(
      FAVORITE_IDS_KEY,
      (cur) => (cur ? { ...cur, ids: { ...cur.ids, [productId]: false } } : cur),
      { revalidate: false },
    );
    toast(t("removed"), { testId: "toast" });
  }

  if (!state.list.length) {
    return (
      <div
        className="rounded-brand bg-surface p-8 text-center ring-1 ring-line"
        data-testid="favorites-empty"
      >
        <p className="text-muted">{t("empty")}</p>
        <a
          href="/products"
          className="mt-4 inline-block rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast"
        >
          {t("browse")}
        </a>
      </div>
    );
  }

  return (
    <div>
      <p className="mb-3 text-sm text-muted" data-testid="favorites-count">
        {t("count", { count: state.count })}
      </p>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4" data-testid="favorites-grid">
        {state.list.map((product, i) => (
          <li key={product.id} className="flex flex-col gap-2">
            {/* the card fills the row's height so the remove buttons of a row line up */}
            <div className="flex flex-1">
              <ProductCard product={product} priority={i < 2} heading="h2" />
            </div>
            <button
              type="button"
              onClick={() => void remove(product.id)}
              disabled={removing === product.id}
              aria-busy={removing === product.id || undefined}
              aria-label={`${t("remove")}: ${product.title}`}
              className="rounded-brand border border-line bg-surface py-1.5 text-sm text-muted hover:text-ink disabled:opacity-60"
              data-testid="favorite-remove"
            >
              {removing === product.id ? t("removing") : t("remove")}
            </button>
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        pager={pager}
        nextHref={nextHref}
        labels={{ more: t("more"), loading: t("loading"), failed: t("failed") }}
        testId="favorites-more"
      />
    </div>
  );
}
