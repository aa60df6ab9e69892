// The handlers of the accounts coupons routes (./coupons.routes.ts), one named function each.
import { shopOf } from "../../http/context";
import * as coupons from "../../services/user-coupons";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./coupons.routes";

export const postCouponRedeem: AppRouteHandler<typeof routes.postCouponRedeem> = async (c) => {
  const body = c.req.valid("json");
  return reply(
    c,
    await coupons.redeemCoupon(
      c.get("db"),
      shopOf(c),
      c.get("user").id,
      "coupon_id" in body ? { id: body.coupon_id } : { code: body.code },
      c.get("now"),
    ),
  );
};

export const getCouponById: AppRouteHandler<typeof routes.getCouponById> = async (c) =>
  reply(
    c,
    await coupons.couponDetail(
      c.get("db"),
      shopOf(c),
      c.get("viewer")?.id ?? null,
      c.req.valid("param").id,
    ),
  );

export const getCoupons: AppRouteHandler<typeof routes.getCoupons> = async (c) => {
  const q = c.req.valid("query");
  return reply(
    c,
    await coupons.myCoupons(
      c.get("db"),
      shopOf(c),
      c.get("user").id,
      q.tab ?? "available",
      Math.max(1, Math.min(q.page ?? 1, 10_000)),
    ),
  );
};
