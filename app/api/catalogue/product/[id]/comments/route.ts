import { catalogueRoute, idParam, pageQuery } from "@/lib/http/catalogue";
import { UpstreamError } from "@/lib/upstream/errors";
import { getProductComments } from "@/lib/upstream/catalogue";
import { Codes } from "@/lib/commerce/error-codes";

/** GET /api/catalogue/product/{id}/comments?page= */
export const GET = catalogueRoute(pageQuery, (ctx, q, params) => {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw new UpstreamError(Codes.itemMissing, "bad product id");
  return getProductComments(ctx, id.data, q.page);
});
