import { refundUpdateBody } from "@/lib/commerce/refunds/refunds.schema";
import { bffRoute } from "@/lib/http/bff";
import { updateRefund } from "@/lib/upstream/orders";
import { parseParam } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/**
 * PUT /api/refunds/{id} { action: "update", reason?, images?, tracking? } | { action: "withdraw" }
 * → RefundDetail: the shopper edits an open application or withdraws it.
 */
export const PUT = bffRoute({ auth: true, body: refundUpdateBody }, async (args) => {
  const id = parseParam(args.params.id);
  if (!id.ok) return id.response;
  return updateRefund(args.ctx, id.data, args.body);
});
