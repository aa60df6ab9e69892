// Spec §3 Product questions / sku_to_question and §6 only buyers answer: the ask and answer
// bodies (the forms' schemas too) and the answers of product/{id}/questions and of the ask and
// answer calls. Shared by the upstream (validation, OpenAPI) and the storefront (forms, replies);
// who may ask and answer, and the limits: ./questions.
import { z } from "zod";
import { page } from "../contract/common.schema";
import { cleanText } from "../contract/text.schema";
import { ANSWER_MAX, ANSWER_MIN, QUESTION_MAX, QUESTION_MIN } from "./questions";

// line breaks are fine in a question or an answer
const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  cleanText({
    min,
    max,
    multiline: true,
    messages: { required: tooShort, tooLong, invalid: "textInvalid" },
  });

/** POST accounts/product/{id}/questions — the ask form's schema too. */
export const askQuestionBody = z.object({
  body: text(QUESTION_MIN, QUESTION_MAX, "questionTooShort", "questionTooLong"),
  /** sku_to_question: the option the question is about, when it is about one */
  variant_id: z.number().int().positive().max(2_147_483_647).optional(),
});
export type AskQuestionBody = z.infer<typeof askQuestionBody>;

/** POST accounts/questions/{id}/answers — the answer form's schema too. */
export const answerBody = z.object({
  body: text(ANSWER_MIN, ANSWER_MAX, "answerTooShort", "answerTooLong"),
});
export type AnswerBody = z.infer<typeof answerBody>;

export const answerSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** the answerer's name, masked */
  author: z.string(),
  created_at: z.string(),
  /** written by the caller */
  mine: z.boolean(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** sku_to_question: the option asked about, or null for the whole product */
  variant_id: z.number().int().nullable(),
  body: z.string(),
  author: z.string(),
  created_at: z.string(),
  mine: z.boolean(),
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;

/** GET product/{id}/questions: a page of questions, newest first, and what the caller may do. */
export const questionPageSchema = page(questionSchema).extend({
  viewer: z.object({
    signed_in: z.boolean(),
    /** §6: the caller has a paid order with this product */
    can_answer: z.boolean(),
  }),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;
