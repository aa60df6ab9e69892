import { NextResponse } from "next/server";
import { getBrand } from "@/brands";
import { safeRedirectPath } from "@/lib/commerce/accounts/access";
import { bffRoute } from "@/lib/http/bff";
import { startGoogle } from "@/lib/upstream/account";
import {
  errorKeyOf,
  GOOGLE_CALLBACK_PATH,
  publicOrigin,
  redirectTo,
  setGoogleCookie,
  signInPageWithError,
} from "../../_lib/http";

export const dynamic = "force-dynamic";

/**
 * GET /api/auth/google/start?redirect=<path>: asks the upstream for the Google authorisation URL,
 * keeps its state and the safe return path in a short-lived httpOnly cookie, and sends the
 * browser there. /auth/google finishes the round trip.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, request }) => {
  const redirect = safeRedirectPath(new URL(request.url).searchParams.get("redirect"));
  if (!getBrand(ctx.brand).loginWays.includes("google"))
    return redirectTo(signInPageWithError("authFailed", redirect));
  const origin = publicOrigin(request);
  let start: { url: string; state: string };
  try {
    start = await startGoogle({ ...ctx, token: undefined }, `${origin}${GOOGLE_CALLBACK_PATH}`);
  } catch (error) {
    return redirectTo(signInPageWithError(errorKeyOf(error), redirect));
  }
  if (!/^https?:\/\//i.test(start.url))
    return redirectTo(signInPageWithError("authFailed", redirect));
  const response = NextResponse.redirect(start.url, 302);
  response.headers.set("cache-control", "no-store");
  setGoogleCookie(response, { state: start.state, redirect }, origin.startsWith("https://"));
  return response;
});
