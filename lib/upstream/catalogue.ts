import "server-only";
import { z } from "zod";
import {
  activityInfoSchema,
  productDetailSchema,
  productDiscountSchema,
  productSummarySchema,
  reviewsPageSchema,
  sitemapProductSchema,
  variantsResponseSchema,
} from "../commerce/catalogue/product.schema";
import {
  adConfigSchema,
  announcementSchema,
  cityConfigSchema,
  pageConfigSchema,
  pageSettingSchema,
  popularKeywordsSchema,
  searchSuggestionsSchema,
  shortUrlClickSchema,
  shortUrlSchema,
  themeSchema,
  themeWithProductsSchema,
} from "../commerce/platform/config.schema";
import { page } from "../commerce/contract/common.schema";
import { platformSchema } from "../commerce/platform/platform.schema";
import type { ListSort } from "../commerce/catalogue/list-query";
import type { Locale } from "../commerce/platform/locales";
import type { ReviewSort } from "../commerce/catalogue/reviews";
import type { CityNode } from "../commerce/platform/config.schema";
import { upstreamGet, upstreamSend, type CallContext, type Persist } from "./client";

// One function per upstream call (spec §7). Nothing outside lib/upstream knows the wire paths.

export const getPlatform = (ctx: CallContext) =>
  upstreamGet("platform", platformSchema, ctx, undefined, { tags: ["platform"] });

/** The city picker's tree (spec §2 header), named in the page's language only: the wire tree carries every language, and this tree is sent to the browser on every page. */
export type PickerCity = { id: number; name: string; children: PickerCity[] };

const pickerCities = (nodes: CityNode[], locale: Locale): PickerCity[] =>
  nodes.map((n) => ({
    id: n.id,
    name: n.meta[locale]?.name ?? n.meta.en?.name ?? String(n.id),
    children: pickerCities(n.children, locale),
  }));

const getCityConfig = (ctx: CallContext) =>
  upstreamGet("page_config/city_config", cityConfigSchema, ctx, undefined, { tags: ["cities"] });

export const getPickerCities = async (ctx: CallContext): Promise<PickerCity[]> =>
  pickerCities(await getCityConfig(ctx), ctx.locale);

export const getAdConfig = (ctx: CallContext) =>
  upstreamGet("page_config/ad_config", adConfigSchema, ctx);

export const getAnnouncements = (ctx: CallContext, placement: 1 | 2 | 3 | 4) =>
  upstreamGet(
    "announcement",
    z.array(announcementSchema),
    ctx,
    { placement },
    { tags: ["announcements"] },
  );
export type AnnouncementsView = Awaited<ReturnType<typeof getAnnouncements>>;

export const getHomePageSetting = (ctx: CallContext, pogId?: number) =>
  upstreamGet(
    "page_setting",
    pageSettingSchema,
    ctx,
    { page_type: 2, pog_id: pogId },
    { tags: ["home"] },
  );

export const getPageConfig = (ctx: CallContext) =>
  upstreamGet("page_setting/config", pageConfigSchema, ctx, undefined, { tags: ["home"] });

export const getShortUrl = (ctx: CallContext, code: string) =>
  upstreamGet(`shortUrl/${encodeURIComponent(code)}`, shortUrlSchema, ctx, undefined, {
    revalidate: 60,
  });

/** Counts one open of a short link; called after the redirect has been sent. */
export const recordShortUrlClick = (ctx: CallContext, code: string) =>
  upstreamSend("post", `shortUrl/${encodeURIComponent(code)}/click`, shortUrlClickSchema, ctx);

export type ProductQuery = {
  page?: number;
  page_size?: number;
  category_id?: number;
  poi_id?: number;
  tag_id?: number;
  pog_id?: number;
  product_type?: number;
  title?: string;
  keyword?: string;
  sort?: ListSort;
  /** 1: sort by sold (spec §4: changing the sort resets it) */
  sold?: 1;
  start_date?: string;
  end_date?: string;
};

/** free text and dates make a query space without bound: those lists are read per render, not cached */
const listPersist = (query: ProductQuery): Persist =>
  query.keyword || query.title || query.start_date || query.end_date ? "never" : "nonEmpty";

export const getProducts = (ctx: CallContext, query: ProductQuery) =>
  upstreamGet("products", page(productSummarySchema), ctx, query, {
    tags: ["products"],
    persist: listPersist(query),
  });

/** GET products/sitemap: a page of every product the brand sells (path, last change, gallery). */
export const getSitemapProducts = (ctx: CallContext, pageNo: number) =>
  upstreamGet(
    "products/sitemap",
    page(sitemapProductSchema),
    ctx,
    { page: pageNo },
    {
      tags: ["products"],
    },
  );

export const getMoreProducts = (
  ctx: CallContext,
  query: {
    page: number;
    type: number;
    page_size: number;
    pog_id?: number;
    poi_id?: number;
    category_id?: number;
  },
) =>
  upstreamGet("products/more", page(productSummarySchema), ctx, query, {
    tags: ["products"],
    persist: "nonEmpty",
  });

export const getProduct = (ctx: CallContext, id: number) =>
  upstreamGet(`product/${id}`, productDetailSchema, ctx, undefined, { tags: [`product:${id}`] });

/** Coupons and the next flash-sale item: a short cache, as the flash sale's remaining count moves. */
export const getProductDiscount = (ctx: CallContext, id: number) =>
  upstreamGet(`product/${id}/discount`, productDiscountSchema, ctx, undefined, {
    revalidate: 30,
    tags: [`product:${id}`],
  });

export const getProductVariants = (ctx: CallContext, id: number, date?: string) =>
  upstreamGet(
    `product/${id}/variants`,
    variantsResponseSchema,
    ctx,
    { date },
    { revalidate: 60, tags: [`product:${id}`] },
  );

/** A page of reviews in an order (lib/commerce/catalogue/reviews) with the summary of all of them. */
export const getProductComments = (
  ctx: CallContext,
  id: number,
  pageNo = 1,
  sort: ReviewSort = "default",
) =>
  upstreamGet(
    `product/${id}/comments`,
    reviewsPageSchema,
    ctx,
    { page: pageNo, ...(sort === "default" ? {} : { sort }) },
    { tags: [`product:${id}`], persist: "nonEmpty" },
  );

/** Recommendations on a product page: two rows of four per page. */
const RECOMMEND_PAGE_SIZE = 8;
export const getProductRecommend = (ctx: CallContext, id: number, pageNo = 1) =>
  upstreamGet(
    `product/${id}/recommend`,
    page(productSummarySchema),
    ctx,
    { page: pageNo, page_size: RECOMMEND_PAGE_SIZE },
    { tags: [`product:${id}`], persist: "nonEmpty" },
  );

export const getPopularKeywords = (ctx: CallContext) =>
  upstreamGet("product/search/popular", popularKeywordsSchema, ctx);

export const searchProducts = (ctx: CallContext, keyword: string) =>
  upstreamGet(
    "product/search",
    searchSuggestionsSchema,
    ctx,
    { pre: 1, keyword },
    { persist: "never" },
  );

export const getTheme = (ctx: CallContext, id: number | string) =>
  upstreamGet(
    `product/theme/${encodeURIComponent(String(id))}`,
    themeWithProductsSchema,
    ctx,
    undefined,
    { tags: [`theme:${id}`] },
  );

export const getActivityInfo = (ctx: CallContext) =>
  upstreamGet("v2/activity/info", activityInfoSchema, ctx, undefined, { revalidate: 30 });
export type ActivityInfoView = Awaited<ReturnType<typeof getActivityInfo>>;

export const getProductCombination = (ctx: CallContext, id: number) =>
  upstreamGet(`product/${id}/combination`, z.array(productSummarySchema), ctx, undefined, {
    tags: [`product:${id}`],
  });

export const getActivityThemes = (ctx: CallContext) =>
  upstreamGet("activity_theme", z.array(themeSchema), ctx, undefined, { tags: ["themes"] });
