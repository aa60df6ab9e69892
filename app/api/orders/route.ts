import { orderListQuery } from "@/lib/commerce/orders/orders.schema";
import { bffRoute } from "@/lib/http/bff";
import { listOrders } from "@/lib/upstream/orders";
import { parseQuery } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** GET /api/orders?tab=&page= → Page<OrderCard>: the next page of the order list ("load more"). */
export const GET = bffRoute({ auth: true }, async (args) => {
  const query = parseQuery(args.request, orderListQuery);
  if (!query.ok) return query.response;
  return listOrders(args.ctx, query.data.tab, query.data.page);
});
