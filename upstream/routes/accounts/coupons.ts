// Spec §7 Coupons: claim (coupon/redeem), one coupon with the caller's claim state, my coupons.
import { missingWhenMalformed } from "../../http/input";
import { createRouter } from "../../http/router";
import * as handlers from "./coupons.handlers";
import * as routes from "./coupons.routes";

export const couponRoutes = createRouter();

couponRoutes
  .openapi(routes.postCouponRedeem, handlers.postCouponRedeem)
  .openapi(
    routes.getCouponById,
    handlers.getCouponById,
    missingWhenMalformed(couponRoutes, "coupon"),
  )
  .openapi(routes.getCoupons, handlers.getCoupons);
