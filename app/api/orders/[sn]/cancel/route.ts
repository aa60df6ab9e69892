import { bffRoute } from "@/lib/http/bff";
import { cancelOrder } from "@/lib/upstream/orders";
import { parseSn } from "../../_lib/order";

export const dynamic = "force-dynamic";

/** POST /api/orders/{sn}/cancel → { cancel_status, label }: §4 cancel (10033 not allowed, e.g. points used; 10031 already cancelled). */
export const POST = bffRoute({ auth: true }, async (args) => {
  const sn = parseSn(args.params);
  if (!sn.ok) return sn.response;
  return cancelOrder(args.ctx, sn.data);
});
