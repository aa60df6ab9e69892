import { feeBody } from "@/lib/commerce/checkout/checkout.schema";
import { bffRoute } from "@/lib/http/bff";
import { checkoutCoupons } from "@/lib/upstream/checkout";

export const dynamic = "force-dynamic";

/** POST /api/checkout/coupons: the shopper's coupons for this checkout, usable first. */
export const POST = bffRoute({ auth: true, body: feeBody }, (args) =>
  checkoutCoupons(args.ctx, args.body),
);
