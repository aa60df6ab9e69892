// The accounts favorites routes (wired in ./favorites.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { z } from "@hono/zod-openapi";
import { favoriteBody } from "../../../lib/commerce/accounts/account-forms.schema";
import { favoriteSchema, okSchema } from "../../../lib/commerce/accounts/account.schema";
import { page } from "../../../lib/commerce/contract/common.schema";
import { lenientInt, pathNumber, queryText } from "../../http/input";
import { defineRoute, jsonBody } from "../../http/route";

const tags = ["accounts: favourites"];
const idList = queryText(400).transform((v, ctx) => {
  const ids = (v ?? "").split(",").filter(Boolean);
  if (ids.length > 100 || ids.some((id) => !/^\d{1,9}$/.test(id))) {
    ctx.addIssue({ code: "custom", message: "up to 100 comma-separated ids" });
    return z.NEVER;
  }
  return ids.map(Number);
});

export const getFavorites = defineRoute({
  method: "get",
  path: "/accounts/favorites",
  tags,
  summary: "The user's favourite products, newest first, 20 a page",
  request: { query: z.object({ page: lenientInt() }) },
  data: page(favoriteSchema),
  describe: "A page of favourites",
  auth: true,
});

export const getFavoritesIds = defineRoute({
  method: "get",
  path: "/accounts/favorites/ids",
  tags,
  summary: "Which of the given products (product_ids=1,2,3; up to 100) the user has favourited",
  request: { query: z.object({ product_ids: idList }) },
  data: z.array(z.number().int()),
  describe: "The favourited ids among those asked",
  auth: true,
});

export const postFavorites = defineRoute({
  method: "post",
  path: "/accounts/favorites",
  tags,
  summary: "Favourite a product (again: no change)",
  request: jsonBody(favoriteBody),
  data: okSchema,
  describe: "Favourited",
  auth: true,
  failures: [{ code: Codes.itemMissing, note: "no such product for this brand" }],
});

export const deleteFavoritesById = defineRoute({
  method: "delete",
  path: "/accounts/favorites/{id}",
  tags,
  summary: "Remove a favourite by product id",
  request: { params: z.object({ id: pathNumber("id", "1000") }) },
  data: okSchema,
  describe: "Removed",
  auth: true,
  failures: [{ code: Codes.itemMissing, note: "not a favourite of this user" }],
});
