// The config platform routes (wired in ./platform.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { createRoute, z } from "@hono/zod-openapi";
import {
  initSchema,
  platformSchema,
  pogSchema,
} from "../../../lib/commerce/platform/platform.schema";
import { queryText } from "../../http/input";
import { failures, okJson, specHeaders } from "../../http/openapi";
import { Codes } from "../../../lib/commerce/contract/error-codes";

/** No wire schema: the storefront resolves brands from its own table and does not call this. */
const channelSchema = z.object({ platform: z.string(), vendor: z.string(), channel: z.string() });
const common = { method: "get" as const, tags: ["config"], parameters: specHeaders };
export const platformRoute = createRoute({
  ...common,
  path: "/platform",
  summary: "The brand of the platform header, with every spec §3 field",
  responses: { 200: okJson(platformSchema, "The platform"), ...failures() },
});
export const channelRoute = createRoute({
  ...common,
  path: "/platform/channel",
  summary: "Which brand a domain belongs to",
  request: {
    query: z.object({
      domain: queryText(255).openapi({
        description: "host name, a port is ignored",
        example: "jk.example.com",
      }),
    }),
  },
  responses: {
    200: okJson(channelSchema, "The brand's platform slug, vendor and channel"),
    ...failures([Codes.itemMissing]),
  },
});
export const initRoute = createRoute({
  ...common,
  path: "/init",
  summary: "The platform plus the entry parameters a partner app passed",
  request: {
    query: z.object({
      p: queryText(2048).openapi({
        description: "base64url of a query string, e.g. code=abc&from=app",
      }),
    }),
  },
  responses: {
    200: okJson(initSchema, "Platform and decoded parameters"),
    ...failures([{ code: Codes.signatureFailed, note: "the entry parameters cannot be read" }]),
  },
});
export const pogRoute = createRoute({
  ...common,
  path: "/pog",
  summary: "The brand's product operation groups",
  responses: {
    200: okJson(z.array(pogSchema), "Operation groups in display order"),
    ...failures(),
  },
});
export const marketplacePogRoute = createRoute({
  ...common,
  path: "/mkp/pogs",
  summary: "Operation groups across the marketplace (every brand's)",
  responses: {
    200: okJson(z.array(pogSchema), "Operation groups by brand, then display order"),
    ...failures(),
  },
});
