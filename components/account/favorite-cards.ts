import type { Favorite } from "@/lib/commerce/accounts/account.schema";
import type { Page } from "@/lib/commerce/contract/common.schema";
import { toCard, type CardProduct } from "@/components/product/card-product";

/** A page of favourites as the card props the list shows (the same fields as catalogue grids). */
export function favoriteCards(page: Page<Favorite>): Page<CardProduct> {
  return { ...page, list: page.list.map(({ product }) => toCard(product)) };
}
