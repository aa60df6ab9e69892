// The products promotions routes (wired in ./promotions.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { createRoute, z } from "@hono/zod-openapi";
import {
  activityInfoSchema,
  membershipSettingSchema,
} from "../../../lib/commerce/catalogue/product.schema";
import { pathNumber } from "../../http/input";
import { failures, okJson, specHeaders } from "../../http/openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";

export const activityRoute = createRoute({
  method: "get",
  path: "/v2/activity/info",
  tags: ["products"],
  summary:
    "Seckill activities: live, upcoming and ended in the last three days, with the server's now",
  parameters: specHeaders,
  responses: { 200: okJson(activityInfoSchema, "Activities and their items"), ...failures() },
});
export const membershipRoute = createRoute({
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
