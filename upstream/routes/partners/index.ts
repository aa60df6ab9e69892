// Spec §1 partner apps: the employee-benefit app's payment rights (§6 "Payment by points or quota
// applies to certain users only"). The payment itself is accounts/order/confirm (routes/checkout).
import { paymentRightsSchema } from "../../../lib/commerce/wire/partners";
import { paymentRights } from "../../services/benefits";
import type { Deps } from "../../services/deps";
import { accountRoute, accountRouter, reply, requireUser, withDeps } from "../accounts/shared";

export function partnerRoutes(deps: Deps) {
  const router = accountRouter();
  router.use("*", withDeps(deps));
  router.use("/accounts/payment_rights", requireUser);
  router.openapi(
    accountRoute({
      method: "get",
      path: "/accounts/payment_rights",
      tags: ["partners"],
      summary: "The caller's balance payment methods (points, quota, points_cash, quota_cash) and balances; none without a grant",
      data: paymentRightsSchema,
      describe: "Grant and balances",
      auth: true,
    }),
    async (c) => {
      const rights = await paymentRights(c.get("db"), c.get("user").id);
      return reply(c, { ...rights, methods: [...rights.methods], point_levels: c.get("platform").pointLevels });
    },
  );
  return router;
}
