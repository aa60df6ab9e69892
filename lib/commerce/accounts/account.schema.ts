import { z } from "zod";
import { couponSchema, productSummarySchema } from "../catalogue/product.schema";
import { USER_COUPON_TABS } from "../coupons/coupons";

// Spec §7 Account calls: response shapes.

/** POST accounts/signin, accounts/signup, accounts/union/signin, the Google callback. */
export const tokenSchema = z.object({ token: z.string().min(20).max(200) });

export const membershipSchema = z.object({
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  start_date: z.string(),
  end_date: z.string(),
});

export const touristSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  chinese_name: z.string(),
  id_type: z.number().int().min(1).max(9),
  id_number: z.string(),
  birthday: z.string(),
  country_code: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});
export type Tourist = z.infer<typeof touristSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: z.string(),
  phone: z.string(),
  region: z.string(),
  district: z.string(),
  address: z.string(),
  email: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET accounts/privacy: the current user with default_tourist, membership and points (spec §7, §6). */
export const accountSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  country_code: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string(),
  job_title: z.string(),
  is_guest: z.boolean(),
  has_password: z.boolean(),
  login_ways: z.array(z.enum(["email", "phone", "guest", "google", "partner", "wechat"])),
  default_tourist: touristSchema.nullable(),
  membership: membershipSchema.nullable(),
  points: z.number().int().nonnegative(),
  created_at: z.string(),
});

/** GET accounts/summary: counts for the account page. */
export const accountSummarySchema = z.object({
  orders: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    unfulfilled: z.number().int(),
    fulfilled: z.number().int(),
    after_sale: z.number().int(),
  }),
  coupons: z.number().int(),
  favorites: z.number().int(),
  addresses: z.number().int(),
  tourists: z.number().int(),
});

export const favoriteSchema = z.object({ product: productSummarySchema, created_at: z.string() });
export type Favorite = z.infer<typeof favoriteSchema>;

/** Spec §3 user coupon: status 0 active, above 0 inactive; display states of §3. */
export const userCouponSchema = z.object({
  id: z.number().int(),
  status: z.number().int().nonnegative(),
  state: z.enum(USER_COUPON_TABS),
  claimed_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  coupon: couponSchema,
});

/** POST coupon/redeem */
export const redeemResultSchema = z.object({
  user_coupon_id: z.number().int(),
  coupon_id: z.number().int(),
  expires_at: z.string(),
});

/** GET coupon/{id}: the coupon plus what this caller may do with it. */
export const couponDetailSchema = couponSchema.extend({
  claim_state: z.enum(["available", "already_claimed", "fully_claimed", "expired"]),
});

/** GET accounts/captcha: a proof-of-work challenge (altcha). */
export const captchaChallengeSchema = z.record(z.string(), z.unknown());

/** POST accounts/verification_code_send */
export const codeSentSchema = z.object({
  resend_after: z.number().int().nonnegative(),
  expires_in: z.number().int().positive(),
});

/** GET accounts/oauth/google: where to send the browser. */
export const oauthStartSchema = z.object({ url: z.string().url(), state: z.string() });

/** GET open/accounts/auth_code */
export const authCodeSchema = z.object({ auth_code: z.string(), expires_in: z.number().int() });

export const okSchema = z.object({ ok: z.literal(true) });
