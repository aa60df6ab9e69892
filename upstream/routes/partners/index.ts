// Spec §1 partner apps: the employee-benefit app's payment rights (§6 "Payment by points or quota
// applies to certain users only" — the payment itself is accounts/order/confirm, routes/checkout),
// and the WeChat browser: the JS-SDK signature and the official account's silent sign-in (§7).
import type { Deps } from "../../services/deps";
import { withDeps } from "../../http/route";
import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function partnerRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));

  return router
    .openapi(routes.getPaymentRights, handlers.getPaymentRights)
    .openapi(routes.getWcJsapiSignature, handlers.getWcJsapiSignature)
    .openapi(routes.postTokenWcOaSlient, handlers.postTokenWcOaSlient);
}
