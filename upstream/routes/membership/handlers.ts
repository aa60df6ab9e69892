// The handlers of the membership routes (./routes.ts), one named function each.
import { shopOf } from "../../http/context";
import * as membership from "../../services/membership";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./routes";

export const postMembershipBooking: AppRouteHandler<typeof routes.postMembershipBooking> = async (
  c,
) => {
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
};

export const getMembership: AppRouteHandler<typeof routes.getMembership> = async (c) =>
  reply(c, await membership.currentMembership(c.get("db"), c.get("user").id, c.get("now")));

export const getPoints: AppRouteHandler<typeof routes.getPoints> = async (c) => {
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
};

export const postPointsExchange: AppRouteHandler<typeof routes.postPointsExchange> = async (c) => {
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
};
