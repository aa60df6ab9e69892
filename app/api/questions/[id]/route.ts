import { bffRoute } from "@/lib/http/bff";
import { deleteQuestion } from "@/lib/upstream/questions";
import { authed, parseParam } from "../../account/_lib/params";

export const dynamic = "force-dynamic";

/** DELETE /api/questions/{id} → { deleted }: the shopper's own question only (24202 otherwise). */
export const DELETE = bffRoute({ auth: true }, async (args) => {
  const id = parseParam(args.params.id);
  if (!id.ok) return id.response;
  return deleteQuestion(authed(args), id.data);
});
