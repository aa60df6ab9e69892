// Spec §7 Coupons: claim (coupon/redeem), one coupon with the caller's claim state, my coupons.
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { z } from "@hono/zod-openapi";
import { couponRedeemBody } from "../../../lib/commerce/accounts/account-forms.schema";
import {
  couponDetailSchema,
  redeemResultSchema,
  userCouponSchema,
} from "../../../lib/commerce/accounts/account.schema";
import { USER_COUPON_TABS } from "../../../lib/commerce/coupons/coupons";
import { page } from "../../../lib/commerce/contract/common.schema";
import { shopOf } from "../../http/context";
import * as coupons from "../../services/user-coupons";
import { lenientEnum, lenientInt, missingWhenMalformed, pathNumber } from "../../http/input";
import { defineRoute, jsonBody, reply } from "../../http/route";
import { createRouter } from "../../http/router";

export const couponRoutes = createRouter();
const tags = ["coupons"];

couponRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/coupon/redeem",
    tags,
    summary: "Claim a coupon by id or by code",
    request: jsonBody(couponRedeemBody),
    data: redeemResultSchema,
    describe: "The claimed coupon and when it expires",
    auth: true,
    idempotency: "optional",
    failures: [
      Codes.couponUserLimit,
      Codes.couponLimit,
      { code: Codes.couponAbnormal, note: "invalid code" },
      { code: Codes.itemMissing, note: "no such coupon or it has ended" },
      Codes.idempotencyConflict,
    ],
  }),
  async (c) => {
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
  },
);

couponRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/coupon/{id}",
    tags,
    summary:
      "A coupon with what the caller may do with it (claim_state); anonymous callers see the public state",
    request: { params: z.object({ id: pathNumber("id", "1") }) },
    data: couponDetailSchema,
    describe: "The coupon",
    auth: "optional",
    failures: [{ code: Codes.itemMissing, note: "no such coupon" }],
  }),
  async (c) =>
    reply(
      c,
      await coupons.couponDetail(
        c.get("db"),
        shopOf(c),
        c.get("viewer")?.id ?? null,
        c.req.valid("param").id,
      ),
    ),
  missingWhenMalformed(couponRoutes, "coupon"),
);

couponRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/coupons",
    tags,
    summary: "My coupons by tab: available, used, expired (20 a page)",
    request: { query: z.object({ tab: lenientEnum(USER_COUPON_TABS), page: lenientInt() }) },
    data: page(userCouponSchema),
    describe: "A page of the user's coupons",
    auth: true,
  }),
  async (c) => {
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
  },
);
