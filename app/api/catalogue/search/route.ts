import { z } from "zod";
import { cleanText } from "@/lib/commerce/contract/text.schema";
import { catalogueRoute } from "@/lib/http/catalogue";
import { searchProducts } from "@/lib/upstream/catalogue";

/** GET /api/catalogue/search?keyword=: suggestions while the user types. */
export const GET = catalogueRoute(
  z.object({ keyword: cleanText({ max: 100 }).default("") }),
  (ctx, q) => (q.keyword ? searchProducts(ctx, q.keyword) : Promise.resolve([])),
);
