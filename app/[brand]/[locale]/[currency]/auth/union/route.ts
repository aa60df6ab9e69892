import { redirectTo } from "@/app/api/auth/_lib/http";
import { safeRedirectPath } from "@/lib/commerce/accounts/access";
import { unionSigninBody } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { startSession } from "@/lib/session/cookie";
import { UpstreamError } from "@/lib/upstream/errors";
import { unionSignin } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

/**
 * /auth/union?thirdPartyToken=&redirect=: a partner app (union sign-in, spec §6/§7) hands over its
 * token; the upstream trades it for ours, which goes into the session; then on to the safe path.
 * A refused or malformed token lands on /auth/platform-warning with the error key.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, request }) => {
  const query = new URL(request.url).searchParams;
  const redirect = safeRedirectPath(query.get("redirect"));
  const warn = (errorKey: string) => {
    const q = new URLSearchParams({ error: errorKey });
    if (redirect !== "/") q.set("redirect", redirect);
    return redirectTo(`/auth/platform-warning?${q.toString()}`);
  };
  const parsed = unionSigninBody.safeParse({ thirdPartyToken: query.get("thirdPartyToken") ?? "" });
  if (!parsed.success) return warn("badRequest");
  try {
    const { token } = await unionSignin({ ...ctx, token: undefined }, parsed.data.thirdPartyToken);
    await startSession(token);
  } catch (error) {
    return warn(error instanceof UpstreamError ? error.errorKey : "generic");
  }
  // 303 and no-referrer (redirectTo): the partner token must not linger in history or Referer
  return redirectTo(redirect);
});
