// Spec §1 chatbot, §7 chatbot/guest_token and the reference bot's answers, §2 FAQ entries: what a
// shopper sends (the widget's schema too) and what the bot answers. Shared by the upstream
// (validation, OpenAPI) and the storefront (replies).
import { z } from "zod";
import { cleanText } from "../contract/text.schema";
import { orderLabelSchema } from "../orders/orders.schema";
import { CHAT_MESSAGE_MAX, CHAT_TOKEN } from "./chatbot";

export const chatMessageBody = z.object({
  token: z.string().regex(CHAT_TOKEN, "badRequest"),
  // typed lines are read as one line
  text: cleanText({
    min: 1,
    max: CHAT_MESSAGE_MAX,
    multiline: true,
    messages: { required: "chatEmpty", tooLong: "chatTooLong" },
  }).transform((v) => v.replace(/\s+/g, " ")),
});
export type ChatMessageBody = z.infer<typeof chatMessageBody>;

export const chatTokenSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  /** true when the token was issued to a signed-in shopper (order questions can be answered) */
  signed_in: z.boolean(),
});

export const faqEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});

const passage = z.object({
  source: z.enum(["faq", "privacy_policy", "protocol"]),
  title: z.string(),
  text: z.string(),
});

/**
 * One bot answer. Texts from the shop's data come in the request's language; the rest are kinds the
 * storefront words itself (order labels through lib/commerce/orders/orders, the contact channels of the brand).
 */
export const chatAnswerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("answer"), passages: z.array(passage).min(1).max(3) }),
  z.object({
    kind: z.literal("products"),
    products: z
      .array(z.object({ id: z.number().int(), title: z.string(), seo_sn: z.string() }))
      .min(1)
      .max(5),
  }),
  z.object({
    kind: z.literal("orders"),
    orders: z
      .array(
        z.object({
          sn: z.string(),
          label: orderLabelSchema,
          title: z.string(),
          created_at: z.string(),
        }),
      )
      .max(3),
  }),
  z.object({ kind: z.literal("sign_in") }),
  z.object({ kind: z.literal("handover") }),
]);
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;
