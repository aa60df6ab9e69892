import { bffRoute } from "@/lib/http/bff";
import { completeOrder } from "@/lib/upstream/orders";
import { parseSn } from "../../_lib/order";

export const dynamic = "force-dynamic";

/** POST /api/orders/{sn}/complete → OrderDetail: confirm receipt (10033 when the state does not allow it). */
export const POST = bffRoute({ auth: true }, async (args) => {
  const sn = parseSn(args.params);
  if (!sn.ok) return sn.response;
  return completeOrder(args.ctx, sn.data);
});
