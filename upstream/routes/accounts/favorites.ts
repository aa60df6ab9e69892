// Spec §7 favourites (POST, DELETE, GET page) and the ids of favourited products for toggles.
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { z } from "@hono/zod-openapi";
import { favoriteBody } from "../../../lib/commerce/accounts/account-forms.schema";
import { favoriteSchema, okSchema } from "../../../lib/commerce/accounts/account.schema";
import { page } from "../../../lib/commerce/contract/common.schema";
import { shopOf } from "../../http/context";
import * as favorites from "../../services/favorites";
import { lenientInt, missingWhenMalformed, pathNumber, queryText } from "../../http/input";
import { defineRoute, jsonBody, reply } from "../../http/route";
import { createRouter } from "../../http/router";

export const favoriteRoutes = createRouter();
const tags = ["accounts: favourites"];

favoriteRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/favorites",
    tags,
    summary: "The user's favourite products, newest first, 20 a page",
    request: { query: z.object({ page: lenientInt() }) },
    data: page(favoriteSchema),
    describe: "A page of favourites",
    auth: true,
  }),
  async (c) =>
    reply(
      c,
      await favorites.listFavorites(
        c.get("db"),
        shopOf(c),
        c.get("user").id,
        Math.max(1, Math.min(c.req.valid("query").page ?? 1, 10_000)),
      ),
    ),
);

const idList = queryText(400).transform((v, ctx) => {
  const ids = (v ?? "").split(",").filter(Boolean);
  if (ids.length > 100 || ids.some((id) => !/^\d{1,9}$/.test(id))) {
    ctx.addIssue({ code: "custom", message: "up to 100 comma-separated ids" });
    return z.NEVER;
  }
  return ids.map(Number);
});

favoriteRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/favorites/ids",
    tags,
    summary: "Which of the given products (product_ids=1,2,3; up to 100) the user has favourited",
    request: { query: z.object({ product_ids: idList }) },
    data: z.array(z.number().int()),
    describe: "The favourited ids among those asked",
    auth: true,
  }),
  async (c) =>
    reply(
      c,
      await favorites.favoriteIds(c.get("db"), c.get("user").id, c.req.valid("query").product_ids),
    ),
);

favoriteRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/favorites",
    tags,
    summary: "Favourite a product (again: no change)",
    request: jsonBody(favoriteBody),
    data: okSchema,
    describe: "Favourited",
    auth: true,
    failures: [{ code: Codes.itemMissing, note: "no such product for this brand" }],
  }),
  async (c) =>
    reply(
      c,
      await favorites.addFavorite(
        c.get("db"),
        shopOf(c),
        c.get("user").id,
        c.req.valid("json").product_id,
        c.get("now"),
      ),
    ),
);

favoriteRoutes.openapi(
  defineRoute({
    method: "delete",
    path: "/accounts/favorites/{id}",
    tags,
    summary: "Remove a favourite by product id",
    request: { params: z.object({ id: pathNumber("id", "1000") }) },
    data: okSchema,
    describe: "Removed",
    auth: true,
    failures: [{ code: Codes.itemMissing, note: "not a favourite of this user" }],
  }),
  async (c) =>
    reply(
      c,
      await favorites.removeFavorite(c.get("db"), c.get("user").id, c.req.valid("param").id),
    ),
  missingWhenMalformed(favoriteRoutes, "favourite"),
);
