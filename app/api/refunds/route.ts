import { z } from "zod";
import { bffRoute } from "@/lib/http/bff";
import { listRefunds } from "@/lib/upstream/orders";
import { pageParam, parseQuery } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** GET /api/refunds?page= → Page<RefundDetail>: the shopper's after-sales applications, newest first. */
export const GET = bffRoute({ auth: true }, async (args) => {
  const query = parseQuery(args.request, z.object({ page: pageParam }));
  if (!query.ok) return query.response;
  return listRefunds(args.ctx, query.data.page);
});
