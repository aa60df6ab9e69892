// Spec §7 Orders: accounts/privacy/order (list by tab, detail, delivery, vouchers, download,
// complete, cancel, remind, complaints, repurchase), order_complaints and order_lines. Every call
// needs the shopper's token and reaches only their own orders (another's answers 10023 / 10024).
import type { Deps } from "../../services/deps";
import { withDeps } from "../../http/route";
import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function orderRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));

  return router
    .openapi(routes.getOrder, handlers.getOrder)
    .openapi(routes.getOrderBySn, handlers.getOrderBySn)
    .openapi(routes.getOrderBySnDelivery, handlers.getOrderBySnDelivery)
    .openapi(routes.getOrderBySnVouchers, handlers.getOrderBySnVouchers)
    .openapi(routes.getOrderBySnDownload, handlers.getOrderBySnDownload)
    .openapi(routes.getOrderBySnByLineIdDelivery, handlers.getOrderBySnByLineIdDelivery)
    .openapi(routes.postOrderBySnComplete, handlers.postOrderBySnComplete)
    .openapi(routes.postOrderBySnCancel, handlers.postOrderBySnCancel)
    .openapi(routes.postOrderBySnRemind, handlers.postOrderBySnRemind)
    .openapi(routes.postOrderBySnRepurchase, handlers.postOrderBySnRepurchase)
    .openapi(routes.postOrderBySnComplaints, handlers.postOrderBySnComplaints)
    .openapi(routes.getOrderComplaints, handlers.getOrderComplaints)
    .openapi(routes.getOrderComplaintsById, handlers.getOrderComplaintsById)
    .openapi(routes.putOrderComplaintsById, handlers.putOrderComplaintsById)
    .openapi(routes.getOrderLinesById, handlers.getOrderLinesById);
}
