import { z } from "zod";
import { page } from "../contract/common.schema";

// Spec §3 Product questions and sku_to_question, §6 only buyers answer: the answers of
// product/{id}/questions and of the ask and answer calls. Shared by the upstream (OpenAPI) and
// the storefront (parsing replies).

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

/**
 * GET v2/activity/live: the flash-sale items of activities that have not ended, with their live
 * counts and whether the caller already holds one (§9 once per shopper). Never cached: the
 * catalogue pages fetch it from the browser.
 */
export const seckillLiveSchema = z.object({
  now: z.string(),
  items: z.array(
    z.object({
      /** the activity item: what order/booking takes as activity_item_id */
      id: z.number().int(),
      activity_id: z.number().int(),
      product_id: z.number().int(),
      variant_id: z.number().int(),
      stock: z.number().int().nonnegative(),
      sold: z.number().int().nonnegative(),
      /** the caller has a live order under this item (21002 if they try again) */
      bought: z.boolean(),
    }),
  ),
});
export type SeckillLive = z.infer<typeof seckillLiveSchema>;
