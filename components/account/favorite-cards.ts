import type { Favorite } from "@/lib/commerce/wire/account";
import type { Page } from "@/lib/commerce/wire/common";
import type { CardProduct } from "@/components/product/product-card";

/** A page of favourites as the card props the list shows (the same fields as catalogue grids). */
export function favoriteCards(page: Page<Favorite>): Page<CardProduct> {
  return {
    ...page,
    list: page.list.map(({ product: p }) => ({
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
    })),
  };
}
