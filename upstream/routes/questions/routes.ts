// The questions routes (wired in ./index.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { z } from "@hono/zod-openapi";
import {
  answerBody,
  askQuestionBody,
  answerSchema,
  questionPageSchema,
  questionSchema,
} from "../../../lib/commerce/catalogue/questions.schema";
import { seckillLiveSchema } from "../../../lib/commerce/catalogue/product.schema";
import { lenientInt, pathNumber } from "../../http/input";
import { type Failure } from "../../http/openapi";
import { defineRoute, jsonBody } from "../../http/route";
const tags = ["products: questions"];
const idParam = (name: string) => ({ params: z.object({ id: pathNumber(name, "12") }) });
const questionFailures: Failure[] = [
  { code: Codes.questionMissing, note: "no such question (or not the caller's)" },
];

export const getProductByIdQuestions = defineRoute({
  method: "get",
  path: "/product/{id}/questions",
  tags,
  summary:
    "Questions about a product, newest first, 10 a page, each with its answers; viewer says whether the caller may answer (§6)",
  request: { ...idParam("id"), query: z.object({ page: lenientInt() }) },
  data: questionPageSchema,
  describe: "A page of questions",
  auth: "optional",
  failures: [{ code: Codes.itemMissing, note: "no such product on this brand's shelf" }],
});
export const postProductByIdQuestions = defineRoute({
  method: "post",
  path: "/accounts/product/{id}/questions",
  tags,
  summary:
    "Ask a question about a product or one of its options (5–300 characters, at most 5 a shop day)",
  request: { ...idParam("id"), ...jsonBody(askQuestionBody) },
  data: questionSchema,
  describe: "The question",
  auth: true,
  failures: [
    { code: Codes.itemMissing, note: "no such product" },
    { code: Codes.questionDailyLimit, note: "data.limit" },
    { code: Codes.badRequest, note: "variant_id not an option of the product (data.fields)" },
  ],
});
export const postQuestionsByIdAnswers = defineRoute({
  method: "post",
  path: "/accounts/questions/{id}/answers",
  tags,
  summary:
    "Answer a question (2–500 characters); only a shopper with a paid order containing the product (§6)",
  request: { ...idParam("id"), ...jsonBody(answerBody) },
  data: answerSchema,
  describe: "The answer",
  auth: true,
  failures: [...questionFailures, Codes.answerBuyersOnly],
});
export const putQuestionsById = defineRoute({
  method: "put",
  path: "/accounts/questions/{id}",
  tags,
  summary:
    "Reword one of the caller's own questions while it has no answer (the option stays); another's is missing",
  request: { ...idParam("id"), ...jsonBody(askQuestionBody.pick({ body: true })) },
  data: questionSchema,
  describe: "The question",
  auth: true,
  failures: [
    ...questionFailures,
    { code: Codes.notAllowed, note: "the question has answers" },
    { code: Codes.badRequest, note: "variant_id not an option of the product (data.fields)" },
  ],
});
export const deleteQuestionsById = defineRoute({
  method: "delete",
  path: "/accounts/questions/{id}",
  tags,
  summary: "Delete one of the caller's own questions (with its answers); another's is missing",
  request: idParam("id"),
  data: z.object({ deleted: z.literal(true) }),
  describe: "Deleted",
  auth: true,
  failures: questionFailures,
});
export const deleteAnswersById = defineRoute({
  method: "delete",
  path: "/accounts/answers/{id}",
  tags,
  summary: "Delete one of the caller's own answers; another's is missing",
  request: idParam("id"),
  data: z.object({ deleted: z.literal(true) }),
  describe: "Deleted",
  auth: true,
  failures: questionFailures,
});
export const getActivityLive = defineRoute({
  method: "get",
  path: "/v2/activity/live",
  tags: ["products"],
  summary:
    "Flash-sale items of activities not yet ended: live counts and whether the caller already holds one (§9 once per shopper). Not cacheable",
  request: { query: z.object({ product_id: lenientInt() }) },
  data: seckillLiveSchema,
  describe: "Live counts",
  auth: "optional",
});
