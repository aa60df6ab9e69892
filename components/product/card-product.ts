import type { ProductSummary } from "@/lib/commerce/catalogue/product.schema";

/** What a card shows: lists pass only this to client components, not whole summaries. */
export type CardProduct = Pick<
  ProductSummary,
  | "id"
  | "seo_sn"
  | "title"
  | "image"
  | "list_tags"
  | "min_price_amount"
  | "max_price_amount"
  | "original_price_amount"
  | "symbol"
  | "rating"
  | "reviews"
  | "product_type"
  | "shipping_required"
  | "stock_type"
>;

export const toCard = (p: CardProduct): CardProduct => ({
  id: p.id,
  seo_sn: p.seo_sn,
  title: p.title,
  image: p.image,
  list_tags: p.list_tags.slice(0, 2),
  min_price_amount: p.min_price_amount,
  max_price_amount: p.max_price_amount,
  original_price_amount: p.original_price_amount,
  symbol: p.symbol,
  rating: p.rating,
  reviews: p.reviews,
  product_type: p.product_type,
  shipping_required: p.shipping_required,
  stock_type: p.stock_type,
});

/**
 * A card as a server component hands it to a client component
 * (docs/decisions/product-page-weight.md): the same fields in a fixed order, without their names.
 * Home sends some thirty cards and a list page twenty, each in the RSC payload; the names were ~200
 * of a card's ~330 bytes there.
 */
export type CardRow = [
  id: CardProduct["id"],
  seo_sn: CardProduct["seo_sn"],
  title: CardProduct["title"],
  image: CardProduct["image"],
  list_tags: CardProduct["list_tags"],
  min_price_amount: CardProduct["min_price_amount"],
  max_price_amount: CardProduct["max_price_amount"],
  original_price_amount: CardProduct["original_price_amount"],
  symbol: CardProduct["symbol"],
  rating: CardProduct["rating"],
  reviews: CardProduct["reviews"],
  product_type: CardProduct["product_type"],
  shipping_required: CardProduct["shipping_required"],
  stock_type: CardProduct["stock_type"],
];

export const toCardRow = (p: CardProduct): CardRow => [
  p.id,
  p.seo_sn,
  p.title,
  p.image,
  p.list_tags.slice(0, 2),
  p.min_price_amount,
  p.max_price_amount,
  p.original_price_amount,
  p.symbol,
  p.rating,
  p.reviews,
  p.product_type,
  p.shipping_required,
  p.stock_type,
];

export const fromCardRow = ([
  id,
  seo_sn,
  title,
  image,
  list_tags,
  min_price_amount,
  max_price_amount,
  original_price_amount,
  symbol,
  rating,
  reviews,
  product_type,
  shipping_required,
  stock_type,
]: CardRow): CardProduct => ({
  id,
  seo_sn,
  title,
  image,
  list_tags,
  min_price_amount,
  max_price_amount,
  original_price_amount,
  symbol,
  rating,
  reviews,
  product_type,
  shipping_required,
  stock_type,
});
