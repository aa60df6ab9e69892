// Spec §1 chatbot and §2 FAQ: chatbot/guest_token (a chat token, tied to the signed-in shopper
// when there is one), chatbot/messages (the reference bot's answer), and faq (the brand's entries).
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  chatMessageBody,
  chatAnswerSchema,
  chatTokenSchema,
  faqEntrySchema,
} from "../../../lib/commerce/support/chatbot.schema";
import { notFound, shopOf, type Env } from "../../http/context";
import * as chatbot from "../../services/chatbot";
import type { Deps } from "../../services/deps";
import { faqEntries } from "../../services/info";
import { defineRoute, jsonBody, reply, withDeps } from "../../http/route";
import { createRouter } from "../../http/router";

const tags = ["chatbot and FAQ"];

/** §3 enable_robot: a brand without the robot has no chat. */
const requireRobot = async (c: Context<Env>, next: () => Promise<void>) => {
  if (!c.get("platform").enableRobot) throw notFound("chatbot");
  await next();
};

export function chatbotRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));
  router.use("/chatbot/*", requireRobot);

  router.openapi(
    defineRoute({
      method: "get",
      path: "/faq",
      tags,
      summary: "The brand's FAQ entries in the request's language, in display order",
      data: z.array(faqEntrySchema),
      describe: "FAQ entries",
      auth: false,
    }),
    async (c) => reply(c, await faqEntries(c.get("db"), shopOf(c))),
  );

  router.openapi(
    defineRoute({
      method: "post",
      path: "/chatbot/guest_token",
      tags,
      summary:
        "A chat token for one hour; with a shopper's bearer token it is tied to them (order questions), without it is a guest's",
      data: chatTokenSchema,
      describe: "The chat token",
      auth: "optional",
      failures: [
        { code: Codes.itemMissing, note: "the brand has no chatbot (enable_robot false)" },
      ],
    }),
    async (c) => {
      const user = c.get("viewer");
      return reply(
        c,
        await chatbot.issueChatToken(
          c.get("db"),
          c.get("platform").id,
          user?.id ?? null,
          c.get("now"),
        ),
      );
    },
  );

  router.openapi(
    defineRoute({
      method: "post",
      path: "/chatbot/messages",
      tags,
      summary:
        "The bot's answer to one message (at most 300 characters; 20 a minute per token), in the request's language",
      request: jsonBody(chatMessageBody),
      data: chatAnswerSchema,
      describe:
        "One answer: passages of the FAQ and policies, products, the shopper's orders, a sign-in request, or a hand-over to customer service",
      auth: false,
      failures: [
        { code: Codes.tokenExpired, note: "chat token unknown or expired" },
        { code: Codes.itemMissing, note: "the brand has no chatbot" },
        { code: Codes.rateLimited, note: "too many messages for this token" },
      ],
    }),
    async (c) => {
      const { token, text } = c.req.valid("json");
      const db = c.get("db");
      const { userId } = await chatbot.spendMessage(db, c.get("platform").id, token, c.get("now"));
      return reply(c, await chatbot.answer(db, shopOf(c), c.get("platform"), userId, text));
    },
  );

  return router;
}
