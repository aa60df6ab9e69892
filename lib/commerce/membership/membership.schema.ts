import { z } from "zod";
import { amount, currencyCode } from "../contract/common.schema";
import { cleanText } from "../contract/text.schema";
import { LOCALE_CODES, type Locale } from "../platform/locales";

// Spec §2 /vip, /vip/exchange; §3 Points, points_api_config; §7 membership and points calls.

/** POST membership/booking: the tier to buy (paid like any order through accounts/order/confirm). */
export const membershipBookingBody = z.object({
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /**
   * The shopper's language for the pages they see about this order (the payment pages): §6 fixes
   * the membership *request* to zh-hans, not the shopper's pages. Without it, the request's.
   */
  display_language: z.enum(LOCALE_CODES as [Locale, ...Locale[]]).optional(),
});

/** POST points/exchange: the pointLevelList level (its points) to exchange. */
export const pointsExchangeBody = z.object({
  points: z.number().int().positive().max(100_000_000),
  /** §5: required (and checked with lib/commerce/membership/membership normaliseLoyaltyId) when the brand asks for one */
  loyalty_id: cleanText({ max: 40 }).optional(),
});

export const pointsExchangeSchema = z.object({
  points: z.number().int(),
  money: amount,
  currency_code: currencyCode,
  balance: z.number().int().nonnegative(),
  user_coupon_id: z.number().int(),
  expires_at: z.string(),
});

const pointsEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  /** earned (completed order), order (spent at checkout), order_closed (given back), exchange */
  reason: z.string(),
  order_sn: z.string().nullable(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** GET accounts/points: balance, the platform's points texts, exchange levels and history. */
export const pointsOverviewSchema = z.object({
  balance: z.number().int().nonnegative(),
  points_name: z.string(),
  points_rule_desc: z.string(),
  points_redemption_rule: z.string(),
  currency_code: currencyCode,
  levels: z.array(z.object({ points: z.number().int(), money: amount, affordable: z.boolean() })),
  /** §5: the brand asks for a loyalty-programme ID with every exchange */
  loyalty_id_required: z.boolean(),
  history: z.array(pointsEntrySchema),
  has_more: z.boolean(),
});
