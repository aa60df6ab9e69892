// Spec §7 Account calls and the coupon calls, plus /dev/outbox outside production.
import { latestMessages } from "../../services/outbox";
import type { Deps } from "../../services/deps";
import { authRoutes } from "./auth";
import { bookRoutes } from "./book";
import { couponRoutes } from "./coupons";
import { favoriteRoutes } from "./favorites";
import { profileRoutes } from "./profile";
import { withDeps } from "../../http/route";
import { createRouter } from "../../http/router";

export function accountRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));
  router
    .route("/", authRoutes)
    .route("/", profileRoutes)
    .route("/", bookRoutes)
    .route("/", favoriteRoutes)
    .route("/", couponRoutes);
  if (!deps.production) {
    // every code and mail the upstream sent, newest first, so phone and e-mail flows can be
    // finished on a machine without SMTP or SMS (404 in production: the route does not exist)
    router.get("/dev/outbox", async (c) => {
      const rows = await latestMessages(c.get("db"));
      const list = rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        body: r.body,
        created_at: r.createdAt.toISOString(),
        delivered_at: r.deliveredAt?.toISOString() ?? null,
        error: r.error,
      }));
      c.header("cache-control", "no-store");
      return c.json({ code: 10000, data: list });
    });
  }
  return router;
}
