"use client";

import { ProductCard, type CardProduct } from "../product/product-card";

/** The cards a "load more" appended (loaded with the first press: see MoreProducts). */
export function MoreCards({ list, columns, testId }: { list: CardProduct[]; columns: string; testId: string }) {
  return (
    <ul className={`mt-3 grid gap-3 md:mt-4 md:gap-4 ${columns}`} data-testid={testId}>
      {list.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
