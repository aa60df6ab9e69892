// Spec §2 product detail, reviews: the review summary a shopper reads before booking —
// the average, the count and a star histogram (5 down to 1) — and the orders the list can be read
// in. One place for both programs: the upstream sorts and counts by these, the storefront draws them.

/** The list's orders: `default` puts reviews with photos first (newest first within each), `newest`
 * is by date only, `photos` lists only the reviews with photos (newest first). */
export const REVIEW_SORTS = ["default", "newest", "photos"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const isReviewSort = (v: unknown): v is ReviewSort =>
  typeof v === "string" && (REVIEW_SORTS as readonly string[]).includes(v);

/** The stars a review can give, in the histogram's order. */
export const STARS = [5, 4, 3, 2, 1] as const;

export type StarCount = { rating: number; count: number };

export type ReviewSummary = {
  total: number;
  /** to one decimal; 0 when there are no reviews */
  average: number;
  /** always five bars, 5 stars first; `share` is the whole percent of all reviews (0 when none) */
  bars: { rating: (typeof STARS)[number]; count: number; share: number }[];
};

/**
 * The summary from counts per rating (as grouped by the database: any order, ratings without
 * reviews missing, out-of-range ratings ignored).
 */
export function reviewSummary(counts: readonly StarCount[]): ReviewSummary {
  const byRating = new Map<number, number>();
  for (const { rating, count } of counts) {
    if (!STARS.includes(rating as (typeof STARS)[number]) || !(count > 0)) continue;
    byRating.set(rating, (byRating.get(rating) ?? 0) + Math.floor(count));
  }
  const total = [...byRating.values()].reduce((a, b) => a + b, 0);
  const sum = [...byRating].reduce((a, [rating, n]) => a + rating * n, 0);
  return {
    total,
    average: total ? Math.round((sum / total) * 10) / 10 : 0,
    bars: STARS.map((rating) => {
      const count = byRating.get(rating) ?? 0;
      return { rating, count, share: total ? Math.round((count / total) * 100) : 0 };
    }),
  };
}

export type StarMark = "full" | "half" | "empty";

/**
 * A rating as five marks, full then half then empty, to the nearest half star: a 4-star review
 * shows one empty star, an average of 4.5 four full and a half (never five full stars, which
 * would claim more than the figure beside them); 4.8 rounds to five, 4.2 to four.
 */
export function starMarks(rating: number): StarMark[] {
  const halves = Math.max(0, Math.min(10, Math.round((Number.isFinite(rating) ? rating : 0) * 2)));
  return STARS.map((_, i) =>
    halves >= 2 * (i + 1) ? "full" : halves === 2 * i + 1 ? "half" : "empty",
  );
}
