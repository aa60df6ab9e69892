import { touristForm } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { createTourist, listTourists } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

/** GET /api/account/tourist: the signed-in person's travellers. */
export const GET = bffRoute({ auth: true }, (args) => listTourists(args.ctx));

/** POST /api/account/tourist: spec §3 traveller, ID number checked against its type; Idempotency-Key passed on. */
export const POST = bffRoute({ auth: true, body: touristForm }, (args) =>
  createTourist(args.ctx, args.body, { idempotencyKey: args.idempotencyKey }),
);
