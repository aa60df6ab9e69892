"use client";

import { useState } from "react";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/commerce/catalogue/reviews";
import { ReviewItem, type ShownReview } from "./review-item";
import { ReviewsMore, type ReviewLabels } from "./reviews-more";

/**
 * The review list with its orders: the first page in the default order arrives
 * server-rendered (`first`); choosing "Newest" or "With photos" reads that order's pages in the
 * browser. `counts` is how many reviews each order lists.
 *
 * `first` is data, not server-rendered children (docs/decisions/product-page-weight.md): a server
 * component's list would be in the page's RSC payload as its whole element tree (~1.3 KB a review)
 * beside its HTML; as props it is the reviews' fields only (lib reviewShown).
 */
export function ReviewsBrowser({
  productId,
  first,
  counts,
  sortNames,
  sortLabel,
  labels,
}: {
  productId: number;
  first: ShownReview[];
  counts: Record<ReviewSort, number>;
  sortNames: Record<ReviewSort, string>;
  sortLabel: string;
  labels: ReviewLabels;
}) {
  const [sort, setSort] = useState<ReviewSort>("default");
  return (
    <>
      <div role="group" aria-label={sortLabel} className="mb-1 flex flex-wrap gap-2">
        {REVIEW_SORTS.filter((s) => s !== "photos" || counts.photos > 0).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === sort}
            onClick={() => setSort(s)}
            data-testid={`review-sort-${s}`}
            className={`rounded-full border px-3 py-1 text-sm ${s === sort ? "border-primary bg-primary/10 font-medium text-ink" : "border-line text-ink"}`}
          >
            {sortNames[s]}
          </button>
        ))}
      </div>
      <ul data-testid="reviews" data-sort={sort}>
        {sort === "default"
          ? first.map((r) => (
              <ReviewItem
                key={r.id}
                review={r}
                starsLabel={labels.stars[r.rating] ?? ""}
                photoLabel={labels.photo}
              />
            ))
          : null}
        <ReviewsMore
          key={sort}
          productId={productId}
          sort={sort}
          loaded={sort === "default" ? first.length : 0}
          count={counts[sort]}
          labels={labels}
        />
      </ul>
    </>
  );
}
