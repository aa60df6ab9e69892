import { Codes } from "@/lib/commerce/contract/error-codes";
import { pointsExchangeBody } from "@/lib/commerce/membership/membership.schema";
import { bffRoute } from "@/lib/http/bff";
import { errorResponse } from "@/lib/http/respond";
import { exchangePoints } from "@/lib/upstream/membership";

export const dynamic = "force-dynamic";

/** POST /api/vip/exchange { points } → the exchange (Idempotency-Key required); 24301 → "membership exchange failed". */
export const POST = bffRoute({ auth: true, body: pointsExchangeBody }, (args) => {
  if (!args.idempotencyKey)
    return Promise.resolve(errorResponse(Codes.badRequest, "badRequest", 400));
  return exchangePoints(args.ctx, args.body.points, { idempotencyKey: args.idempotencyKey });
});
