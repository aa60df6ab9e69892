import { catalogueRoute, idParam, pageQuery } from "@/lib/http/catalogue";
import { UpstreamError } from "@/lib/upstream/errors";
import { getProductComments } from "@/lib/upstream/catalogue";

/** GET /api/catalogue/product/{id}/comments?page= */
export const GET = catalogueRoute(pageQuery, (ctx, q, params) => {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw new UpstreamError(20004, "bad product id");
  return getProductComments(ctx, id.data, q.page);
});
