import { z } from "zod";
import { bffRoute } from "@/lib/http/bff";
import { seckillLive } from "@/lib/upstream/questions";
import { parseQuery, recordId } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/**
 * GET /api/seckill/live?product_id= → { now, items: [{ id, activity_id, variant_id, stock, sold, bought }] }:
 * the live counts and "already bought" that the cached catalogue pages leave to the browser (§4, §9).
 */
export const GET = bffRoute({ auth: false }, async (args) => {
  const q = parseQuery(args.request, z.object({ product_id: recordId.optional() }));
  if (!q.ok) return q.response;
  return seckillLive(args.ctx, q.data.product_id ?? null);
});
