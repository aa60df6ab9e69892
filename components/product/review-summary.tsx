import { reviewSummary, type StarCount } from "@/lib/commerce/catalogue/reviews";
import { Stars } from "./review-item";

/**
 * The review summary: the average with its stars, the count, how many booked, and a
 * histogram of 5 down to 1 stars. Each bar is drawn for the eye and named in words for screen
 * readers ("5 stars: 12"); the words come translated from the page.
 */
export function ReviewSummary({
  histogram,
  words,
}: {
  histogram: StarCount[];
  words: {
    average: (rating: string) => string;
    count: (count: number) => string;
    stars: (rating: string) => string;
    bar: (stars: number, count: number) => string;
    histogram: string;
    booked: string | null;
  };
}) {
  const summary = reviewSummary(histogram);
  const average = summary.average.toFixed(1);
  return (
    <div
      className="rv-summary"
      data-testid="review-summary"
      data-average={average}
      data-total={summary.total}
    >
      <div className="flex shrink-0 flex-col gap-0.5">
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-bold" aria-hidden="true">
            {average}
          </span>
          <span className="sr-only">{words.average(average)}</span>
          <Stars rating={summary.average} label={words.stars(average)} />
        </p>
        <p className="text-sm text-muted">
          {words.count(summary.total)}
          {words.booked ? <span data-testid="booked"> · {words.booked}</span> : null}
        </p>
      </div>
      <ul aria-label={words.histogram} className="flex min-w-0 flex-1 flex-col gap-1">
        {summary.bars.map((b) => (
          <li
            key={b.rating}
            className="hbar"
            data-testid="histogram-bar"
            data-rating={b.rating}
            data-count={b.count}
          >
            <span className="sr-only">{words.bar(b.rating, b.count)}</span>
            <span aria-hidden="true" className="hbar-n">
              {b.rating}★
            </span>
            <span aria-hidden="true" className="hbar-track">
              <span style={{ width: `${b.share}%` }} />
            </span>
            <span aria-hidden="true" className="hbar-count">
              {b.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
