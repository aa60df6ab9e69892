import { z } from "zod";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { bffRoute } from "@/lib/http/bff";
import { clearSession } from "@/lib/session/cookie";
import { favoriteIds } from "@/lib/upstream/account";
import { UpstreamError } from "@/lib/upstream/errors";
import { idList, parseQuery } from "@/lib/http/params";

export const dynamic = "force-dynamic";

const query = z.object({ product_ids: idList(50) });

/**
 * GET /api/favorites/ids?product_ids=1,2: which of these products the person has favourited.
 * Product cards ask it on every page, so it never answers 401: anonymous (or an expired
 * session) is simply { ids: [], signed_in: false }.
 */
export const GET = bffRoute({ auth: false }, async ({ request, ctx, token }) => {
  const q = parseQuery(request, query);
  if (!q.ok) return q.response;
  if (!token) return { ids: [], signed_in: false };
  try {
    return { ids: await favoriteIds({ ...ctx, token }, q.data.product_ids), signed_in: true };
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.code !== Codes.loginExpired) throw error;
    await clearSession();
    return { ids: [], signed_in: false };
  }
});
