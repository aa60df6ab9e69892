"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { readApi } from "@/lib/client/fetcher";
import { listComplete } from "@/lib/commerce/catalogue/paging";
import type { ReviewSort } from "@/lib/commerce/catalogue/reviews";
import type { Review } from "@/lib/commerce/catalogue/product.schema";
import { ReviewItem } from "./review-item";

/** Words the review list needs in the browser, translated on the server (components/product/product-details). */
export type ReviewLabels = {
  /** rating 1–5 → "4 out of 5 stars" */
  stars: Record<number, string>;
  photo: string;
  failed: string;
};

/**
 * Further pages of reviews in an order. With the first page server-rendered above (`loaded` > 0)
 * it reads from page 2 on "More reviews"; with none loaded (another order was chosen) it reads
 * page 1 at once.
 */
export function ReviewsMore({
  productId,
  sort = "default",
  loaded,
  count,
  labels,
}: {
  productId: number;
  sort?: ReviewSort;
  loaded: number;
  count: number;
  labels: ReviewLabels;
}) {
  const t = useTranslations("loadMore");
  const [items, setItems] = useState<Review[]>([]);
  const [page, setPage] = useState(loaded ? 1 : 0);
  const [done, setDone] = useState(loaded ? listComplete(count, loaded, loaded) : count === 0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function more() {
    setBusy(true);
    const query = sort === "default" ? "" : `&sort=${sort}`;
    // the schema comes with the first "more reviews": product pages load no zod up front
    const result = await readApi(
      () => import("@/lib/commerce/catalogue/product.schema").then((m) => m.reviewPageSchema),
      `/api/catalogue/product/${productId}/comments?page=${page + 1}${query}`,
    );
    setBusy(false);
    // a failed page ends the list (spec §8: no endless retry)
    if (!result.ok) {
      setFailed(loaded + items.length === 0);
      return setDone(true);
    }
    const next = [...items, ...result.data.list];
    setItems(next);
    setPage(page + 1);
    setDone(listComplete(result.data.count, loaded + next.length, result.data.list.length));
  }
  const first = useRef(false);
  useEffect(() => {
    // nothing server-rendered for this order: its first page is read once, on mount
    if (first.current || loaded || done) return;
    first.current = true;
    void more();
  });
  return (
    <>
      {items.map((r) => (
        <ReviewItem
          key={r.id}
          review={r}
          starsLabel={labels.stars[r.rating] ?? ""}
          photoLabel={labels.photo}
        />
      ))}
      {failed ? (
        <li className="pt-3 text-sm text-muted" role="status">
          {labels.failed}
        </li>
      ) : null}
      {!done ? (
        <li className="pt-3 text-center">
          <button
            type="button"
            onClick={() => void more()}
            disabled={busy}
            className="text-sm text-primary"
          >
            {busy ? t("loading") : t("moreReviews")}
          </button>
        </li>
      ) : null}
    </>
  );
}
