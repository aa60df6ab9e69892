// The handlers of the config pages routes (./pages.routes.ts), one named function each.
import { notFound, send, shopOf } from "../../http/context";
import * as config from "../../services/config";
import { recordClick, resolveShortLink } from "../../services/short-links";
import { type AppRouteHandler } from "../../http/route";
import * as routes from "./pages.routes";

export const city: AppRouteHandler<typeof routes.cityRoute> = async (c) =>
  send(c, await config.cityTree(c.get("db")));

export const ad: AppRouteHandler<typeof routes.adRoute> = async (c) =>
  send(c, await config.adConfig(c.get("db"), shopOf(c)));

export const themes: AppRouteHandler<typeof routes.themesRoute> = async (c) =>
  send(c, await config.activityThemes(c.get("db"), shopOf(c)));

export const theme: AppRouteHandler<typeof routes.themeRoute> = async (c) => {
  const theme = await config.themeByKey(c.get("db"), shopOf(c), c.req.valid("param").id);
  if (!theme) throw notFound("theme");
  return send(c, theme);
};

export const home: AppRouteHandler<typeof routes.homeRoute> = async (c) => {
  const q = c.req.valid("query");
  const page = await config.pageSetting(c.get("db"), shopOf(c), q.page_type ?? 2, q.pog_id);
  if (!page) throw notFound("page setting");
  return send(c, page);
};

export const pageConfig: AppRouteHandler<typeof routes.pageConfigRoute> = async (c) => {
  const settings = await config.pageConfig(c.get("db"), shopOf(c));
  if (!settings) throw notFound("page setting");
  return send(c, settings);
};

export const travelModule: AppRouteHandler<typeof routes.moduleRoute> = async (c) => {
  const homeModule = await config.travelModule(c.get("db"), shopOf(c), c.req.valid("param").id);
  if (!homeModule) throw notFound("module");
  return send(c, homeModule);
};

export const pageById: AppRouteHandler<typeof routes.pageRoute> = async (c) => {
  const page = await config.pageSettingById(c.get("db"), shopOf(c), c.req.valid("param").id);
  if (!page) throw notFound("page setting");
  return send(c, page);
};

export const announcement: AppRouteHandler<typeof routes.announcementRoute> = async (c) => {
  const placement = c.req.valid("query").placement;
  return send(
    c,
    await config.announcements(
      c.get("db"),
      shopOf(c),
      placement === undefined ? undefined : Number(placement),
    ),
  );
};

export const shortUrl: AppRouteHandler<typeof routes.shortUrlRoute> = async (c) => {
  const link = await resolveShortLink(c.get("db"), c.req.valid("param").code, c.get("now"));
  if (!link) throw notFound("short link");
  return send(c, link);
};

export const shortUrlClick: AppRouteHandler<typeof routes.shortUrlClickRoute> = async (c) => {
  if (!(await recordClick(c.get("db"), c.req.valid("param").code, c.get("now"))))
    throw notFound("short link");
  return send(c, { counted: true as const });
};
