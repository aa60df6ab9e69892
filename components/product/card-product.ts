import type { ProductSummary } from "@/lib/commerce/wire/product";

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
