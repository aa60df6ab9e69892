// Spec §7 Products, one product: the detail page and its side calls (discount, express, comments,
// recommend, combination, variants with their calendar). The product must be one the platform
// sells: another brand's product is missing (20004), like one that does not exist.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  expressRuleSchema,
  productDetailSchema,
  productDiscountSchema,
  productSummarySchema,
  reviewsPageSchema,
  variantsResponseSchema,
} from "../../../lib/commerce/catalogue/product.schema";
import { page } from "../../../lib/commerce/contract/common.schema";
import { notFound, send, shopOf, type Env } from "../../http/context";
import { createRouter } from "../../http/router";
import * as catalogue from "../../services/catalogue";
import {
  lenientDate,
  lenientEnum,
  lenientInt,
  missingWhenMalformed,
  pathNumber,
} from "../../http/input";
import { failures, okJson, specHeaders } from "../../http/openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { REVIEW_SORTS } from "../../../lib/commerce/catalogue/reviews";

const params = z.object({ id: pathNumber("id", "1000") });
const pagingQuery = z.object({ page: lenientInt(), page_size: lenientInt() });
const productFailures = failures([Codes.itemMissing]);
const common = { method: "get" as const, tags: ["product"], parameters: specHeaders };

const detailRoute = createRoute({
  ...common,
  path: "/product/{id}",
  summary: "A product with texts, refund policy, limits, attributes and variants (any status)",
  request: { params },
  responses: { 200: okJson(productDetailSchema, "The product"), ...productFailures },
});

const discountRoute = createRoute({
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

const expressRoute = createRoute({
  ...common,
  path: "/product/{id}/express",
  summary: "The product's shipping fee rule (null when none)",
  request: { params },
  responses: { 200: okJson(expressRuleSchema.nullable(), "The rule or null"), ...productFailures },
});

const commentsRoute = createRoute({
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

const recommendRoute = createRoute({
  ...common,
  path: "/product/{id}/recommend",
  summary: "Similar products: same city first, then same category (12 a page by default)",
  request: { params, query: pagingQuery },
  responses: {
    200: okJson(page(productSummarySchema), "A page of product summaries"),
    ...productFailures,
  },
});

const combinationRoute = createRoute({
  ...common,
  path: "/product/{id}/combination",
  summary: "Bought together: other categories in the same city (up to 6)",
  request: { params },
  responses: {
    200: okJson(z.array(productSummarySchema), "Product summaries"),
    ...productFailures,
  },
});

const variantsRoute = createRoute({
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

async function productOf(c: Context<Env>, id: number) {
  const product = await catalogue.findProduct(c.get("db"), c.get("platform").id, id);
  if (!product) throw notFound("product");
  return product;
}

export const detailRoutes = createRouter();
const hook = missingWhenMalformed(detailRoutes, "product");

detailRoutes.openapi(
  detailRoute,
  async (c) =>
    send(
      c,
      await catalogue.productDetail(
        c.get("db"),
        shopOf(c),
        await productOf(c, c.req.valid("param").id),
      ),
    ),
  hook,
);

detailRoutes.openapi(
  discountRoute,
  async (c) => {
    const product = await productOf(c, c.req.valid("param").id);
    return send(
      c,
      await catalogue.productDiscount(
        c.get("db"),
        shopOf(c),
        product,
        c.req.valid("query").activity_id,
      ),
    );
  },
  hook,
);

detailRoutes.openapi(
  expressRoute,
  async (c) =>
    send(
      c,
      await catalogue.expressRule(
        c.get("db"),
        shopOf(c),
        await productOf(c, c.req.valid("param").id),
      ),
    ),
  hook,
);

detailRoutes.openapi(
  commentsRoute,
  async (c) => {
    const product = await productOf(c, c.req.valid("param").id);
    const q = c.req.valid("query");
    return send(
      c,
      await catalogue.productComments(
        c.get("db"),
        product,
        { page: q.page, pageSize: q.page_size },
        q.sort,
      ),
    );
  },
  hook,
);

detailRoutes.openapi(
  recommendRoute,
  async (c) => {
    const product = await productOf(c, c.req.valid("param").id);
    const q = c.req.valid("query");
    return send(
      c,
      await catalogue.recommendedFor(c.get("db"), shopOf(c), product, {
        page: q.page,
        pageSize: q.page_size,
      }),
    );
  },
  hook,
);

detailRoutes.openapi(
  combinationRoute,
  async (c) =>
    send(
      c,
      await catalogue.combinationFor(
        c.get("db"),
        shopOf(c),
        await productOf(c, c.req.valid("param").id),
      ),
    ),
  hook,
);

detailRoutes.openapi(
  variantsRoute,
  async (c) => {
    const product = await productOf(c, c.req.valid("param").id);
    return send(
      c,
      await catalogue.variantCalendar(c.get("db"), shopOf(c), product, c.req.valid("query").date),
    );
  },
  hook,
);
