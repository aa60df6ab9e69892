import { z } from "zod";
import { favoriteCards } from "@/components/account/favorite-cards";
import { favoriteBody } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { addFavorite, listFavorites } from "@/lib/upstream/account";
import { pageParam, parseQuery } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** GET /api/favorites?page=: a page (20) of favourites as product cards. */
export const GET = bffRoute({ auth: true }, async (args) => {
  const q = parseQuery(args.request, z.object({ page: pageParam }));
  return q.ok ? favoriteCards(await listFavorites(args.ctx, q.data.page)) : q.response;
});

/** POST /api/favorites { product_id } */
export const POST = bffRoute({ auth: true, body: favoriteBody }, (args) =>
  addFavorite(args.ctx, args.body.product_id),
);
