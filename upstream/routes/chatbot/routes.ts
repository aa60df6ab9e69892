// The chatbot routes (wired in ./index.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { z } from "@hono/zod-openapi";
import {
  chatMessageBody,
  chatAnswerSchema,
  chatTokenSchema,
  faqEntrySchema,
} from "../../../lib/commerce/support/chatbot.schema";
import { defineRoute, jsonBody } from "../../http/route";
const tags = ["chatbot and FAQ"];

export const getFaq = defineRoute({
  method: "get",
  path: "/faq",
  tags,
  summary: "The brand's FAQ entries in the request's language, in display order",
  data: z.array(faqEntrySchema),
  describe: "FAQ entries",
  auth: false,
});
export const postChatbotGuestToken = defineRoute({
  method: "post",
  path: "/chatbot/guest_token",
  tags,
  summary:
    "A chat token for one hour; with a shopper's bearer token it is tied to them (order questions), without it is a guest's",
  data: chatTokenSchema,
  describe: "The chat token",
  auth: "optional",
  failures: [{ code: Codes.itemMissing, note: "the brand has no chatbot (enable_robot false)" }],
});
export const postChatbotMessages = defineRoute({
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
});
