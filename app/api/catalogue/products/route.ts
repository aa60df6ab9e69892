import { catalogueRoute, productQuerySchema } from "@/lib/http/catalogue";
import { getProducts } from "@/lib/upstream/catalogue";

/** GET /api/catalogue/products?page=&…filters: the next page of a product list. */
export const GET = catalogueRoute(productQuerySchema, (ctx, q) => getProducts(ctx, { ...q, sold: q.sold === "1" ? 1 : undefined, page_size: 20 }));
