import { bffRoute } from "@/lib/http/bff";
import { repurchaseOrder } from "@/lib/upstream/orders";
import { badRequest } from "@/lib/http/params";
import { parseSn } from "../../_lib/order";

export const dynamic = "force-dynamic";

/**
 * POST /api/orders/{sn}/repurchase → { added, basket_line_ids, skipped }: buy again (the lines go
 * back into the basket). The browser's Idempotency-Key is required and passed on, so a double
 * press adds the lines once.
 */
export const POST = bffRoute({ auth: true }, async (args) => {
  const sn = parseSn(args.params);
  if (!sn.ok) return sn.response;
  if (!args.idempotencyKey) return badRequest();
  return repurchaseOrder(args.ctx, sn.data, args.idempotencyKey);
});
