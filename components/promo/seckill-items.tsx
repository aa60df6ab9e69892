"use client";

import { LiveLeft } from "./live-left";

/**
 * One flash-sale item of the home strip as the server hands it over
 * (docs/decisions/product-page-weight.md): link, image, title and the price in words, then what
 * LiveLeft needs — without field names. Server-rendered, the four items were ~3 KB of element trees
 * in the RSC payload; as data they are ~0.6 KB.
 */
export type SeckillCell = [
  href: string,
  image: string,
  title: string,
  price: string,
  activityId: number,
  variantId: number,
  stock: number,
  sold: number,
];

export function SeckillItems({ cells }: { cells: SeckillCell[] }) {
  return (
    <ul className="flex snap-x gap-3 overflow-x-auto pb-1">
      {cells.map(([href, image, title, price, activityId, variantId, stock, sold]) => (
        <li key={`${activityId}-${variantId}`} className="w-36 shrink-0 snap-start">
          <a href={href} className="block">
            <div className="relative aspect-[4/3] overflow-hidden rounded-brand">
              {/* eslint-disable-next-line @next/next/no-img-element -- an SVG served as it is (next/image was `unoptimized` and added an inline style) */}
              <img
                src={image}
                alt={title}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 h-full w-full object-cover"
              />
            </div>
            <p className="mt-1 line-clamp-1 text-sm">{title}</p>
            <p className="text-sm font-semibold text-accent">{price}</p>
            <LiveLeft activityId={activityId} variantId={variantId} stock={stock} sold={sold} />
          </a>
        </li>
      ))}
    </ul>
  );
}
