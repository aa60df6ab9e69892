// The products detail routes (wired in ./detail.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { createRoute, z } from "@hono/zod-openapi";
import {
  expressRuleSchema,
  productDetailSchema,
  productDiscountSchema,
  productSummarySchema,
  reviewsPageSchema,
  variantsResponseSchema,
} from "../../../lib/commerce/catalogue/product.schema";
import { page } from "../../../lib/commerce/contract/common.schema";
import { lenientDate, lenientEnum, lenientInt, pathNumber } from "../../http/input";
import { failures, okJson, specHeaders } from "../../http/openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { REVIEW_SORTS } from "../../../lib/commerce/catalogue/reviews";

const params = z.object({ id: pathNumber("id", "1000") });
const pagingQuery = z.object({ page: lenientInt(), page_size: lenientInt() });
const productFailures = failures([Codes.itemMissing]);
const common = { method: "get" as const, tags: ["product"], parameters: specHeaders };
export const detailRoute = createRoute({
  ...common,
  path: "/product/{id}",
  summary: "A product with texts, refund policy, limits, attributes and variants (any status)",
  request: { params },
  responses: { 200: okJson(productDetailSchema, "The product"), ...productFailures },
});
export const discountRoute = createRoute({
  ...common,
  path: "/product/{id}/discount",
  summary: "Coupons usable on the product and its next seckill activity",
  request: {
    params,
    query: z.object({
      activity_id: lenientInt().openapi({ description: "that activity only; malformed → ignored" }),
    }),
  },
  responses: { 200: okJson(productDiscountSchema, "Coupons and activity"), ...productFailures },
});
export const expressRoute = createRoute({
  ...common,
  path: "/product/{id}/express",
  summary: "The product's shipping fee rule (null when none)",
  request: { params },
  responses: { 200: okJson(expressRuleSchema.nullable(), "The rule or null"), ...productFailures },
});
export const commentsRoute = createRoute({
  ...common,
  path: "/product/{id}/comments",
  summary:
    "Reviews (10 a page by default) in an order, with the count per rating and with photos of all of them",
  request: {
    params,
    query: pagingQuery.extend({
      sort: lenientEnum(REVIEW_SORTS).openapi({
        description:
          "default: with photos first, then newest; newest; photos: only those with photos. Unknown → default",
      }),
    }),
  },
  responses: {
    200: okJson(reviewsPageSchema, "A page of reviews and the summary"),
    ...productFailures,
  },
});
export const recommendRoute = createRoute({
  ...common,
  path: "/product/{id}/recommend",
  summary: "Similar products: same city first, then same category (12 a page by default)",
  request: { params, query: pagingQuery },
  responses: {
    200: okJson(page(productSummarySchema), "A page of product summaries"),
    ...productFailures,
  },
});
export const combinationRoute = createRoute({
  ...common,
  path: "/product/{id}/combination",
  summary: "Bought together: other categories in the same city (up to 6)",
  request: { params },
  responses: {
    200: okJson(z.array(productSummarySchema), "Product summaries"),
    ...productFailures,
  },
});
export const variantsRoute = createRoute({
  ...common,
  path: "/product/{id}/variants",
  summary: "Variants and 60 days of calendar from a date",
  request: {
    params,
    query: z.object({
      date: lenientDate().openapi({
        description: "YYYY-MM-DD; today (GMT+8) when earlier, absent or malformed",
      }),
    }),
  },
  responses: {
    200: okJson(variantsResponseSchema, "Variants, calendar days and the server's now"),
    ...productFailures,
  },
});
