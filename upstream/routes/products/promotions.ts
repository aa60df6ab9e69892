// Spec §7 Products, promotions: seckill activities and membership packages (spec §9 tiers).
import { createRoute, z } from "@hono/zod-openapi";
import {
  activityInfoSchema,
  membershipSettingSchema,
} from "../../../lib/commerce/catalogue/product.schema";
import { notFound, send, shopOf } from "../../http/context";
import { createRouter } from "../../http/router";
import * as catalogue from "../../services/catalogue";
import { missingWhenMalformed, pathNumber } from "../../http/input";
import { failures, okJson, specHeaders } from "../../http/openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";

const activityRoute = createRoute({
  method: "get",
  path: "/v2/activity/info",
  tags: ["products"],
  summary:
    "Seckill activities: live, upcoming and ended in the last three days, with the server's now",
  parameters: specHeaders,
  responses: { 200: okJson(activityInfoSchema, "Activities and their items"), ...failures() },
});

const membershipRoute = createRoute({
  method: "get",
  path: "/product/membership/{level}",
  tags: ["products"],
  summary: "Membership package of a tier (levels 1–3)",
  parameters: specHeaders,
  request: { params: z.object({ level: pathNumber("level", "1") }) },
  responses: {
    200: okJson(membershipSettingSchema, "The package"),
    ...failures([Codes.itemMissing]),
  },
});

export const promotionRoutes = createRouter();

promotionRoutes.openapi(activityRoute, async (c) =>
  send(c, await catalogue.seckillActivities(c.get("db"), shopOf(c))),
);

promotionRoutes.openapi(
  membershipRoute,
  async (c) => {
    const membership = await catalogue.membershipPackage(
      c.get("db"),
      shopOf(c),
      c.req.valid("param").level,
    );
    if (!membership) throw notFound("membership level");
    return send(c, membership);
  },
  missingWhenMalformed(promotionRoutes, "membership level"),
);
