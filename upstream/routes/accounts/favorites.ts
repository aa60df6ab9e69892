// Spec §7 favourites (POST, DELETE, GET page) and the ids of favourited products for toggles.
import { missingWhenMalformed } from "../../http/input";
import { createRouter } from "../../http/router";
import * as handlers from "./favorites.handlers";
import * as routes from "./favorites.routes";

export const favoriteRoutes = createRouter();

favoriteRoutes
  .openapi(routes.getFavorites, handlers.getFavorites)
  .openapi(routes.getFavoritesIds, handlers.getFavoritesIds)
  .openapi(routes.postFavorites, handlers.postFavorites)
  .openapi(
    routes.deleteFavoritesById,
    handlers.deleteFavoritesById,
    missingWhenMalformed(favoriteRoutes, "favourite"),
  );
