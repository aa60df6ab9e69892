// Spec §7 Configuration: the platform (brand), which brand a domain belongs to, partner entry
// parameters, and operation groups.
import { createRouter } from "../../http/router";
import * as handlers from "./platform.handlers";
import * as routes from "./platform.routes";

export const platformRoutes = createRouter();

platformRoutes
  .openapi(routes.platformRoute, handlers.platform)
  .openapi(routes.channelRoute, handlers.channel)
  .openapi(routes.initRoute, handlers.init)
  .openapi(routes.pogRoute, handlers.pog)
  .openapi(routes.marketplacePogRoute, handlers.marketplacePog);
