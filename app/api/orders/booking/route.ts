import { Codes } from "@/lib/commerce/contract/error-codes";
import { bookingBody } from "@/lib/commerce/checkout/checkout.schema";
import { bffRoute } from "@/lib/http/bff";
import { errorResponse } from "@/lib/http/respond";
import { bookOrder } from "@/lib/upstream/checkout";

export const dynamic = "force-dynamic";

/**
 * POST /api/orders/booking: places the order. The browser's Idempotency-Key (one per "Pay" action,
 * reused on retry) is required and passed on, so a double click or a retried request makes one order.
 */
export const POST = bffRoute({ auth: true, body: bookingBody }, (args) => {
  if (!args.idempotencyKey)
    return Promise.resolve(errorResponse(Codes.badRequest, "badRequest", 400));
  return bookOrder(args.ctx, args.body, { idempotencyKey: args.idempotencyKey });
});
