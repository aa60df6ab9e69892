// The handlers of the products promotions routes (./promotions.routes.ts), one named function each.
import { notFound, send, shopOf } from "../../http/context";
import * as catalogue from "../../services/catalogue";
import { type AppRouteHandler } from "../../http/route";
import * as routes from "./promotions.routes";

export const activity: AppRouteHandler<typeof routes.activityRoute> = async (c) =>
  send(c, await catalogue.seckillActivities(c.get("db"), shopOf(c)));

export const membership: AppRouteHandler<typeof routes.membershipRoute> = async (c) => {
  const membership = await catalogue.membershipPackage(
    c.get("db"),
    shopOf(c),
    c.req.valid("param").level,
  );
  if (!membership) throw notFound("membership level");
  return send(c, membership);
};
