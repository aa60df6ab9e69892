import { bffRoute } from "@/lib/http/bff";
import { getBasket } from "@/lib/upstream/checkout";

export const dynamic = "force-dynamic";

/** GET /api/basket: the signed-in shopper's basket with today's prices and each line's problem. */
export const GET = bffRoute({ auth: true }, (args) => getBasket(args.ctx));
