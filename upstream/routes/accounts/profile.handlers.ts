// The handlers of the accounts profile routes (./profile.routes.ts), one named function each.
import * as profile from "../../services/profile";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./profile.routes";

export const getPrivacy: AppRouteHandler<typeof routes.getPrivacy> = async (c) =>
  reply(c, await profile.privacy(c.get("db"), c.get("user"), c.get("now")));

export const putPrivacy: AppRouteHandler<typeof routes.putPrivacy> = async (c) => {
  const user = await profile.updateProfile(
    c.get("db"),
    c.get("user").id,
    c.req.valid("json"),
    c.get("now"),
  );
  return reply(c, await profile.privacy(c.get("db"), user, c.get("now")));
};

export const getSummary: AppRouteHandler<typeof routes.getSummary> = async (c) =>
  reply(
    c,
    await profile.summary(c.get("db"), c.get("user").id, c.get("platform").id, c.get("now")),
  );
