// Spec §2 /vip and /vip/exchange, §3 Points, §6 premium members: buying a tier (an order of type 2,
// paid through accounts/order/confirm like any order), the caller's membership, points balance and
// history, and the points exchange. The storefront sends these with zh-hans and CNY (§6).
import { shopOf } from "../../http/context";
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
import type { Deps } from "../../services/deps";
import * as membership from "../../services/membership";
import { lenientInt } from "../../http/input";
import { defineRoute, jsonBody, reply, withDeps } from "../../http/route";
import { createRouter } from "../../http/router";

export function membershipRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));
  const tags = ["membership and points"];

  router.openapi(
    defineRoute({
      method: "post",
      path: "/membership/booking",
      tags,
      summary:
        "Buy a membership tier (Idempotency-Key required): an unpaid order of type 2 in CNY, paid through accounts/order/confirm",
      request: jsonBody(membershipBookingBody),
      data: bookedSchema,
      describe:
        "The order to pay; paying opens or renews the membership and issues the tier's coupons",
      auth: true,
      idempotency: "required",
      failures: [
        { code: Codes.itemMissing, note: "the brand has no such tier" },
        { code: Codes.badRequest, note: "no Idempotency-Key" },
        Codes.idempotencyConflict,
      ],
    }),
    async (c) => {
      const user = c.get("user");
      const body = c.req.valid("json");
      return reply(
        c,
        await membership.bookMembership(
          c.get("db"),
          shopOf(c),
          user,
          body.level,
          c.get("deps").payDeadlineSeconds,
          body.display_language,
        ),
      );
    },
  );
  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/membership",
      tags,
      summary: "The caller's current membership (null when none or lapsed)",
      data: membershipSchema.nullable(),
      describe: "Tier and dates",
      auth: true,
    }),
    async (c) =>
      reply(c, await membership.currentMembership(c.get("db"), c.get("user").id, c.get("now"))),
  );
  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/points",
      tags,
      summary:
        "Points balance, the platform's points texts (points_api_config), exchange levels (pointLevelList) and history, newest first",
      request: { query: z.object({ page: lenientInt() }) },
      data: pointsOverviewSchema,
      describe: "Points",
      auth: true,
    }),
    async (c) => {
      const page = Math.max(1, Math.min(c.req.valid("query").page ?? 1, 10_000));
      return reply(
        c,
        await membership.pointsOverview(
          c.get("db"),
          shopOf(c),
          c.get("platform"),
          c.get("user").id,
          page,
        ),
      );
    },
  );
  router.openapi(
    defineRoute({
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
    }),
    async (c) => {
      const body = c.req.valid("json");
      return reply(
        c,
        await membership.exchangePoints(
          c.get("db"),
          shopOf(c),
          c.get("platform"),
          c.get("user").id,
          body.points,
          body.loyalty_id,
        ),
      );
    },
  );
  return router;
}
