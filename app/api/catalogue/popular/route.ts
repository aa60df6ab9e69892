import { z } from "zod";
import { catalogueRoute } from "@/lib/http/catalogue";
import { getPopularKeywords } from "@/lib/upstream/catalogue";

/** GET /api/catalogue/popular: popular keywords for the search popup. */
export const GET = catalogueRoute(z.object({}), (ctx) => getPopularKeywords(ctx));
