"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { readApi } from "@/lib/client/fetcher";
import type { PagingState } from "@/lib/commerce/catalogue/paging";
import { LoadMoreFooter, usePager } from "../ui/load-more";
import { fromCardRow, type CardRow } from "../product/card-product";
import { ProductCard, toCard, type CardProduct } from "../product/product-card";

type Props = {
  /** the first page: CardRows from a server component (toCardRow), cards from a client one */
  initial: PagingState<CardProduct> | PagingState<CardRow>;
  /** BFF endpoint answering { code, data: page } for ?page=N plus `query` */
  endpoint: string;
  query?: Record<string, string>;
  /** plain link to the next page, for crawlers and for use without JavaScript */
  nextHref?: string | null;
  columns?: string;
  testId?: string;
  /** how many first cards load their image at once: a grid far down a page (home's) says 0 */
  eager?: number;
};

/**
 * A product grid with "load more": complete when count ≤ loaded; a failed page marks the list
 * fully loaded (spec §8). The first page comes server-rendered.
 */
export function LoadMoreGrid({
  initial,
  endpoint,
  query = {},
  nextHref,
  columns = "grid-cols-2 md:grid-cols-4",
  testId = "product-grid",
  eager = 2,
}: Props) {
  const t = useTranslations("loadMore");
  const [first] = useState(() => readInitial(initial));
  const pager = usePager(first, async (page) => {
    // the schema comes with the first "load more": catalogue pages load no zod up front
    const load = () =>
      readApi(
        () => import("@/lib/commerce/catalogue/product.schema").then((m) => m.cardPageSchema),
        `${endpoint}?${new URLSearchParams({ ...query, page: String(page) })}`,
      );
    let result = await load();
    // one more try when the network or the upstream failed
    if (!result.ok && result.errorKey === "unavailable") result = await load();
    return result.ok
      ? { ok: true, data: { ...result.data, list: result.data.list.map(toCard) } }
      : result;
  });

  return (
    <div>
      <ul
        className={`grid gap-3 md:gap-4 ${columns}`}
        data-testid={testId}
        data-count={pager.state.count}
      >
        {pager.state.list.map((product, i) => (
          <li key={product.id} className={i < eager ? "flex" : "render-lazy flex"}>
            <ProductCard product={product} priority={i < eager} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        pager={pager}
        nextHref={nextHref}
        labels={{ more: t("more"), loading: t("loading"), failed: t("failed"), done: t("done") }}
        testId="load-more"
      />
    </div>
  );
}

function readInitial(
  initial: PagingState<CardProduct> | PagingState<CardRow>,
): PagingState<CardProduct> {
  const list: (CardProduct | CardRow)[] = initial.list;
  return { ...initial, list: list.map((p) => (Array.isArray(p) ? fromCardRow(p) : p)) };
}
