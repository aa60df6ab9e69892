import { catalogueRoute, productQuerySchema } from "@/lib/http/catalogue";
import { LIST_PAGE_SIZE } from "@/lib/commerce/catalogue/list-query";
import { getProducts } from "@/lib/upstream/catalogue";

/** GET /api/catalogue/products?page=&…filters: the next page of a product list. */
export const GET = catalogueRoute(productQuerySchema, (ctx, q) =>
  getProducts(ctx, { ...q, page_size: LIST_PAGE_SIZE }),
);
