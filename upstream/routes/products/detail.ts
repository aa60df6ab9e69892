// Spec §7 Products, one product: the detail page and its side calls (discount, express, comments,
// recommend, combination, variants with their calendar). The product must be one the platform
// sells: another brand's product is missing (20004), like one that does not exist.
import { missingWhenMalformed } from "../../http/input";
import { createRouter } from "../../http/router";
import * as handlers from "./detail.handlers";
import * as routes from "./detail.routes";

export const detailRoutes = createRouter();
const hook = missingWhenMalformed(detailRoutes, "product");

detailRoutes
  .openapi(routes.detailRoute, handlers.detail, hook)
  .openapi(routes.discountRoute, handlers.discount, hook)
  .openapi(routes.expressRoute, handlers.express, hook)
  .openapi(routes.commentsRoute, handlers.comments, hook)
  .openapi(routes.recommendRoute, handlers.recommend, hook)
  .openapi(routes.combinationRoute, handlers.combination, hook)
  .openapi(routes.variantsRoute, handlers.variants, hook);
