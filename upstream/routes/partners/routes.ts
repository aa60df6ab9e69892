// The partners routes (wired in ./index.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { z } from "@hono/zod-openapi";
import { CLEAN_TEXT } from "../../../lib/commerce/contract/text";
import { tokenSchema } from "../../../lib/commerce/accounts/account.schema";
import {
  jsapiSignatureSchema,
  paymentRightsSchema,
  wechatOaBody,
} from "../../../lib/commerce/accounts/partners.schema";
import { defineRoute, jsonBody } from "../../http/route";

export const getPaymentRights = defineRoute({
  method: "get",
  path: "/accounts/payment_rights",
  tags: ["partners"],
  summary:
    "The caller's balance payment methods (points, quota, points_cash, quota_cash) and balances; none without a grant",
  data: paymentRightsSchema,
  describe: "Grant and balances",
  auth: true,
});
export const getWcJsapiSignature = defineRoute({
  method: "get",
  path: "/wc/jsapi_signature",
  tags: ["partners"],
  summary:
    "The WeChat JS-SDK signature for a page of the shop (sha1 of jsapi_ticket, noncestr, timestamp, url)",
  request: {
    query: z.object({
      url: z
        .url()
        .max(1000)
        .regex(CLEAN_TEXT)
        .openapi({ description: "the page's full URL; the #fragment is ignored" }),
    }),
  },
  data: jsapiSignatureSchema,
  describe: "appId, timestamp, nonceStr and signature for wx.config",
  auth: false,
  failures: [
    { code: Codes.authFailed, note: "the brand has no WeChat app" },
    { code: Codes.tokenFetchFailed, note: "WeChat could not give a ticket" },
  ],
});
export const postTokenWcOaSlient = defineRoute({
  method: "post",
  path: "/accounts/token_wc_oa_slient",
  tags: ["partners"],
  summary:
    "Silent sign-in in the WeChat browser: the official account's authorize code → a session (the person is created on first visit)",
  request: jsonBody(wechatOaBody),
  data: tokenSchema,
  describe: "The session token",
  auth: false,
  idempotency: "optional",
  idempotencyClaim: "outside",
  failures: [
    { code: Codes.authFailed, note: "the brand has no WeChat app" },
    { code: Codes.tokenFetchFailed, note: "WeChat refused the code" },
    Codes.loginRefused,
    Codes.idempotencyConflict,
  ],
});
