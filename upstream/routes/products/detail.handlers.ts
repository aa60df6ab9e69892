// The handlers of the products detail routes (./detail.routes.ts), one named function each.
import type { Context } from "hono";
import { notFound, send, shopOf, type Env } from "../../http/context";
import * as catalogue from "../../services/catalogue";
import { type AppRouteHandler } from "../../http/route";
import * as routes from "./detail.routes";

async function productOf(c: Context<Env>, id: number) {
  const product = await catalogue.findProduct(c.get("db"), c.get("platform").id, id);
  if (!product) throw notFound("product");
  return product;
}

export const detail: AppRouteHandler<typeof routes.detailRoute> = async (c) =>
  send(
    c,
    await catalogue.productDetail(
      c.get("db"),
      shopOf(c),
      await productOf(c, c.req.valid("param").id),
    ),
  );

export const discount: AppRouteHandler<typeof routes.discountRoute> = async (c) => {
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
};

export const express: AppRouteHandler<typeof routes.expressRoute> = async (c) =>
  send(
    c,
    await catalogue.expressRule(
      c.get("db"),
      shopOf(c),
      await productOf(c, c.req.valid("param").id),
    ),
  );

export const comments: AppRouteHandler<typeof routes.commentsRoute> = async (c) => {
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
};

export const recommend: AppRouteHandler<typeof routes.recommendRoute> = async (c) => {
  const product = await productOf(c, c.req.valid("param").id);
  const q = c.req.valid("query");
  return send(
    c,
    await catalogue.recommendedFor(c.get("db"), shopOf(c), product, {
      page: q.page,
      pageSize: q.page_size,
    }),
  );
};

export const combination: AppRouteHandler<typeof routes.combinationRoute> = async (c) =>
  send(
    c,
    await catalogue.combinationFor(
      c.get("db"),
      shopOf(c),
      await productOf(c, c.req.valid("param").id),
    ),
  );

export const variants: AppRouteHandler<typeof routes.variantsRoute> = async (c) => {
  const product = await productOf(c, c.req.valid("param").id);
  return send(
    c,
    await catalogue.variantCalendar(c.get("db"), shopOf(c), product, c.req.valid("query").date),
  );
};
