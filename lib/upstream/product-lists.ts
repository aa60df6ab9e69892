import "server-only";
import { channelAllows } from "@/lib/commerce/platform/channels";
import { LIST_PAGE_SIZE, type ListQuery } from "@/lib/commerce/catalogue/list-query";
import { getAdConfig, getPopularKeywords, getProducts } from "./catalogue";
import type { CallContext } from "./client";
import { orNull } from "./errors";
import { getPogs } from "./partners";

// The reads behind /products and /category/{id} (components/list/list-pages).

/** A category's name from the ad config's category tabs; undefined when unknown or unreadable. */
export async function categoryName(ctx: CallContext, id: number): Promise<string | undefined> {
  const ads = await orNull(getAdConfig(ctx));
  return ads?.category_tabs.find((c) => c.id === id)?.title;
}

/**
 * The categories an empty list suggests: the ad config's category tabs, as the home page
 * and the category pages read them; none when unreadable.
 */
export async function suggestedCategories(
  ctx: CallContext,
): Promise<{ id: number; title: string }[]> {
  const ads = await orNull(getAdConfig(ctx));
  return ads?.category_tabs ?? [];
}

/**
 * One page of a product list with the popular search terms (optional). `channel`: the partner
 * channel the shopper entered through, or null; §6 a section open to one partner channel is
 * `restricted` outside it.
 */
export async function loadProductList(
  ctx: CallContext,
  filters: ListQuery,
  channel: string | null,
) {
  if (filters.pog_id !== undefined) {
    const pog = (await orNull(getPogs(ctx)))?.find((g) => g.id === filters.pog_id);
    if (pog && !channelAllows(pog.channel, channel)) return { restricted: true as const };
  }
  const [page, hot] = await Promise.all([
    getProducts(channel ? { ...ctx, channel } : ctx, { ...filters, page_size: LIST_PAGE_SIZE }),
    orNull(getPopularKeywords(ctx)).then((hot) => hot ?? []),
  ]);
  return { restricted: false as const, page, hot };
}

/** One page of a category's list, its name (undefined when unknown) and the popular search terms. */
export async function loadCategoryList(ctx: CallContext, id: number, filters: ListQuery) {
  const [name, page, hot] = await Promise.all([
    categoryName(ctx, id),
    getProducts(ctx, { ...filters, page_size: LIST_PAGE_SIZE }),
    orNull(getPopularKeywords(ctx)).then((hot) => hot ?? []),
  ]);
  return { name, page, hot };
}
