import { z } from "zod";
import { catalogueRoute, idParam, pageQuery } from "@/lib/http/catalogue";
import { REVIEW_SORTS } from "@/lib/commerce/catalogue/reviews";
import { UpstreamError } from "@/lib/upstream/errors";
import { getProductComments } from "@/lib/upstream/catalogue";
import { Codes } from "@/lib/commerce/contract/error-codes";

const query = pageQuery.extend({ sort: z.enum(REVIEW_SORTS).catch("default").default("default") });

/** GET /api/catalogue/product/{id}/comments?page=&sort= (sort: lib/commerce/catalogue/reviews; unknown → default) */
export const GET = catalogueRoute(query, (ctx, q, params) => {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw new UpstreamError(Codes.itemMissing, "bad product id");
  return getProductComments(ctx, id.data, q.page, q.sort);
});
