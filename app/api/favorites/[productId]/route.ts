import { bffRoute } from "@/lib/http/bff";
import { removeFavorite } from "@/lib/upstream/account";
import { parseParam } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** DELETE /api/favorites/{productId} */
export const DELETE = bffRoute({ auth: true }, async (args) => {
  const id = parseParam(args.params.productId);
  return id.ok ? removeFavorite(args.ctx, id.data) : id.response;
});
