import { bffRoute } from "@/lib/http/bff";
import { deleteQuestion } from "@/lib/upstream/questions";
import { parseParam } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** DELETE /api/questions/{id} → { deleted }: the shopper's own question only (24202 otherwise). */
export const DELETE = bffRoute({ auth: true }, async (args) => {
  const id = parseParam(args.params.id);
  if (!id.ok) return id.response;
  return deleteQuestion(args.ctx, id.data);
});
