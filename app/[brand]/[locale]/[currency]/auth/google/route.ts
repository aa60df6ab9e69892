import { cookies } from "next/headers";
import {
  clearGoogleCookie,
  errorKeyOf,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_COOKIE,
  publicOrigin,
  readGoogleCookie,
  redirectTo,
  signInPageWithError,
} from "@/app/api/auth/_lib/http";
import { safeRedirectPath } from "@/lib/commerce/accounts/access";
import { bffRoute } from "@/lib/http/bff";
import { startSession } from "@/lib/session/cookie";
import { finishGoogle } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

/**
 * /auth/google?code=&state=: Google sends the browser back here. The state must match the one
 * /api/auth/google/start kept in its cookie (no cookie, no match: refused); the upstream trades the
 * full callback URL for a token, which goes into the session; then on to the saved safe path.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, request }) => {
  const url = new URL(request.url);
  const saved = readGoogleCookie((await cookies()).get(GOOGLE_COOKIE)?.value);
  const redirect = safeRedirectPath(saved?.redirect);
  const fail = (errorKey: string) => {
    const response = redirectTo(signInPageWithError(errorKey, redirect));
    clearGoogleCookie(response);
    return response;
  };

  const state = url.searchParams.get("state");
  if (!saved || !state || state !== saved.state) return fail("authFailed");
  if (url.searchParams.has("error") || !url.searchParams.get("code")) return fail("authFailed");

  // the request reaches us rewritten to the shop segments; the provider saw the public path
  const callbackUrl = `${publicOrigin(request)}${GOOGLE_CALLBACK_PATH}${url.search}`;
  try {
    const { token } = await finishGoogle(
      { ...ctx, token: undefined },
      { callback_url: callbackUrl, state },
    );
    await startSession(token);
  } catch (error) {
    return fail(errorKeyOf(error));
  }
  const response = redirectTo(redirect);
  clearGoogleCookie(response);
  return response;
});
