/** One review in the product page's list: stars, name, text (the first page server-rendered, the rest by ReviewsMore). */
export function ReviewItem({
  review: r,
}: {
  review: { rating: number; user_name: string; content: string };
}) {
  return (
    <li className="border-b border-line py-3">
      <p className="text-sm">
        <span className="text-accent" aria-label={`${r.rating}/5`}>
          {"★".repeat(r.rating)}
        </span>{" "}
        <span className="font-medium">{r.user_name}</span>
      </p>
      <p className="mt-1 text-sm">{r.content}</p>
    </li>
  );
}
