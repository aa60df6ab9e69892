// Spec §3 Product questions (sku_to_question), §6 only buyers answer, and the live side of the
// flash sale (§4, §9 once per shopper). Reading is open to anyone (a token, when sent, says what
// the caller may do); asking, answering and deleting need the shopper's token and reach only
// their own rows.
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  answerBody,
  askQuestionBody,
  answerSchema,
  questionPageSchema,
  questionSchema,
} from "../../../lib/commerce/catalogue/questions.schema";
import { seckillLiveSchema } from "../../../lib/commerce/catalogue/product.schema";
import { shopOf, type Env } from "../../http/context";
import type { Deps } from "../../services/deps";
import * as questions from "../../services/questions";
import * as seckill from "../../services/seckill";
import { lenientInt, pathNumber } from "../../http/input";
import { type Failure } from "../../http/openapi";
import { defineRoute, jsonBody, reply, withDeps } from "../../http/route";
import { createRouter } from "../../http/router";

/** the signed-in caller, when optionalUser found one */
const callerId = (c: Context<Env>): number | null => c.get("viewer")?.id ?? null;

const tags = ["products: questions"];
const idParam = (name: string) => ({ params: z.object({ id: pathNumber(name, "12") }) });
const questionFailures: Failure[] = [
  { code: Codes.questionMissing, note: "no such question (or not the caller's)" },
];

export function questionRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));

  router.openapi(
    defineRoute({
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
    }),
    async (c) => {
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
    },
  );

  router.openapi(
    defineRoute({
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
    }),
    async (c) =>
      reply(
        c,
        await questions.askQuestion(
          c.get("db"),
          shopOf(c),
          c.get("user").id,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
  );

  router.openapi(
    defineRoute({
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
    }),
    async (c) =>
      reply(
        c,
        await questions.answerQuestion(
          c.get("db"),
          c.get("user").id,
          c.req.valid("param").id,
          c.req.valid("json"),
          c.get("now"),
        ),
      ),
  );

  router.openapi(
    defineRoute({
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
    }),
    async (c) =>
      reply(
        c,
        await questions.updateQuestion(
          c.get("db"),
          c.get("user").id,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
  );

  router.openapi(
    defineRoute({
      method: "delete",
      path: "/accounts/questions/{id}",
      tags,
      summary: "Delete one of the caller's own questions (with its answers); another's is missing",
      request: idParam("id"),
      data: z.object({ deleted: z.literal(true) }),
      describe: "Deleted",
      auth: true,
      failures: questionFailures,
    }),
    async (c) =>
      reply(
        c,
        await questions.deleteQuestion(c.get("db"), c.get("user").id, c.req.valid("param").id),
      ),
  );

  router.openapi(
    defineRoute({
      method: "delete",
      path: "/accounts/answers/{id}",
      tags,
      summary: "Delete one of the caller's own answers; another's is missing",
      request: idParam("id"),
      data: z.object({ deleted: z.literal(true) }),
      describe: "Deleted",
      auth: true,
      failures: questionFailures,
    }),
    async (c) =>
      reply(
        c,
        await questions.deleteAnswer(c.get("db"), c.get("user").id, c.req.valid("param").id),
      ),
  );

  router.openapi(
    defineRoute({
      method: "get",
      path: "/v2/activity/live",
      tags: ["products"],
      summary:
        "Flash-sale items of activities not yet ended: live counts and whether the caller already holds one (§9 once per shopper). Not cacheable",
      request: { query: z.object({ product_id: lenientInt() }) },
      data: seckillLiveSchema,
      describe: "Live counts",
      auth: "optional",
    }),
    async (c) => {
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
    },
  );
  return router;
}
