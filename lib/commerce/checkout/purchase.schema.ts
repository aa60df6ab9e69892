// Spec §4 Checkout type, §5 Purchase: what a direct-buy or cart hand-off to /checkout/confirm must
// hold (the rules of the checkout it starts: ./purchase).
import { z } from "zod";
import { cleanText } from "../contract/text.schema";
import { calendarDate } from "../contract/common.schema";

/** §5 Purchase: direct-buy data is valid only with product id, product sn and variants with quantity above 0. */
export const directBuySchema = z.object({
  product_id: z.number().int().positive(),
  product_sn: cleanText({ min: 1, max: 64 }),
  variants: z
    .array(
      z.object({
        variant_id: z.number().int().positive(),
        quantity: z.number().int().positive(),
      }),
    )
    .min(1),
  book_at: calendarDate.optional(),
  book_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
  /** a flash-sale grab (§4): the activity item the product's line is bought under */
  activity_item_id: z.number().int().positive().optional(),
});
export type DirectBuy = z.infer<typeof directBuySchema>;

/** §4 Checkout type 2: the cart's hand-off to /checkout/confirm (the basket lines chosen to buy). */
export const cartCheckoutSchema = z.object({
  basket_lines_id: z.array(z.number().int().positive()).min(1).max(50),
});
