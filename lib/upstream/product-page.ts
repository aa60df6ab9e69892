import "server-only";
import { cache } from "react";
import type { CallContext } from "./client";
import {
  getAnnouncements,
  getProduct,
  getProductComments,
  getProductDiscount,
  getProductRecommend,
  getProductVariants,
} from "./catalogue";
import { isNotFound, orNull } from "./errors";
import { reshapeProductPage, type ProductView } from "./reshape/product";

/** The product for a page render, shared by generateMetadata and the page (one upstream call). */
export const loadProduct = cache(async (ctx: CallContext, id: number) => {
  try {
    return await getProduct(ctx, id);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

/** The rest of the product page, each part optional (a failed read hides its section), reshaped for the screen. */
export async function loadProductPage(ctx: CallContext, product: ProductView) {
  const [announcements, discount, variants, reviews, recommended] = await Promise.all([
    orNull(getAnnouncements(ctx, 2)),
    orNull(getProductDiscount(ctx, product.id)),
    orNull(getProductVariants(ctx, product.id)),
    orNull(getProductComments(ctx, product.id, 1)),
    orNull(getProductRecommend(ctx, product.id, 1)),
  ]);
  return reshapeProductPage(product, { announcements, discount, variants, reviews, recommended });
}
