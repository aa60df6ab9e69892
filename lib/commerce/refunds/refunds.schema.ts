// Spec §5 Refund: the after-sales application and its changes, as the form, the storefront's route
// handlers and the upstream parse them (the rules they apply: ./refunds).
import { z } from "zod";
import { APPLY_TYPES, REFUND_IMAGES_MAX, REFUND_REASON_MAX, TRACKING_MAX } from "./refunds";
import { cleanText } from "../contract/text.schema";

// a reason is written in a textarea: it may hold lines
const refundReason = cleanText({
  min: 1,
  max: REFUND_REASON_MAX,
  multiline: true,
  messages: { required: "reasonRequired", tooLong: "reasonTooLong" },
});
const trackingNumber = cleanText({ max: TRACKING_MAX, messages: { tooLong: "trackingTooLong" } });

/** §5 Refund: type, reason and amount required; a tracking number for return and refund. The refundable ceiling is the upstream's (10012). */
export const refundApplyBody = z
  .object({
    type: z.union([
      z.literal(APPLY_TYPES.refundOnly),
      z.literal(APPLY_TYPES.returnAndRefund),
      z.literal(APPLY_TYPES.exchange),
    ]),
    reason: refundReason,
    amount: z
      .number()
      .int("amountInvalid")
      .min(0, "amountInvalid")
      .max(2_000_000_000, "amountInvalid"),
    images: z
      .array(z.number().int().positive())
      .max(REFUND_IMAGES_MAX, "tooManyImages")
      .default([]),
    tracking: trackingNumber.default(""),
  })
  .superRefine((v, ctx) => {
    if (v.type === APPLY_TYPES.returnAndRefund && v.tracking === "")
      ctx.addIssue({ code: "custom", path: ["tracking"], message: "trackingRequired" });
    if (v.type !== APPLY_TYPES.exchange && v.amount <= 0)
      ctx.addIssue({ code: "custom", path: ["amount"], message: "amountRequired" });
  });
export type RefundApplyBody = z.infer<typeof refundApplyBody>;

/** PUT order_complaints/{id}: the shopper edits an open application or withdraws it. */
export const refundUpdateBody = z.union([
  z.object({ action: z.literal("withdraw") }),
  z.object({
    action: z.literal("update"),
    reason: refundReason.optional(),
    images: z.array(z.number().int().positive()).max(REFUND_IMAGES_MAX, "tooManyImages").optional(),
    tracking: trackingNumber.optional(),
  }),
]);
export type RefundUpdateBody = z.infer<typeof refundUpdateBody>;
