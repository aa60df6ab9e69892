import { answerBody } from "@/lib/commerce/catalogue/questions.schema";
import { bffRoute } from "@/lib/http/bff";
import { answerQuestion } from "@/lib/upstream/questions";
import { parseParam } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** POST /api/questions/{id}/answers { body } → the answer; 24201 only buyers answer (§6), 24202 no such question. */
export const POST = bffRoute({ auth: true, body: answerBody }, async (args) => {
  const id = parseParam(args.params.id);
  if (!id.ok) return id.response;
  return answerQuestion(args.ctx, id.data, args.body);
});
