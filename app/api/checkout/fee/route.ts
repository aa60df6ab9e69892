import { feeBody } from "@/lib/commerce/checkout/checkout.schema";
import { bffRoute } from "@/lib/http/bff";
import { checkoutFee } from "@/lib/upstream/checkout";

export const dynamic = "force-dynamic";

/** POST /api/checkout/fee: the §7 fee body → lines, express, coupons, points and the payable amount. */
export const POST = bffRoute({ auth: true, body: feeBody }, (args) =>
  checkoutFee(args.ctx, args.body),
);
