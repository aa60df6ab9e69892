// Spec §2 /vip and /vip/exchange, §3 Points, §6 premium members: buying a tier (an order of type 2,
// paid through accounts/order/confirm like any order), the caller's membership, points balance and
// history, and the points exchange. The storefront sends these with zh-hans and CNY (§6).
import type { Deps } from "../../services/deps";
import { withDeps } from "../../http/route";
import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function membershipRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));

  return router
    .openapi(routes.postMembershipBooking, handlers.postMembershipBooking)
    .openapi(routes.getMembership, handlers.getMembership)
    .openapi(routes.getPoints, handlers.getPoints)
    .openapi(routes.postPointsExchange, handlers.postPointsExchange);
}
