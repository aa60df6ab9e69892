// Spec §1 partner apps, §6 points/quota payment for certain users: wire shapes of the partner calls.
import { z } from "zod";
import { cleanText } from "../contract/text.schema";
import { AUTH_CODE } from "./auth-codes";

/** GET accounts/payment_rights: which balance methods the caller may use, and their balances. */
export const paymentRightsSchema = z.object({
  methods: z.array(z.string().max(20)).max(10),
  quota: z.object({ currency: z.string().max(3), balance: z.number().int() }).nullable(),
  points: z.number().int(),
  /** the brand's §3 pointLevelList, to price points payments the way the upstream does */
  point_levels: z
    .array(
      z.object({
        points: z.number().int(),
        exchangeMoney: z.object({ amount: z.record(z.string(), z.number().int()) }),
      }),
    )
    .max(50)
    .default([]),
});

/** GET wc/jsapi_signature?url=: what wx.config needs on that page (spec §7). */
export const jsapiSignatureSchema = z.object({
  appId: z.string().max(64),
  timestamp: z.number().int(),
  nonceStr: z.string().max(64),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});

/** POST accounts/token_wc_oa_slient: the code WeChat's official-account authorize step returned. */
export const wechatOaBody = z.object({ code: cleanText({ min: 1, max: 256 }) });

/** POST open/accounts/auth_code/redeem: the code the shopper brought to the partner app. */
export const authCodeRedeemBody = z.object({
  auth_code: z.string().regex(AUTH_CODE, "badRequest"),
});

/** Who handed the partner the code: the shop's account, and the partner's own id of them when known. */
export const authCodeRedemptionSchema = z.object({
  user_id: z.number().int(),
  /** the partner's user id (`sub` of its union sign-in), or null for an account made elsewhere */
  partner_user_id: z.string().nullable(),
  nickname: z.string(),
});
export type AuthCodeRedemption = z.infer<typeof authCodeRedemptionSchema>;
