// Spec §7 Account: the current user (accounts/privacy), counts (accounts/summary), profile update.
import { createRouter } from "../../http/router";
import * as handlers from "./profile.handlers";
import * as routes from "./profile.routes";

export const profileRoutes = createRouter();

profileRoutes
  .openapi(routes.getPrivacy, handlers.getPrivacy)
  .openapi(routes.putPrivacy, handlers.putPrivacy)
  .openapi(routes.getSummary, handlers.getSummary);
