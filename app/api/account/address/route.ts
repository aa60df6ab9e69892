import { addressForm } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { createAddress, listAddresses } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

/** GET /api/account/address: the signed-in person's addresses. */
export const GET = bffRoute({ auth: true }, (args) => listAddresses(args.ctx));

/** POST /api/account/address: spec §5 address form; Idempotency-Key passed on. */
export const POST = bffRoute({ auth: true, body: addressForm }, (args) =>
  createAddress(args.ctx, args.body, { idempotencyKey: args.idempotencyKey }),
);
