import Image from "next/image";
import { formatMoney, savingPercent } from "@/lib/commerce/money";
import type { ProductSummary } from "@/lib/commerce/wire/product";
import { FavoriteToggle } from "./favorite-toggle";

/** What a card shows: lists pass only this to client components, not whole summaries. */
export type CardProduct = Pick<
  ProductSummary,
  "id" | "seo_sn" | "title" | "image" | "list_tags" | "price_amount" | "original_price_amount" | "symbol" | "rating" | "reviews"
>;

export const toCard = (p: CardProduct): CardProduct => ({
  id: p.id,
  seo_sn: p.seo_sn,
  title: p.title,
  image: p.image,
  list_tags: p.list_tags.slice(0, 2),
  price_amount: p.price_amount,
  original_price_amount: p.original_price_amount,
  symbol: p.symbol,
  rating: p.rating,
  reviews: p.reviews,
});

/**
 * A product tile for lists and home rows; links to the canonical detail URL. Inside a
 * FavoriteScope it carries a favourite toggle (a sibling of the link: no button inside an <a>).
 */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const saving = savingPercent(product.price_amount, product.original_price_amount);
  return (
    <div className="relative flex w-full">
      <a
        href={`/product/${product.id}/${product.seo_sn}`}
        data-testid="product-card"
        className="group flex w-full flex-col overflow-hidden rounded-brand border border-line bg-surface transition-shadow hover:shadow-md"
      >
        <div className="relative aspect-[4/3] bg-line/40">
          <Image
            src={product.image}
            alt={product.title}
            fill
            sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 25vw"
            unoptimized
            priority={priority}
            className="object-cover"
          />
          {saving ? <span className="absolute left-2 top-2 rounded-brand bg-accent px-2 py-0.5 text-xs font-semibold text-white">-{saving}%</span> : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium leading-snug group-hover:text-primary">{product.title}</h3>
          {product.list_tags.length ? (
            <ul className="flex flex-wrap gap-1">
              {product.list_tags.slice(0, 2).map((tag) => (
                <li key={tag} className="rounded-brand bg-primary/10 px-1.5 py-0.5 text-[11px] text-ink">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
            <span className="font-semibold text-primary" data-testid="product-price">
              {formatMoney(product.price_amount, product.symbol)}
            </span>
            {saving ? <s className="text-xs text-muted">{formatMoney(product.original_price_amount, product.symbol)}</s> : null}
          </div>
          {product.reviews > 0 ? (
            <p className="text-xs text-muted">
              <span aria-hidden="true" className="text-accent">
                ★
              </span>{" "}
              {product.rating.toFixed(1)} ({product.reviews})
            </p>
          ) : null}
        </div>
      </a>
      <FavoriteToggle productId={product.id} className="absolute right-2 top-2" />
    </div>
  );
}
