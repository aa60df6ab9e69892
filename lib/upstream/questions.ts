import "server-only";
import { z } from "zod";
import type { AnswerBody, AskQuestionBody } from "../commerce/catalogue/questions.schema";
import {
  answerSchema,
  questionPageSchema,
  questionSchema,
} from "../commerce/catalogue/questions.schema";
import { seckillLiveSchema } from "../commerce/catalogue/product.schema";
import { upstreamGet, upstreamSend, type CallContext } from "./client";

// Spec §3 Product questions (sku_to_question), §6 only buyers answer, and the live flash-sale
// counts (§4, §9): personal or live, so never cached — the browser reads them through the BFF.
type Authed = CallContext & { token: string };

/** GET product/{id}/questions (the token, when there is one, says whether the caller may answer) */
export const listQuestions = (ctx: CallContext, productId: number, pageNo: number) =>
  upstreamGet(`product/${productId}/questions`, questionPageSchema, ctx, { page: pageNo });
export const askQuestion = (ctx: Authed, productId: number, body: AskQuestionBody) =>
  upstreamSend("post", `accounts/product/${productId}/questions`, questionSchema, ctx, body);
export const answerQuestion = (ctx: Authed, questionId: number, body: AnswerBody) =>
  upstreamSend("post", `accounts/questions/${questionId}/answers`, answerSchema, ctx, body);
export const deleteQuestion = (ctx: Authed, questionId: number) =>
  upstreamSend(
    "delete",
    `accounts/questions/${questionId}`,
    z.object({ deleted: z.literal(true) }),
    ctx,
  );

/** GET v2/activity/live: counts now and whether the caller holds each item */
export const seckillLive = (ctx: CallContext, productId: number | null) =>
  upstreamGet(
    "v2/activity/live",
    seckillLiveSchema,
    ctx,
    productId === null ? {} : { product_id: productId },
  );
