"use client";

import { fromCardRow, type CardRow } from "./card-product";
import { ProductCard } from "./product-card";

/**
 * A product card rendered as a client component (issue 20). A server-rendered card is in the HTML
 * and again, as its whole element tree (~1.1 KB each), in the RSC payload; this one's payload is
 * its fields as a CardRow (toCardRow: the fields a card shows, without their names). Home's rows
 * carry some twenty cards, so this is most of what the home page's payload repeated. Its code
 * ships anyway with the home page's load-more grid; the words ("card") come with the page
 * (components/account/catalogue-scope).
 */
export function ProductCardIsland({ row }: { row: CardRow }) {
  return <ProductCard product={fromCardRow(row)} />;
}
