// The config pages routes (wired in ./pages.ts): path, input, answers, and who may call each (upstream/http/route.ts).
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
import { lenientEnum, lenientInt, pathNumber } from "../../http/input";
import { failures, named, okJson, specHeaders } from "../../http/openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { SHORT_CODE } from "../../../lib/commerce/platform/short-links";

const common = { method: "get" as const, tags: ["config"], parameters: specHeaders };
export const cityRoute = createRoute({
  ...common,
  path: "/page_config/city_config",
  summary: "The city tree: area → country → city, names in every locale",
  responses: {
    200: okJson(z.array(named("CityNode", cityNodeSchema)), "Root nodes"),
    ...failures(),
  },
});
export const adRoute = createRoute({
  ...common,
  path: "/page_config/ad_config",
  summary: "Popup banner, middle banner and category tabs",
  responses: { 200: okJson(adConfigSchema, "The brand's ads"), ...failures() },
});
export const themesRoute = createRoute({
  ...common,
  path: "/activity_theme",
  summary: "The brand's themed promotions",
  responses: { 200: okJson(z.array(themeSchema), "Themes"), ...failures() },
});
export const themeRoute = createRoute({
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
export const homeRoute = createRoute({
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
export const pageConfigRoute = createRoute({
  ...common,
  path: "/page_setting/config",
  summary: "Page-level settings of the brand's home page",
  responses: { 200: okJson(pageConfigSchema, "Settings"), ...failures([Codes.itemMissing]) },
});
export const moduleRoute = createRoute({
  ...common,
  path: "/page_setting/travel_module/{id}",
  summary: "One module of the brand's pages",
  request: { params: z.object({ id: pathNumber("id", "3") }) },
  responses: { 200: okJson(travelModuleSchema, "The module"), ...failures([Codes.itemMissing]) },
});
export const pageRoute = createRoute({
  ...common,
  path: "/page_setting/{id}",
  summary: "A page of the brand by id",
  request: { params: z.object({ id: pathNumber("id", "1") }) },
  responses: { 200: okJson(pageSettingSchema, "The page"), ...failures([Codes.itemMissing]) },
});
export const announcementRoute = createRoute({
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
export const shortUrlRoute = createRoute({
  ...common,
  path: "/shortUrl/{code}",
  summary: "Where a short link leads",
  request: { params: shortCodeParams },
  responses: {
    200: okJson(shortUrlSchema, "The long URL"),
    ...failures([{ code: Codes.itemMissing, note: "no such code, or the link has expired" }]),
  },
});
export const shortUrlClickRoute = createRoute({
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
// fixed paths before /page_setting/{id}
