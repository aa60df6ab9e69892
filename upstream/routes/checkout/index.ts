// Spec §7 Basket and Orders and checkout: basket lines, checkout/fee, checkout/coupons,
// order/booking (Idempotency-Key required), accounts/order/confirm, open/order/confirm,
// order/status/{sn}, plus the sandbox gateway's signed notification. The sandbox pay page itself
// is plain HTML (./sandbox.ts), outside the JSON contract.
import type { Deps } from "../../services/deps";
import { withDeps } from "../../http/route";
import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";
import { sandboxRoutes } from "./sandbox";

export function checkoutRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));
  router
    .openapi(routes.getBasket, handlers.getBasket)
    .openapi(routes.postBasketLine, handlers.postBasketLine)
    .openapi(routes.putBasketLine, handlers.putBasketLine)
    .openapi(routes.deleteBasketLine, handlers.deleteBasketLine)
    .openapi(routes.postCheckoutFee, handlers.postCheckoutFee)
    .openapi(routes.postCheckoutCoupons, handlers.postCheckoutCoupons)
    .openapi(routes.postProductPrecheck, handlers.postProductPrecheck)
    .openapi(routes.postOrderBookingPromoDiscount, handlers.postOrderBookingPromoDiscount)
    .openapi(routes.postOrderBooking, handlers.postOrderBooking)
    .openapi(routes.postOrderConfirm, handlers.postOrderConfirm)
    .openapi(routes.postOpenOrderConfirm, handlers.postOrderConfirm)
    .openapi(routes.getOrderStatusBySn, handlers.getOrderStatusBySn)
    .openapi(routes.postPaymentsSandboxNotify, handlers.postPaymentsSandboxNotify);
  // the sandbox gateway's HTML pay page, outside the JSON contract
  return router.route("/", sandboxRoutes);
}
