// The handlers of the products list routes (./list.routes.ts), one named function each.
import { z } from "@hono/zod-openapi";
import { send, shopOf } from "../../http/context";
import * as catalogue from "../../services/catalogue";
import * as config from "../../services/config";
import { type AppRouteHandler } from "../../http/route";
import * as routes from "./list.routes";
import { filterQuery } from "./list.routes";

type FilterQuery = z.infer<typeof filterQuery>;
const filtersOf = (q: FilterQuery): catalogue.ProductFilters => ({
  categoryId: q.category_id,
  poiId: q.poi_id,
  tagId: q.tag_id,
  pogId: q.pog_id,
  productType: q.product_type,
  text: q.keyword ?? q.title,
  startDate: q.start_date,
  endDate: q.end_date,
});
const pagingOf = (q: FilterQuery): catalogue.Paging => ({ page: q.page, pageSize: q.page_size });

export const sitemap: AppRouteHandler<typeof routes.sitemapRoute> = async (c) =>
  send(c, await catalogue.sitemapProducts(c.get("db"), shopOf(c), c.req.valid("query").page ?? 1));

export const list: AppRouteHandler<typeof routes.listRoute> = async (c) => {
  const q = c.req.valid("query");
  await config.assertPogChannel(c.get("db"), c.get("platform").id, q.pog_id, c.get("channel"));
  const query = { filters: filtersOf(q), sort: q.sort, bySold: q.sold === 1, paging: pagingOf(q) };
  return send(c, await catalogue.listProducts(c.get("db"), shopOf(c), query));
};

export const more: AppRouteHandler<typeof routes.moreRoute> = async (c) => {
  const q = c.req.valid("query");
  await config.assertPogChannel(c.get("db"), c.get("platform").id, q.pog_id, c.get("channel"));
  const query = {
    type: q.type === "1" ? (1 as const) : (2 as const),
    filters: filtersOf(q),
    paging: pagingOf(q),
  };
  return send(c, await catalogue.moreProducts(c.get("db"), shopOf(c), query));
};

export const popular: AppRouteHandler<typeof routes.popularRoute> = async (c) =>
  send(c, await catalogue.popularKeywords(c.get("db"), shopOf(c)));

export const search: AppRouteHandler<typeof routes.searchRoute> = async (c) =>
  send(c, await catalogue.searchSuggestions(c.get("db"), shopOf(c), c.req.valid("query").keyword));
