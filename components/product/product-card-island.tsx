"use client";

import { fromCardRow, type CardRow } from "./card-product";
import { ProductCard } from "./product-card";

/**
 * A list of product cards rendered as a client component (docs/decisions/product-page-weight.md). A
 * server-rendered card is in the HTML and again, as its whole element tree (~1.1 KB each), in the
 * RSC payload; here the payload is the list's cards as CardRows (toCardRow: the fields a card
 * shows, without their names), and the list items are the browser's too. Home's rows carry some
 * twenty cards, so this is most of what the home page's payload repeated. Its code ships anyway
 * with the home page's load-more grid; the words ("card") come with the page
 * (components/account/catalogue-scope).
 */
export function ProductCardList({ rows, className }: { rows: CardRow[]; className: string }) {
  return (
    <ul className={className}>
      {rows.map((row) => (
        <li key={row[0]} className="flex snap-start">
          <ProductCard product={fromCardRow(row)} />
        </li>
      ))}
    </ul>
  );
}
