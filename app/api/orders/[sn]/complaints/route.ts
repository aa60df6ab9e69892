import { bffRoute } from "@/lib/http/bff";
import { complaintRequest } from "@/lib/http/order-params";
import { applyRefund } from "@/lib/upstream/orders";
import { badRequest } from "@/lib/http/params";
import { parseSn } from "../../_lib/order";

export const dynamic = "force-dynamic";

/**
 * POST /api/orders/{sn}/complaints { type, reason, amount, images, tracking, order_line_id? } →
 * RefundDetail: apply for a refund (§5 Refund; the form's own schema). 10012 when the amount is
 * over the refundable amount (data.refundable), 10033 when the type or state does not allow it.
 * Idempotency-Key required (one application per press).
 */
export const POST = bffRoute({ auth: true, body: complaintRequest }, async (args) => {
  const sn = parseSn(args.params);
  if (!sn.ok) return sn.response;
  if (!args.idempotencyKey) return badRequest();
  return applyRefund(args.ctx, sn.data, args.body, args.idempotencyKey);
});
