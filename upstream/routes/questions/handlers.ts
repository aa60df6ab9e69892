// The handlers of the questions routes (./routes.ts), one named function each.
import type { Context } from "hono";
import { shopOf, type Env } from "../../http/context";
import * as questions from "../../services/questions";
import * as seckill from "../../services/seckill";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./routes";

/** the signed-in caller, when optionalUser found one */
const callerId = (c: Context<Env>): number | null => c.get("viewer")?.id ?? null;

export const getProductByIdQuestions: AppRouteHandler<
  typeof routes.getProductByIdQuestions
> = async (c) => {
  const page = Math.max(1, Math.min(c.req.valid("query").page ?? 1, 10_000));
  return reply(
    c,
    await questions.listQuestions(
      c.get("db"),
      shopOf(c),
      c.req.valid("param").id,
      page,
      callerId(c),
    ),
  );
};

export const postProductByIdQuestions: AppRouteHandler<
  typeof routes.postProductByIdQuestions
> = async (c) =>
  reply(
    c,
    await questions.askQuestion(
      c.get("db"),
      shopOf(c),
      c.get("user").id,
      c.req.valid("param").id,
      c.req.valid("json"),
    ),
  );

export const postQuestionsByIdAnswers: AppRouteHandler<
  typeof routes.postQuestionsByIdAnswers
> = async (c) =>
  reply(
    c,
    await questions.answerQuestion(
      c.get("db"),
      c.get("user").id,
      c.req.valid("param").id,
      c.req.valid("json"),
      c.get("now"),
    ),
  );

export const putQuestionsById: AppRouteHandler<typeof routes.putQuestionsById> = async (c) =>
  reply(
    c,
    await questions.updateQuestion(
      c.get("db"),
      c.get("user").id,
      c.req.valid("param").id,
      c.req.valid("json"),
    ),
  );

export const deleteQuestionsById: AppRouteHandler<typeof routes.deleteQuestionsById> = async (c) =>
  reply(c, await questions.deleteQuestion(c.get("db"), c.get("user").id, c.req.valid("param").id));

export const deleteAnswersById: AppRouteHandler<typeof routes.deleteAnswersById> = async (c) =>
  reply(c, await questions.deleteAnswer(c.get("db"), c.get("user").id, c.req.valid("param").id));

export const getActivityLive: AppRouteHandler<typeof routes.getActivityLive> = async (c) => {
  c.header("cache-control", "private, no-store");
  return reply(
    c,
    await seckill.liveItems(
      c.get("db"),
      shopOf(c),
      callerId(c),
      c.req.valid("query").product_id ?? null,
    ),
  );
};
