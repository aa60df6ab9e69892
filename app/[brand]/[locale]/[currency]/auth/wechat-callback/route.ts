import { cookies } from "next/headers";
import { errorKeyOf, redirectTo, signInPageWithError } from "@/app/api/auth/_lib/http";
import { clearWechatCookie, readWechatCookie, WECHAT_COOKIE } from "@/app/api/auth/_lib/wechat";
import { safeRedirectPath } from "@/lib/commerce/accounts/access";
import { bffRoute } from "@/lib/http/bff";
import { startSession } from "@/lib/session/cookie";
import { wechatOaSignin } from "@/lib/upstream/partners";

export const dynamic = "force-dynamic";

/**
 * Spec §2 /auth/wechat-callback?code=&state=: WeChat's authorize page sends the browser back here.
 * The state must match the cookie /api/auth/wechat set (no cookie, no match: refused); the upstream
 * trades the code for a session (accounts/token_wc_oa_slient); then on to the saved own path.
 * Failures land on the sign-in page with the translated reason.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, request }) => {
  const url = new URL(request.url);
  const saved = readWechatCookie((await cookies()).get(WECHAT_COOKIE)?.value);
  const redirect = safeRedirectPath(saved?.redirect);
  const fail = (errorKey: string) => {
    const response = redirectTo(signInPageWithError(errorKey, redirect));
    clearWechatCookie(response);
    return response;
  };
  const state = url.searchParams.get("state");
  const code = url.searchParams.get("code");
  if (!saved || !state || state !== saved.state) return fail("authFailed");
  if (!code || code.length > 256) return fail("authFailed");
  try {
    const { token } = await wechatOaSignin({ ...ctx, token: undefined }, code);
    await startSession(token);
  } catch (error) {
    return fail(errorKeyOf(error));
  }
  const response = redirectTo(redirect);
  clearWechatCookie(response);
  return response;
});
