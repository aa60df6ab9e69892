// The accounts coupons routes (wired in ./coupons.ts): path, input, answers, and who may call each (upstream/http/route.ts).
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
import { lenientEnum, lenientInt, pathNumber } from "../../http/input";
import { defineRoute, jsonBody } from "../../http/route";

const tags = ["coupons"];

export const postCouponRedeem = defineRoute({
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
});

export const getCouponById = defineRoute({
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
});

export const getCoupons = defineRoute({
  method: "get",
  path: "/accounts/coupons",
  tags,
  summary: "My coupons by tab: available, used, expired (20 a page)",
  request: { query: z.object({ tab: lenientEnum(USER_COUPON_TABS), page: lenientInt() }) },
  data: page(userCouponSchema),
  describe: "A page of the user's coupons",
  auth: true,
});
