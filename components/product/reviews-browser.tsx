"use client";

import { useState, type ReactNode } from "react";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/commerce/reviews";
import { ReviewsMore, type ReviewLabels } from "./reviews-more";

/**
 * The review list with its orders (issue 21): the first page in the default order arrives
 * server-rendered (`children`); choosing "Newest" or "With photos" reads that order's pages in the
 * browser. `counts` is how many reviews each order lists.
 */
export function ReviewsBrowser({
  productId,
  loaded,
  counts,
  sortNames,
  sortLabel,
  labels,
  children,
}: {
  productId: number;
  loaded: number;
  counts: Record<ReviewSort, number>;
  sortNames: Record<ReviewSort, string>;
  sortLabel: string;
  labels: ReviewLabels;
  children: ReactNode;
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
        {sort === "default" ? children : null}
        <ReviewsMore
          key={sort}
          productId={productId}
          sort={sort}
          loaded={sort === "default" ? loaded : 0}
          count={counts[sort]}
          labels={labels}
        />
      </ul>
    </>
  );
}
