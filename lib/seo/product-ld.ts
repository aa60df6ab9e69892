import type { AggregateOffer, Offer, Product, WithContext } from "schema-dts";
import { priceDisplay, type PriceFacts } from "../commerce/pricing/price-display";

// schema.org Product JSON-LD for a product page. The offer follows the one price-display rule
// (lib/commerce/pricing/price-display): a range is an AggregateOffer from its low to its high end, one
// price is an Offer at that price — the same figures the card and the page print.

const major = (minor: number) => (minor / 100).toFixed(2);

export type ProductLdInput = PriceFacts & {
  title: string;
  sn: string;
  images: string[];
  description: string;
  rating: number;
  reviews: number;
  /** options that can be bought (the AggregateOffer's offerCount) */
  offerCount: number;
  inStock: boolean;
};

export function productJsonLd(
  p: ProductLdInput,
  ctx: { origin: string; url: string; currency: string; brandName: string },
): WithContext<Product> & { offers: Offer | AggregateOffer } {
  const display = priceDisplay(p);
  const availability = p.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
  const offers: Offer | AggregateOffer =
    display.kind === "range"
      ? {
          "@type": "AggregateOffer",
          priceCurrency: ctx.currency,
          lowPrice: major(display.low),
          highPrice: major(display.high),
          offerCount: Math.max(1, p.offerCount),
          availability,
          url: ctx.url,
        }
      : {
          "@type": "Offer",
          priceCurrency: ctx.currency,
          price: major(display.price),
          availability,
          url: ctx.url,
        };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.title,
    sku: p.sn,
    image: p.images.map((i) => new URL(i, ctx.origin).toString()),
    description: p.description,
    brand: { "@type": "Brand", name: ctx.brandName },
    url: ctx.url,
    offers,
    ...(p.reviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: p.rating,
            reviewCount: p.reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
