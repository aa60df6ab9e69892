import { starMarks } from "@/lib/commerce/catalogue/reviews";

type ReviewLike = { rating: number; user_name: string; content: string; images?: string[] };
/** A review as the list shows it: the fields it renders, and no more. */
export type ShownReview = ReviewLike & { id: number };

/** A review's fields that the list shows, and nothing else: the first page goes to the browser as props. */
export function reviewShown({ id, rating, user_name, content, images }: ShownReview): ShownReview {
  return { id, rating, user_name, content, ...(images?.length ? { images } : {}) };
}

/**
 * A reviewer's photo through the image optimizer, as next/image drew it for an 80×60 box (its
 * default loader: the 96 px and 256 px widths of the default `imageSizes`, quality 75). A plain
 * <img> (docs/decisions/product-page-weight.md): next/image is a client component, and the review
 * list is one, so its code would be ~6 KB gzip of the product page's first JavaScript for one
 * thumbnail.
 */
export function reviewPhoto(src: string): { src: string; srcSet: string } {
  const at = (w: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=75`;
  return { src: at(256), srcSet: `${at(96)} 1x, ${at(256)} 2x` };
}

const MARK_CLASS = {
  full: "text-accent",
  empty: "text-line",
  // the left half in the accent colour, the right half as an empty star (no extra element)
  half: "bg-[linear-gradient(90deg,var(--color-accent)_50%,var(--color-line)_50%)] bg-clip-text text-transparent",
} as const;

/** Five marks, full, half then empty to the nearest half star, named for screen readers. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} data-testid="stars" data-rating={rating}>
      {starMarks(rating).map((mark, i) => (
        <span key={i} aria-hidden="true" data-mark={mark} className={MARK_CLASS[mark]}>
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * One review in the product page's list: stars, name, text and the reviewer's photos (the first
 * page server-rendered, the rest by ReviewsMore). `starsLabel` names the stars ("4 out of 5 stars").
 */
export function ReviewItem({
  review: r,
  starsLabel,
  photoLabel,
}: {
  review: ReviewLike;
  starsLabel: string;
  photoLabel: string;
}) {
  return (
    <li className="border-b border-line py-3" data-testid="review">
      <p className="flex items-center gap-2 text-sm">
        <Stars rating={r.rating} label={starsLabel} />
        <span className="font-medium">{r.user_name}</span>
      </p>
      <p className="mt-1 text-sm">{r.content}</p>
      {r.images?.length ? (
        <ul className="mt-2 flex gap-2" data-testid="review-photos">
          {r.images.map((src) => (
            <li key={src}>
              {/* eslint-disable-next-line @next/next/no-img-element -- optimizer URLs by hand; see reviewPhoto */}
              <img
                {...reviewPhoto(src)}
                alt={photoLabel}
                width={80}
                height={60}
                loading="lazy"
                decoding="async"
                className="h-[60px] w-20 rounded-brand object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
