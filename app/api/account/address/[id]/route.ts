import { addressForm } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { deleteAddress, getAddress, updateAddress } from "@/lib/upstream/account";
import { parseParam } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** GET /api/account/address/{id} (another person's id is 20004 from the upstream). */
export const GET = bffRoute({ auth: true }, async (args) => {
  const id = parseParam(args.params.id);
  return id.ok ? getAddress(args.ctx, id.data) : id.response;
});

export const PUT = bffRoute({ auth: true, body: addressForm }, async (args) => {
  const id = parseParam(args.params.id);
  return id.ok ? updateAddress(args.ctx, id.data, args.body) : id.response;
});

export const DELETE = bffRoute({ auth: true }, async (args) => {
  const id = parseParam(args.params.id);
  return id.ok ? deleteAddress(args.ctx, id.data) : id.response;
});
