// The products list routes (wired in ./list.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { createRoute, z } from "@hono/zod-openapi";
import { page } from "../../../lib/commerce/contract/common.schema";
import {
  popularKeywordsSchema,
  searchSuggestionsSchema,
} from "../../../lib/commerce/platform/config.schema";
import {
  productSummarySchema,
  sitemapProductSchema,
} from "../../../lib/commerce/catalogue/product.schema";
import * as catalogue from "../../services/catalogue";
import { LIST_COUNT_BOUND, LIST_TEXT_MAX } from "../../../lib/commerce/catalogue/list-query";
import { lenientEnum, lenientInt, listValue, queryText } from "../../http/input";
import { failures, okJson, specHeaders } from "../../http/openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";

export const filterQuery = z.object({
  page: listValue("page").openapi({ description: "1-based, at most 9999; malformed → 1" }),
  page_size: lenientInt().openapi({ description: "1–50; malformed → the call's default" }),
  category_id: listValue("category_id"),
  poi_id: listValue("poi_id").openapi({
    description: "a node of the city tree; covers its subtree",
  }),
  tag_id: listValue("tag_id"),
  pog_id: listValue("pog_id"),
  product_type: lenientInt().openapi({ description: "1 commodity, 2 trip, 3 food" }),
  keyword: queryText(LIST_TEXT_MAX).openapi({
    description:
      "title in any language, or an exact sn. Read as words and CJK runs (at most 8), every one of which must match: a word matches a title word it equals or starts (case, accents and full-width forms folded); a Latin word of 3+ letters that no title word starts with matches the title words one typo away (a letter missing, extra, wrong or two swapped); a CJK run matches as a substring, simplified and traditional Chinese alike",
  }),
  title: queryText(LIST_TEXT_MAX).openapi({ description: "used when keyword is absent" }),
  start_date: listValue("start_date").openapi({
    description: "YYYY-MM-DD: dated products need stock between start_date and end_date",
  }),
  end_date: listValue("end_date").openapi({ description: "YYYY-MM-DD; start_date when absent" }),
});
/** What `count` is on the product lists (lib/commerce/catalogue/list-query LIST_COUNT_BOUND). */
const COUNT_RULE = `Exact up to ${LIST_COUNT_BOUND}. Past that a lower bound: more than ${LIST_COUNT_BOUND}, and more than the products up to this page while another page follows (so a list is complete once count ≤ the products loaded, or a page comes back empty)`;
const productPage = page(productSummarySchema).extend({
  count: z.number().int().nonnegative().openapi({ description: COUNT_RULE }),
});
/** The order of GET products with a keyword (spec §4; lib/commerce/catalogue/search). */
const KEYWORD_ORDER =
  "With a keyword and no sort (sort absent or default, sold absent), products come by relevance: first those whose title in the request's language matches every term, then those matching across the titles of other languages; within each, best sellers first (sold descending), then id. An explicit sort or sold=1 orders the matches by that instead.";
export const listRoute = createRoute({
  method: "get",
  path: "/products",
  tags: ["products"],
  summary: "The brand's products, filtered, sorted and paged (20 a page by default)",
  description: `Sorts: default (the brand's order), price_asc and price_desc (the "from" price in the request's currency; ties by id, ascending and descending), rating, newest; sold=1 best sellers first. ${KEYWORD_ORDER} count: ${COUNT_RULE}.`,
  parameters: specHeaders,
  request: {
    query: filterQuery.extend({
      sort: listValue("sort"),
      sold: listValue("sold").openapi({ description: "1: best sellers first (overrides sort)" }),
    }),
  },
  responses: {
    200: okJson(productPage, "A page of product summaries"),
    ...failures([
      { code: Codes.channelRestricted, note: "pog_id names a group of another channel" },
    ]),
  },
});
export const moreRoute = createRoute({
  method: "get",
  path: "/products/more",
  tags: ["products"],
  summary: "More products: type 1 newest, 2 recommended (12 a page by default)",
  description: `Type 2 orders by rating weighted by sales (rating × ln(sold + 2)). A keyword filters as on GET /products. count: ${COUNT_RULE}.`,
  parameters: specHeaders,
  request: {
    query: filterQuery.extend({
      type: lenientEnum(["1", "2"]).openapi({ description: "1 newest; anything else recommended" }),
      timesite: queryText(100).openapi({ description: "accepted for compatibility; not used" }),
    }),
  },
  responses: {
    200: okJson(productPage, "A page of product summaries"),
    ...failures([
      { code: Codes.channelRestricted, note: "pog_id names a group of another channel" },
    ]),
  },
});
export const popularRoute = createRoute({
  method: "get",
  path: "/product/search/popular",
  tags: ["products"],
  summary: "Popular search keywords of the brand",
  parameters: specHeaders,
  responses: { 200: okJson(popularKeywordsSchema, "Keywords in display order"), ...failures() },
});
export const searchRoute = createRoute({
  method: "get",
  path: "/product/search",
  tags: ["products"],
  summary: "Up to 8 title suggestions for a keyword",
  description: `The keyword is read and the suggestions ranked as GET /products ranks a keyword: ${KEYWORD_ORDER.replace(/ An explicit sort.*$/, "")}`,
  parameters: specHeaders,
  request: {
    query: z.object({
      keyword: queryText(LIST_TEXT_MAX),
      pre: queryText(10).openapi({ description: "1: suggestions while typing (the only mode)" }),
    }),
  },
  responses: {
    200: okJson(searchSuggestionsSchema, "Suggestions; empty for an empty keyword"),
    ...failures(),
  },
});
export const sitemapRoute = createRoute({
  method: "get",
  path: "/products/sitemap",
  tags: ["products"],
  summary: `Every product the brand sells, by id, ${catalogue.SITEMAP_PAGE_SIZE} a page: canonical path, last change and gallery (the sitemap)`,
  parameters: specHeaders,
  request: {
    query: z.object({
      page: lenientInt().openapi({ description: "1-based; malformed → 1" }),
    }),
  },
  responses: {
    200: okJson(page(sitemapProductSchema), "A page of products, by id"),
    ...failures(),
  },
});
