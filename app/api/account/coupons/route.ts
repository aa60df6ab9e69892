import { z } from "zod";
import { USER_COUPON_TABS } from "@/lib/commerce/coupons/coupons";
import { bffRoute } from "@/lib/http/bff";
import { listMyCoupons } from "@/lib/upstream/account";
import { pageParam, parseQuery } from "@/lib/http/params";

export const dynamic = "force-dynamic";

const query = z.object({ tab: z.enum(USER_COUPON_TABS).default("available"), page: pageParam });

/** GET /api/account/coupons?tab=available|used|expired&page= */
export const GET = bffRoute({ auth: true }, async (args) => {
  const q = parseQuery(args.request, query);
  return q.ok ? listMyCoupons(args.ctx, q.data.tab, q.data.page) : q.response;
});
