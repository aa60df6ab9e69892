import "server-only";
import { z } from "zod";
import type { ChatMessageBody } from "../commerce/support/chatbot.schema";
import { successEnvelope } from "../commerce/contract/envelope.schema";
import { Codes } from "../commerce/contract/error-codes";
import {
  chatAnswerSchema,
  chatTokenSchema,
  faqEntrySchema,
  type ChatAnswer,
} from "../commerce/support/chatbot.schema";
import { env } from "../env";
import { upstreamGet, upstreamSend, type CallContext } from "./client";
import { UpstreamError } from "./errors";

// Spec §2 FAQ and §7 chatbot calls. The agreement and privacy texts come with the platform
// (getPlatform in ./catalogue).

export const getFaq = (ctx: CallContext) =>
  upstreamGet("faq", z.array(faqEntrySchema), ctx, undefined, { tags: ["faq"] });

/** §7 chatbot/guest_token: with the shopper's token in ctx the chat knows who they are. */
export const createChatToken = (ctx: CallContext) =>
  upstreamSend("post", "chatbot/guest_token", chatTokenSchema, ctx);

/**
 * One message to the bot: the reference upstream's, or the external bot at CHATBOT_URL, which
 * receives { token, text, language, platform } and answers the same envelope and answer shapes.
 */
export async function sendChatMessage(
  ctx: CallContext,
  body: ChatMessageBody,
): Promise<ChatAnswer> {
  if (!env.CHATBOT_URL)
    return upstreamSend("post", "chatbot/messages", chatAnswerSchema, ctx, body);
  let reply: unknown;
  try {
    const response = await fetch(env.CHATBOT_URL, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-request-id": ctx.requestId ?? crypto.randomUUID(),
      },
      body: JSON.stringify({ ...body, language: ctx.locale, platform: ctx.brand }),
      signal: AbortSignal.timeout(env.UPSTREAM_TIMEOUT_MS),
      cache: "no-store",
    });
    reply = await response.json();
  } catch (cause) {
    throw new UpstreamError(Codes.internalError, "the chatbot did not answer", {
      status: 502,
      retryable: true,
      cause,
    });
  }
  const parsed = successEnvelope(chatAnswerSchema).safeParse(reply);
  // an external bot that cannot answer hands over to customer service
  return parsed.success ? parsed.data.data : { kind: "handover" };
}
