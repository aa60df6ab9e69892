// The handlers of the config platform routes (./platform.routes.ts), one named function each.
import { DomainError, notFound, send, shopOf } from "../../http/context";
import { platformView } from "../../services/views";
import * as config from "../../services/config";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { type AppRouteHandler } from "../../http/route";
import * as routes from "./platform.routes";

export const platform: AppRouteHandler<typeof routes.platformRoute> = (c) =>
  send(c, platformView(shopOf(c), c.get("platform")));

export const channel: AppRouteHandler<typeof routes.channelRoute> = async (c) => {
  const channel = await config.channelOfDomain(c.get("db"), c.req.valid("query").domain ?? "");
  if (!channel) throw notFound("channel");
  return send(c, channel);
};

export const init: AppRouteHandler<typeof routes.initRoute> = (c) => {
  const params = config.decodeEntryParams(c.req.valid("query").p);
  // 10003 (signature failed): the spec's code for entry parameters that cannot be read
  if (!params)
    throw new DomainError(Codes.signatureFailed, "entry parameters could not be decoded");
  return send(c, { platform: platformView(shopOf(c), c.get("platform")), params });
};

export const pog: AppRouteHandler<typeof routes.pogRoute> = async (c) =>
  send(c, await config.brandPogs(c.get("db"), shopOf(c)));

export const marketplacePog: AppRouteHandler<typeof routes.marketplacePogRoute> = async (c) =>
  send(c, await config.marketplacePogs(c.get("db"), shopOf(c)));
