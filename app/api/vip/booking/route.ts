import { Codes } from "@/lib/commerce/contract/error-codes";
import { membershipBookingBody } from "@/lib/commerce/membership/membership.schema";
import { bffRoute } from "@/lib/http/bff";
import { errorResponse } from "@/lib/http/respond";
import { bookMembership } from "@/lib/upstream/membership";

export const dynamic = "force-dynamic";

/**
 * POST /api/vip/booking { level } → the membership order to pay (Idempotency-Key required). The
 * shopper pays it on /payment/confirm like any order; paying opens or renews the membership.
 */
export const POST = bffRoute({ auth: true, body: membershipBookingBody }, (args) => {
  if (!args.idempotencyKey)
    return Promise.resolve(errorResponse(Codes.badRequest, "badRequest", 400));
  return bookMembership(args.ctx, args.body.level, { idempotencyKey: args.idempotencyKey });
});
