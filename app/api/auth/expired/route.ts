import { getBrand } from "@/brands";
import { loginRedirectPath, safeRedirectPath } from "@/lib/commerce/access";
import { bffRoute } from "@/lib/http/bff";
import { clearSession } from "@/lib/session";
import { redirectTo } from "../_lib/http";

export const dynamic = "force-dynamic";

/**
 * Spec §8: 40003 → /auth/index?redirect=<current path>. Server components cannot clear a cookie,
 * so they redirect here (GET ?redirect=<path>); this clears it and sends the person on.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, request }) => {
  await clearSession();
  const back = safeRedirectPath(new URL(request.url).searchParams.get("redirect"));
  return redirectTo(loginRedirectPath(back, getBrand(ctx.brand).unionSignIn), 307);
});
