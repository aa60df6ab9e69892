import type { ProductDetail } from "@/lib/commerce/catalogue/product.schema";

/**
 * A tour's facts from the product data: the duration, what the price includes and
 * leaves out, and the itinerary as an ordered timeline. Server HTML only; a part with nothing to
 * say is not drawn (the page leaves the section out when all are empty: hasInclusions / hasItinerary).
 */
export const hasInclusions = (p: Pick<ProductDetail, "duration" | "included" | "excluded">) =>
  Boolean(p.duration || p.included.length || p.excluded.length);
export const hasItinerary = (p: Pick<ProductDetail, "itinerary">) => p.itinerary.length > 0;

export function Inclusions({
  product: p,
  words,
}: {
  product: Pick<ProductDetail, "duration" | "included" | "excluded">;
  words: { duration: string | null; included: string; excluded: string };
}) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      {words.duration ? (
        <p data-testid="duration" className="font-medium">
          {words.duration}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FactList kind="included" title={words.included} items={p.included} />
        <FactList kind="excluded" title={words.excluded} items={p.excluded} />
      </div>
    </div>
  );
}

const MARKS = {
  included: { mark: "✓", tone: "text-primary" },
  excluded: { mark: "✕", tone: "text-muted" },
} as const;

/** What the price includes (✓) or leaves out (✕), under its title; nothing when the list is empty. */
function FactList({
  kind,
  title,
  items,
}: {
  kind: keyof typeof MARKS;
  title: string;
  items: string[];
}) {
  if (!items.length) return null;
  const { mark, tone } = MARKS[kind];
  return (
    <div>
      <h3 className="mb-1 font-semibold">{title}</h3>
      <ul className="flex flex-col gap-1" data-testid={kind}>
        {items.map((x) => (
          <li key={x} className="flex gap-2">
            <span className={tone} aria-hidden="true">
              {mark}
            </span>
            {x}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Itinerary({ stops }: { stops: ProductDetail["itinerary"] }) {
  return (
    <ol className="itin" data-testid="itinerary">
      {stops.map((s, i) => (
        <li key={i}>
          <span aria-hidden="true" />
          <p className="font-medium">
            {s.time ? <time dateTime={s.time}>{s.time}</time> : null}
            {s.title}
          </p>
          {s.detail ? <p className="text-muted">{s.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
