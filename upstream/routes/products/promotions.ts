// Spec §7 Products, promotions: seckill activities and membership packages (spec §9 tiers).
import { missingWhenMalformed } from "../../http/input";
import { createRouter } from "../../http/router";
import * as handlers from "./promotions.handlers";
import * as routes from "./promotions.routes";

export const promotionRoutes = createRouter();

promotionRoutes
  .openapi(routes.activityRoute, handlers.activity)
  .openapi(
    routes.membershipRoute,
    handlers.membership,
    missingWhenMalformed(promotionRoutes, "membership level"),
  );
