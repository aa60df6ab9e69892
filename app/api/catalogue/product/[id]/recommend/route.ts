import { catalogueRoute, idParam, pageQuery } from "@/lib/http/catalogue";
import { UpstreamError } from "@/lib/upstream/errors";
import { getProductRecommend } from "@/lib/upstream/catalogue";
import { Codes } from "@/lib/commerce/contract/error-codes";

/** GET /api/catalogue/product/{id}/recommend?page= */
export const GET = catalogueRoute(pageQuery, (ctx, q, params) => {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw new UpstreamError(Codes.itemMissing, "bad product id");
  return getProductRecommend(ctx, id.data, q.page);
});
