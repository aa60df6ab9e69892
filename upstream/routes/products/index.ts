// Spec §7 Products. Order matters where paths overlap: the fixed paths (/product/search,
// /product/membership/{level}) are registered before /product/{id}, so they win.
import { createRouter } from "../../http/router";
import { detailRoutes } from "./detail";
import { listRoutes } from "./list";
import { promotionRoutes } from "./promotions";

export const productRoutes = createRouter()
  .route("/", listRoutes)
  .route("/", promotionRoutes)
  .route("/", detailRoutes);
