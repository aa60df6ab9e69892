import { Codes } from "@/lib/commerce/contract/error-codes";
import { bffRoute } from "@/lib/http/bff";
import { errorResponse } from "@/lib/http/respond";
import { getOrderStatus } from "@/lib/upstream/checkout";
import { ORDER_SN } from "@/lib/commerce/orders/orders";

export const dynamic = "force-dynamic";

/** GET /api/orders/{sn}/status: polled by /payment/result. */
export const GET = bffRoute({ auth: true }, (args) => {
  const sn = args.params.sn ?? "";
  if (!ORDER_SN.test(sn))
    return Promise.resolve(errorResponse(Codes.badRequest, "badRequest", 400));
  return getOrderStatus(args.ctx, sn);
});
