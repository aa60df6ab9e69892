// The membership routes (wired in ./index.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { z } from "@hono/zod-openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { membershipSchema } from "../../../lib/commerce/accounts/account.schema";
import { bookedSchema } from "../../../lib/commerce/checkout/checkout.schema";
import {
  membershipBookingBody,
  pointsExchangeBody,
  pointsExchangeSchema,
  pointsOverviewSchema,
} from "../../../lib/commerce/membership/membership.schema";
import { lenientInt } from "../../http/input";
import { defineRoute, jsonBody } from "../../http/route";

const tags = ["membership and points"];
export const postMembershipBooking = defineRoute({
  method: "post",
  path: "/membership/booking",
  tags,
  summary:
    "Buy a membership tier (Idempotency-Key required): an unpaid order of type 2 in CNY, paid through accounts/order/confirm",
  request: jsonBody(membershipBookingBody),
  data: bookedSchema,
  describe: "The order to pay; paying opens or renews the membership and issues the tier's coupons",
  auth: true,
  idempotency: "required",
  failures: [
    { code: Codes.itemMissing, note: "the brand has no such tier" },
    { code: Codes.badRequest, note: "no Idempotency-Key" },
    Codes.idempotencyConflict,
  ],
});
export const getMembership = defineRoute({
  method: "get",
  path: "/accounts/membership",
  tags,
  summary: "The caller's current membership (null when none or lapsed)",
  data: membershipSchema.nullable(),
  describe: "Tier and dates",
  auth: true,
});
export const getPoints = defineRoute({
  method: "get",
  path: "/accounts/points",
  tags,
  summary:
    "Points balance, the platform's points texts (points_api_config), exchange levels (pointLevelList) and history, newest first",
  request: { query: z.object({ page: lenientInt() }) },
  data: pointsOverviewSchema,
  describe: "Points",
  auth: true,
});
export const postPointsExchange = defineRoute({
  method: "post",
  path: "/points/exchange",
  tags,
  summary:
    "Exchange points for a money-off coupon of a pointLevelList level (Idempotency-Key required); never more than the balance",
  request: jsonBody(pointsExchangeBody),
  data: pointsExchangeSchema,
  describe: "What was exchanged and the balance after it",
  auth: true,
  idempotency: "required",
  failures: [
    {
      code: Codes.badRequest,
      note: "invalid body, no Idempotency-Key, or the brand's loyalty-programme ID missing or invalid (data.fields.loyalty_id)",
    },
    { code: Codes.membershipExchangeFailed, note: "data.reason: level, balance" },
    Codes.idempotencyConflict,
  ],
});
