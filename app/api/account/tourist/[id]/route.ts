import { touristForm } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { deleteTourist, getTourist, updateTourist } from "@/lib/upstream/account";
import { parseParam } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** GET /api/account/tourist/{id} (another person's id is 20004 from the upstream). */
export const GET = bffRoute({ auth: true }, async (args) => {
  const id = parseParam(args.params.id);
  return id.ok ? getTourist(args.ctx, id.data) : id.response;
});

export const PUT = bffRoute({ auth: true, body: touristForm }, async (args) => {
  const id = parseParam(args.params.id);
  return id.ok ? updateTourist(args.ctx, id.data, args.body) : id.response;
});

export const DELETE = bffRoute({ auth: true }, async (args) => {
  const id = parseParam(args.params.id);
  return id.ok ? deleteTourist(args.ctx, id.data) : id.response;
});
