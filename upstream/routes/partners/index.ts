// Spec §1 partner apps: the employee-benefit app's payment rights (§6 "Payment by points or quota
// applies to certain users only" — the payment itself is accounts/order/confirm, routes/checkout),
// and the WeChat browser: the JS-SDK signature and the official account's silent sign-in (§7).
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { z } from "@hono/zod-openapi";
import { CLEAN_TEXT } from "../../../lib/commerce/contract/text";
import { tokenSchema } from "../../../lib/commerce/accounts/account.schema";
import {
  jsapiSignatureSchema,
  paymentRightsSchema,
  wechatOaBody,
} from "../../../lib/commerce/accounts/partners.schema";
import { paymentRights } from "../../services/benefits";
import type { Deps } from "../../services/deps";
import { jsapiSignature, oaSilentSignin } from "../../services/wechat";
import { defineRoute, jsonBody, reply, withDeps } from "../../http/route";
import { createRouter } from "../../http/router";

export function partnerRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));
  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/payment_rights",
      tags: ["partners"],
      summary:
        "The caller's balance payment methods (points, quota, points_cash, quota_cash) and balances; none without a grant",
      data: paymentRightsSchema,
      describe: "Grant and balances",
      auth: true,
    }),
    async (c) => {
      const rights = await paymentRights(c.get("db"), c.get("user").id);
      return reply(c, {
        ...rights,
        methods: [...rights.methods],
        point_levels: c.get("platform").pointLevels,
      });
    },
  );
  router.openapi(
    defineRoute({
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
    }),
    async (c) =>
      reply(
        c,
        await jsapiSignature(
          c.get("deps").wechat,
          c.get("platform").slug,
          c.req.valid("query").url,
          c.get("now"),
        ),
      ),
  );
  router.openapi(
    defineRoute({
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
    }),
    async (c) => {
      const platform = c.get("platform");
      return reply(c, {
        token: await oaSilentSignin(
          c.get("db"),
          c.get("deps").wechat,
          { id: platform.id, slug: platform.slug },
          c.req.valid("json").code,
          c.get("now"),
        ),
      });
    },
  );
  return router;
}
