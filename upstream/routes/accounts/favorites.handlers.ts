// The handlers of the accounts favorites routes (./favorites.routes.ts), one named function each.
import { shopOf } from "../../http/context";
import * as favorites from "../../services/favorites";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./favorites.routes";

export const getFavorites: AppRouteHandler<typeof routes.getFavorites> = async (c) =>
  reply(
    c,
    await favorites.listFavorites(
      c.get("db"),
      shopOf(c),
      c.get("user").id,
      Math.max(1, Math.min(c.req.valid("query").page ?? 1, 10_000)),
    ),
  );

export const getFavoritesIds: AppRouteHandler<typeof routes.getFavoritesIds> = async (c) =>
  reply(
    c,
    await favorites.favoriteIds(c.get("db"), c.get("user").id, c.req.valid("query").product_ids),
  );

export const postFavorites: AppRouteHandler<typeof routes.postFavorites> = async (c) =>
  reply(
    c,
    await favorites.addFavorite(
      c.get("db"),
      shopOf(c),
      c.get("user").id,
      c.req.valid("json").product_id,
      c.get("now"),
    ),
  );

export const deleteFavoritesById: AppRouteHandler<typeof routes.deleteFavoritesById> = async (c) =>
  reply(c, await favorites.removeFavorite(c.get("db"), c.get("user").id, c.req.valid("param").id));
