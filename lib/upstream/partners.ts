import "server-only";
import { z } from "zod";
import { initSchema, pogSchema } from "../commerce/platform/platform.schema";
import { tokenSchema } from "../commerce/accounts/account.schema";
import { jsapiSignatureSchema, paymentRightsSchema } from "../commerce/accounts/partners.schema";
import { upstreamGet, upstreamSend, type CallContext } from "./client";

// Spec §1 partner apps, §6 points/quota payment for certain users: one function per call.
type Authed = CallContext & { token: string };

export const getPaymentRights = (ctx: Authed) =>
  upstreamGet("accounts/payment_rights", paymentRightsSchema, ctx);

/** GET init?p=: the entry parameters a partner app passed, decoded by the upstream. */
export const getEntry = (ctx: CallContext, p: string) =>
  upstreamGet("init", initSchema, ctx, { p }, { persist: "never" });

/** GET pog: the brand's product operation groups, each with the channel it is restricted to. */
export const getPogs = (ctx: CallContext) =>
  upstreamGet("pog", z.array(pogSchema), ctx, undefined, { tags: ["config"] });

/** POST accounts/token_wc_oa_slient: the official account's authorize code → a session token. */
export const wechatOaSignin = (ctx: CallContext, code: string) =>
  upstreamSend("post", "accounts/token_wc_oa_slient", tokenSchema, ctx, { code });

/** GET wc/jsapi_signature?url=: wx.config's fields for that page. */
export const getJsapiSignature = (ctx: CallContext, url: string) =>
  upstreamGet("wc/jsapi_signature", jsapiSignatureSchema, ctx, { url }, { persist: "never" });
