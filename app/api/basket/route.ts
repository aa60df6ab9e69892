import { bffRoute } from "@/lib/http/bff";
import { getBasket } from "@/lib/upstream/checkout";
import { authed } from "../account/_lib/params";

export const dynamic = "force-dynamic";

/** GET /api/basket: the signed-in shopper's basket with today's prices and each line's problem. */
export const GET = bffRoute({ auth: true }, (args) => getBasket(authed(args)));
