// Spec §7 Configuration: what pages are made of — city tree, ads, themes, home page settings and
// modules, announcements, short links.
import { missingWhenMalformed } from "../../http/input";
import { createRouter } from "../../http/router";
import * as handlers from "./pages.handlers";
import * as routes from "./pages.routes";

export const pageRoutes = createRouter();

pageRoutes
  .openapi(routes.cityRoute, handlers.city)
  .openapi(routes.adRoute, handlers.ad)
  .openapi(routes.themesRoute, handlers.themes)
  .openapi(routes.themeRoute, handlers.theme, missingWhenMalformed(pageRoutes, "theme"))
  .openapi(routes.homeRoute, handlers.home)
  .openapi(routes.pageConfigRoute, handlers.pageConfig)
  .openapi(routes.moduleRoute, handlers.travelModule, missingWhenMalformed(pageRoutes, "module"))
  .openapi(routes.pageRoute, handlers.pageById, missingWhenMalformed(pageRoutes, "page setting"))
  .openapi(routes.announcementRoute, handlers.announcement)
  .openapi(routes.shortUrlRoute, handlers.shortUrl, missingWhenMalformed(pageRoutes, "short link"))
  .openapi(
    routes.shortUrlClickRoute,
    handlers.shortUrlClick,
    missingWhenMalformed(pageRoutes, "short link"),
  );
