// Spec §7 Address and Tourist: list, read, create, update, delete — every id scoped to the caller.
import { missingWhenMalformed } from "../../http/input";
import { createRouter } from "../../http/router";
import * as handlers from "./book.handlers";
import * as routes from "./book.routes";

export const bookRoutes = createRouter();

bookRoutes
  .openapi(routes.getAddress, handlers.getAddress)
  .openapi(routes.postAddress, handlers.postAddress)
  .openapi(
    routes.getAddressById,
    handlers.getAddressById,
    missingWhenMalformed(bookRoutes, "address"),
  )
  .openapi(
    routes.putAddressById,
    handlers.putAddressById,
    missingWhenMalformed(bookRoutes, "address"),
  )
  .openapi(
    routes.deleteAddressById,
    handlers.deleteAddressById,
    missingWhenMalformed(bookRoutes, "address"),
  )
  .openapi(routes.getTourist, handlers.getTourist)
  .openapi(routes.postTourist, handlers.postTourist)
  .openapi(
    routes.getTouristById,
    handlers.getTouristById,
    missingWhenMalformed(bookRoutes, "traveller"),
  )
  .openapi(
    routes.putTouristById,
    handlers.putTouristById,
    missingWhenMalformed(bookRoutes, "traveller"),
  )
  .openapi(
    routes.deleteTouristById,
    handlers.deleteTouristById,
    missingWhenMalformed(bookRoutes, "traveller"),
  );
