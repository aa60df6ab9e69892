import Image from "next/image";
import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/commerce/money";
import { priceDisplay } from "@/lib/commerce/price-display";
import { productWording } from "@/lib/commerce/product-wording";
import type { CardProduct } from "./card-product";
import { FavoriteToggle } from "./favorite-toggle";

export { toCard, type CardProduct } from "./card-product";

/**
 * A product tile for lists and home rows; links to the canonical detail URL. Inside a
 * FavoriteScope it carries a favourite toggle (a sibling of the link: no button inside an <a>).
 * Its price follows lib/commerce/price-display ("from" the low end of a range, a struck-through
 * original only beside one price) and its label what the shopper gets (lib/commerce/product-wording).
 * The title is an h3 under a section's h2; a grid right under the page's h1 asks for h2.
 */
export function ProductCard({ product, priority = false, heading: Heading = "h3" }: { product: CardProduct; priority?: boolean; heading?: "h2" | "h3" }) {
  const t = useTranslations("card");
  const price = priceDisplay(product);
  const saving = price.kind === "single" ? price.saving : null;
  const wording = productWording(product);
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
          <p className="text-[11px] font-medium uppercase tracking-wide text-muted" data-testid="card-kind" data-kind={wording.kind}>
            {t(wording.cardLabel)}
          </p>
          <Heading className="line-clamp-2 text-sm font-medium leading-snug group-hover:text-primary">{product.title}</Heading>
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
            <span className="font-semibold text-primary" data-testid="product-price" data-price-kind={price.kind}>
              {price.kind === "range" ? t("from", { price: formatMoney(price.low, product.symbol) }) : formatMoney(price.price, product.symbol)}
            </span>
            {price.kind === "single" && price.original !== null ? (
              <s className="text-xs text-muted" aria-label={t("originalPrice")}>
                {formatMoney(price.original, product.symbol)}
              </s>
            ) : null}
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
