import { z } from "zod";
import { askQuestionBody } from "@/lib/commerce/catalogue/questions.schema";
import { bffRoute } from "@/lib/http/bff";
import { askQuestion, listQuestions } from "@/lib/upstream/questions";
import { pageParam, parseParam, parseQuery } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** GET /api/products/{id}/questions?page= → a page of questions with viewer { signed_in, can_answer } (§3 questions, §6). */
export const GET = bffRoute({ auth: false }, async (args) => {
  const id = parseParam(args.params.id);
  if (!id.ok) return id.response;
  const q = parseQuery(args.request, z.object({ page: pageParam }));
  if (!q.ok) return q.response;
  return listQuestions(args.ctx, id.data, q.data.page);
});

/** POST /api/products/{id}/questions { body, variant_id? } → the question; 24203 daily limit. */
export const POST = bffRoute({ auth: true, body: askQuestionBody }, async (args) => {
  const id = parseParam(args.params.id);
  if (!id.ok) return id.response;
  return askQuestion(args.ctx, id.data, args.body);
});
