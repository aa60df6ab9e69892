import { z } from "zod";
import { bffRoute } from "@/lib/http/bff";
import { getPoints } from "@/lib/upstream/membership";
import { pageParam, parseQuery } from "@/lib/http/params";

export const dynamic = "force-dynamic";

const query = z.object({ page: pageParam });

/** GET /api/account/points?page= → balance, exchange levels and a page of history. */
export const GET = bffRoute({ auth: true }, async (args) => {
  const q = parseQuery(args.request, query);
  return q.ok ? getPoints(args.ctx, q.data.page) : q.response;
});
