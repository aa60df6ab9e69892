import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { priceDisplay } from "@/lib/commerce/pricing/price-display";
import { productWording } from "@/lib/commerce/catalogue/product-wording";
import type { CardProduct } from "./card-product";
import { FavoriteToggle } from "./favorite-toggle";

export { toCard, type CardProduct } from "./card-product";

/**
 * A product tile for lists and home rows; links to the canonical detail URL. Inside a
 * FavoriteScope it carries a favourite toggle (a sibling of the link: no button inside an <a>).
 * Its price follows lib/commerce/pricing/price-display ("from" the low end of a range, a struck-through
 * original only beside one price) and its label what the shopper gets (lib/commerce/catalogue/product-wording).
 * The title is an h3 under a section's h2; a grid right under the page's h1 asks for h2.
 */
export function ProductCard({
  product,
  priority = false,
  heading: Heading = "h3",
}: {
  product: CardProduct;
  priority?: boolean;
  heading?: "h2" | "h3";
}) {
  const t = useTranslations("card");
  const price = priceDisplay(product);
  const saving = price.kind === "single" ? price.saving : null;
  const wording = productWording(product);
  // Short classes from app/globals.css (.pcard…): a card is in the HTML and again in the RSC payload.
  // A plain <img>: the images are SVGs served as they are (next/image's `unoptimized`), and
  // next/image would add a client reference, its props and an inline style to every card.
  return (
    <div className="pcard">
      <a href={`/product/${product.id}/${product.seo_sn}`} data-testid="product-card">
        <div className="pcard-media">
          {/* eslint-disable-next-line @next/next/no-img-element -- unoptimized SVG; see above */}
          <img
            src={product.image}
            alt={product.title}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
          />
          {saving ? <span>-{saving}%</span> : null}
        </div>
        <div className="pcard-body">
          <p className="pcard-kind" data-testid="card-kind" data-kind={wording.kind}>
            {t(wording.cardLabel)}
          </p>
          <Heading className="pcard-title">{product.title}</Heading>
          {product.list_tags.length ? (
            <ul className="pcard-tags">
              {product.list_tags.slice(0, 2).map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
          <div className="pcard-price">
            <span data-testid="product-price" data-price-kind={price.kind}>
              {price.kind === "range"
                ? t("from", { price: formatMoney(price.low, product.symbol) })
                : formatMoney(price.price, product.symbol)}
            </span>
            {price.kind === "single" && price.original !== null ? (
              <s aria-label={t("originalPrice")}>{formatMoney(price.original, product.symbol)}</s>
            ) : null}
          </div>
          {product.reviews > 0 ? (
            <p className="pcard-rating">
              <span aria-hidden="true">★</span>
              {` ${product.rating.toFixed(1)} (${product.reviews})`}
            </p>
          ) : null}
        </div>
      </a>
      <FavoriteToggle productId={product.id} className="absolute right-2 top-2" />
    </div>
  );
}
