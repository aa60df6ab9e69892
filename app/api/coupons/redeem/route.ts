import { couponRedeemBody } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { redeemCoupon } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

/** POST /api/coupons/redeem { coupon_id } | { code }: claim from a product page or redeem a code; Idempotency-Key passed on. */
export const POST = bffRoute({ auth: true, body: couponRedeemBody }, (args) =>
  redeemCoupon(args.ctx, args.body, { idempotencyKey: args.idempotencyKey }),
);
