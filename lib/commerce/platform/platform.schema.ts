import { z } from "zod";
import { currencyCode } from "../contract/common.schema";

// Spec §3 Platform, every field listed there.
const bookingFieldDef = z.object({
  key: z.string(),
  required: z.boolean(),
});
/** §5 Checkout requirements: one booking field of a product type, and whether it is required. */
export type BookingField = z.infer<typeof bookingFieldDef>;

export const platformSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  vendor: z.string(),
  main_currency: currencyCode,
  main_language: z.string(),
  currency_meta: z.array(z.object({ code: currencyCode, symbol: z.string() })),
  language_meta: z.array(z.object({ code: z.string(), name: z.string() })),
  login_ways: z.array(z.enum(["guest", "google", "email", "phone"])),
  icon_config: z.object({
    header_logo: z.string(),
    travel_logo: z.string(),
    chatbot_icon: z.string(),
    user_offline: z.string(),
    user_online: z.string(),
  }),
  enable_robot: z.boolean(),
  enter_status: z.number().int(),
  is_union_signin: z.boolean(),
  request_after_auth: z.boolean(),
  /** product_type ("1" commodity, "2" trip, "3" food) → fields asked at checkout */
  booking_fields: z.record(z.string(), z.array(bookingFieldDef)),
  privacy_policy: z.object({ name: z.string(), content: z.string() }),
  protocol: z.object({ name: z.string(), content: z.string() }),
  points_api_config: z.object({
    pointsName: z.string(),
    pointsRuleDesc: z.string(),
    pointsRedemptionRule: z.string(),
  }),
  /** §9 payment methods the brand offers (lib/commerce/checkout/payment PAYMENT_METHODS keeps the known ones) */
  payment_methods: z.array(z.string().max(40)).max(20).default([]),
});
export type Platform = z.infer<typeof platformSchema>;

/** GET pog / mkp/pogs: product operation groups (catalogue sections a brand sells). */
export const pogSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** §6 channel-restricted: the partner channel this group is open to; null = everyone */
  channel: z.string().max(40).nullable().default(null),
});

/** GET init?p= : the platform plus the decoded entry parameters. */
export const initSchema = z.object({
  platform: platformSchema,
  params: z.record(z.string(), z.string()),
});
