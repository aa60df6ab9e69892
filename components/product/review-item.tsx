import Image from "next/image";
import { starMarks } from "@/lib/commerce/reviews";

type ReviewLike = { rating: number; user_name: string; content: string; images?: string[] };

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
              <Image
                src={src}
                alt={photoLabel}
                width={80}
                height={60}
                className="h-[60px] w-20 rounded-brand object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
