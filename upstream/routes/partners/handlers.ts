// The handlers of the partners routes (./routes.ts), one named function each.
import { paymentRights } from "../../services/benefits";
import { jsapiSignature, oaSilentSignin } from "../../services/wechat";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./routes";

export const getPaymentRights: AppRouteHandler<typeof routes.getPaymentRights> = async (c) => {
  const rights = await paymentRights(c.get("db"), c.get("user").id);
  return reply(c, {
    ...rights,
    methods: [...rights.methods],
    point_levels: c.get("platform").pointLevels,
  });
};

export const getWcJsapiSignature: AppRouteHandler<typeof routes.getWcJsapiSignature> = async (c) =>
  reply(
    c,
    await jsapiSignature(
      c.get("deps").wechat,
      c.get("platform").slug,
      c.req.valid("query").url,
      c.get("now"),
    ),
  );

export const postTokenWcOaSlient: AppRouteHandler<typeof routes.postTokenWcOaSlient> = async (
  c,
) => {
  const platform = c.get("platform");
  return reply(c, {
    token: await oaSilentSignin(
      c.get("db"),
      c.get("deps").wechat,
      { id: platform.id, slug: platform.slug },
      c.req.valid("json").code,
      c.get("now"),
    ),
  });
};
