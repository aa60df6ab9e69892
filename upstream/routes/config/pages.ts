// Spec §7 Configuration: what pages are made of — city tree, ads, themes, home page settings and
// modules, announcements, short links.
import { createRoute, z } from "@hono/zod-openapi";
import {
  adConfigSchema,
  announcementSchema,
  cityNodeSchema,
  pageConfigSchema,
  pageSettingSchema,
  shortUrlClickSchema,
  shortUrlSchema,
  themeSchema,
  themeWithProductsSchema,
  travelModuleSchema,
} from "../../../lib/commerce/platform/config.schema";
import { notFound, send, shopOf } from "../../http/context";
import { createRouter } from "../../http/router";
import * as config from "../../services/config";
import { recordClick, resolveShortLink } from "../../services/short-links";
import { lenientEnum, lenientInt, missingWhenMalformed, pathNumber } from "../../http/input";
import { failures, named, okJson, specHeaders } from "../../http/openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { SHORT_CODE } from "../../../lib/commerce/platform/short-links";

const common = { method: "get" as const, tags: ["config"], parameters: specHeaders };

const cityRoute = createRoute({
  ...common,
  path: "/page_config/city_config",
  summary: "The city tree: area → country → city, names in every locale",
  responses: {
    200: okJson(z.array(named("CityNode", cityNodeSchema)), "Root nodes"),
    ...failures(),
  },
});

const adRoute = createRoute({
  ...common,
  path: "/page_config/ad_config",
  summary: "Popup banner, middle banner and category tabs",
  responses: { 200: okJson(adConfigSchema, "The brand's ads"), ...failures() },
});

const themesRoute = createRoute({
  ...common,
  path: "/activity_theme",
  summary: "The brand's themed promotions",
  responses: { 200: okJson(z.array(themeSchema), "Themes"), ...failures() },
});

const themeRoute = createRoute({
  ...common,
  path: "/product/theme/{id}",
  summary: "A theme by numeric id or by sn, with its products",
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[a-z0-9-]{1,60}$/, "an id or an sn (a-z, 0-9, -)")
        .openapi({ param: { name: "id", in: "path" }, example: "top-picks" }),
    }),
  },
  responses: {
    200: okJson(themeWithProductsSchema, "The theme"),
    ...failures([Codes.itemMissing]),
  },
});

const homeRoute = createRoute({
  ...common,
  path: "/page_setting",
  summary: "A page of the brand (page_type 2: home) with its modules in server order",
  request: {
    query: z.object({
      page_type: lenientInt().openapi({ description: "2 (home) when absent or malformed" }),
      pog_id: lenientInt().openapi({ description: "that operation group's page when it has one" }),
    }),
  },
  responses: { 200: okJson(pageSettingSchema, "The page"), ...failures([Codes.itemMissing]) },
});

const pageConfigRoute = createRoute({
  ...common,
  path: "/page_setting/config",
  summary: "Page-level settings of the brand's home page",
  responses: { 200: okJson(pageConfigSchema, "Settings"), ...failures([Codes.itemMissing]) },
});

const moduleRoute = createRoute({
  ...common,
  path: "/page_setting/travel_module/{id}",
  summary: "One module of the brand's pages",
  request: { params: z.object({ id: pathNumber("id", "3") }) },
  responses: { 200: okJson(travelModuleSchema, "The module"), ...failures([Codes.itemMissing]) },
});

const pageRoute = createRoute({
  ...common,
  path: "/page_setting/{id}",
  summary: "A page of the brand by id",
  request: { params: z.object({ id: pathNumber("id", "1") }) },
  responses: { 200: okJson(pageSettingSchema, "The page"), ...failures([Codes.itemMissing]) },
});

const announcementRoute = createRoute({
  ...common,
  path: "/announcement",
  summary: "Announcements at a placement, or all",
  request: {
    query: z.object({
      placement: lenientEnum(["1", "2", "3", "4"]).openapi({
        description: "1 home, 2 product, 3 order list, 4 order info; all when absent or malformed",
      }),
    }),
  },
  responses: {
    200: okJson(z.array(announcementSchema), "Announcements by placement, then position"),
    ...failures(),
  },
});

const shortCodeParams = z.object({
  code: z
    .string()
    .regex(SHORT_CODE, "letters, digits, _ and -")
    .openapi({ param: { name: "code", in: "path" }, example: "summer" }),
});

const shortUrlRoute = createRoute({
  ...common,
  path: "/shortUrl/{code}",
  summary: "Where a short link leads",
  request: { params: shortCodeParams },
  responses: {
    200: okJson(shortUrlSchema, "The long URL"),
    ...failures([{ code: Codes.itemMissing, note: "no such code, or the link has expired" }]),
  },
});

const shortUrlClickRoute = createRoute({
  ...common,
  method: "post",
  path: "/shortUrl/{code}/click",
  summary: "Count one open of a short link (on today's UTC row; `ops short-link stats` reads them)",
  request: { params: shortCodeParams },
  responses: {
    200: okJson(shortUrlClickSchema, "Counted"),
    ...failures([{ code: Codes.itemMissing, note: "no such code, or the link has expired" }]),
  },
});

export const pageRoutes = createRouter();

pageRoutes.openapi(cityRoute, async (c) => send(c, await config.cityTree(c.get("db"))));

pageRoutes.openapi(adRoute, async (c) => send(c, await config.adConfig(c.get("db"), shopOf(c))));

pageRoutes.openapi(themesRoute, async (c) =>
  send(c, await config.activityThemes(c.get("db"), shopOf(c))),
);

pageRoutes.openapi(
  themeRoute,
  async (c) => {
    const theme = await config.themeByKey(c.get("db"), shopOf(c), c.req.valid("param").id);
    if (!theme) throw notFound("theme");
    return send(c, theme);
  },
  missingWhenMalformed(pageRoutes, "theme"),
);

pageRoutes.openapi(homeRoute, async (c) => {
  const q = c.req.valid("query");
  const page = await config.pageSetting(c.get("db"), shopOf(c), q.page_type ?? 2, q.pog_id);
  if (!page) throw notFound("page setting");
  return send(c, page);
});

// fixed paths before /page_setting/{id}
pageRoutes.openapi(pageConfigRoute, async (c) => {
  const settings = await config.pageConfig(c.get("db"), shopOf(c));
  if (!settings) throw notFound("page setting");
  return send(c, settings);
});

pageRoutes.openapi(
  moduleRoute,
  async (c) => {
    const homeModule = await config.travelModule(c.get("db"), shopOf(c), c.req.valid("param").id);
    if (!homeModule) throw notFound("module");
    return send(c, homeModule);
  },
  missingWhenMalformed(pageRoutes, "module"),
);

pageRoutes.openapi(
  pageRoute,
  async (c) => {
    const page = await config.pageSettingById(c.get("db"), shopOf(c), c.req.valid("param").id);
    if (!page) throw notFound("page setting");
    return send(c, page);
  },
  missingWhenMalformed(pageRoutes, "page setting"),
);

pageRoutes.openapi(announcementRoute, async (c) => {
  const placement = c.req.valid("query").placement;
  return send(
    c,
    await config.announcements(
      c.get("db"),
      shopOf(c),
      placement === undefined ? undefined : Number(placement),
    ),
  );
});

pageRoutes.openapi(
  shortUrlRoute,
  async (c) => {
    const link = await resolveShortLink(c.get("db"), c.req.valid("param").code, c.get("now"));
    if (!link) throw notFound("short link");
    return send(c, link);
  },
  missingWhenMalformed(pageRoutes, "short link"),
);

pageRoutes.openapi(
  shortUrlClickRoute,
  async (c) => {
    if (!(await recordClick(c.get("db"), c.req.valid("param").code, c.get("now"))))
      throw notFound("short link");
    return send(c, { counted: true as const });
  },
  missingWhenMalformed(pageRoutes, "short link"),
);
