import { randomBytes } from "node:crypto";
import { NextResponse } from "next/server";
import { safeRedirectPath } from "@/lib/commerce/accounts/access";
import { WECHAT_CALLBACK_PATH, wechatAuthorizeUrl } from "@/lib/commerce/accounts/wechat";
import { env } from "@/lib/env";
import { bffRoute } from "@/lib/http/bff";
import { publicOrigin, redirectTo, signInPageWithError } from "../_lib/http";
import { setWechatCookie } from "../_lib/wechat";

export const dynamic = "force-dynamic";

/**
 * GET /api/auth/wechat?redirect=<path>: in the WeChat browser, on a brand with an official
 * account, the middleware sends login-required pages here: a fresh state goes into a short-lived
 * httpOnly cookie and the browser to WeChat's silent authorize page, which comes back to
 * /auth/wechat-callback. A brand without WeChat goes to the ordinary sign-in page.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, request }) => {
  const redirect = safeRedirectPath(new URL(request.url).searchParams.get("redirect"));
  const appId = env.WECHAT_APP_IDS?.[ctx.brand];
  if (!appId) return redirectTo(signInPageWithError("authFailed", redirect));
  const origin = publicOrigin(request);
  const state = randomBytes(16).toString("base64url");
  const response = NextResponse.redirect(
    wechatAuthorizeUrl(env.WECHAT_OPEN_BASE, appId, `${origin}${WECHAT_CALLBACK_PATH}`, state),
    302,
  );
  response.headers.set("cache-control", "no-store");
  setWechatCookie(response, { state, redirect }, origin.startsWith("https://"));
  return response;
});
