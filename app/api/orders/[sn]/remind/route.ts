import { bffRoute } from "@/lib/http/bff";
import { remindOrder } from "@/lib/upstream/orders";
import { parseSn } from "../../_lib/order";

export const dynamic = "force-dynamic";

/** POST /api/orders/{sn}/remind → { reminded, next_at }: remind the merchant to ship, at most once a day. */
export const POST = bffRoute({ auth: true }, async (args) => {
  const sn = parseSn(args.params);
  if (!sn.ok) return sn.response;
  return remindOrder(args.ctx, sn.data);
});
