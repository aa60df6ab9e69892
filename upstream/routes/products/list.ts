// Spec §7 Products, the lists: products, products/more, search suggestions and popular keywords.
import { createRouter } from "../../http/router";
import * as handlers from "./list.handlers";
import * as routes from "./list.routes";

export const listRoutes = createRouter();

listRoutes
  .openapi(routes.sitemapRoute, handlers.sitemap)
  .openapi(routes.listRoute, handlers.list)
  .openapi(routes.moreRoute, handlers.more)
  .openapi(routes.popularRoute, handlers.popular)
  .openapi(routes.searchRoute, handlers.search);
