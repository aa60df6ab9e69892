import { getBrand } from "@/brands";
import { loginRedirectPath, safeRedirectPath } from "@/lib/commerce/accounts/access";
import { bffRoute } from "@/lib/http/bff";
import { clearSessionIfExpired } from "@/lib/session/cookie";
import { redirectTo } from "../_lib/http";

export const dynamic = "force-dynamic";

/**
 * Spec §8: 40003 → /auth/index?redirect=<current path>. Server components cannot clear a cookie,
 * so they redirect here (GET ?redirect=<path>&proof=…); this clears it and sends the person on.
 * A GET anyone can trigger (an <img> on another site), so it clears only a session that is
 * already dead: no usable token, or the proof that the upstream refused this token
 * (lib/session/cookie.ts expiryProof). A live session is left alone and the person goes back.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, request }) => {
  const query = new URL(request.url).searchParams;
  const back = safeRedirectPath(query.get("redirect"));
  if (!(await clearSessionIfExpired(query.get("proof")))) return redirectTo(back, 307);
  return redirectTo(loginRedirectPath(back, getBrand(ctx.brand).unionSignIn), 307);
});
