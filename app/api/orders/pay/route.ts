import { z } from "zod";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { PAYMENT_METHODS } from "@/lib/commerce/checkout/payment";
import { bffRoute } from "@/lib/http/bff";
import { errorResponse } from "@/lib/http/respond";
import { payOrder } from "@/lib/upstream/checkout";
import { publicOrigin } from "../../auth/_lib/http";
import { ORDER_SN } from "@/lib/commerce/orders/orders";

export const dynamic = "force-dynamic";

const body = z.object({ sn: z.string().regex(ORDER_SN), payment_method: z.enum(PAYMENT_METHODS) });

/**
 * POST /api/orders/pay { sn, payment_method } → { url }: where the gateway (the upstream's sandbox)
 * takes the payment. The return URL is always this site's /payment/result; the upstream accepts
 * only the brand's own origins for it.
 */
export const POST = bffRoute({ auth: true, body }, ({ request, ...args }) => {
  if (!args.idempotencyKey)
    return Promise.resolve(errorResponse(Codes.badRequest, "badRequest", 400));
  const returnUrl = `${publicOrigin(request)}/payment/result`;
  return payOrder(
    args.ctx,
    { ...args.body, return_url: returnUrl },
    { idempotencyKey: args.idempotencyKey },
  );
});
