import { z } from "zod";
import { RECOMMENDED_PAGE_SIZE, RECOMMENDED_TYPE } from "@/lib/commerce/catalogue/home";
import { catalogueRoute } from "@/lib/http/catalogue";
import { getMoreProducts } from "@/lib/upstream/catalogue";

/** GET /api/catalogue/more?page=: home "recommended" (type 2, page size 12). */
export const GET = catalogueRoute(
  z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
  (ctx, q) =>
    getMoreProducts(ctx, {
      page: q.page,
      type: RECOMMENDED_TYPE,
      page_size: RECOMMENDED_PAGE_SIZE,
    }),
);
