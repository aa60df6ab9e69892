import { bffRoute } from "@/lib/http/bff";
import { clearSession } from "@/lib/session/cookie";
import { signout } from "@/lib/upstream/account";

/** Log out: tell the upstream (best effort), then always drop the cookie. */
export const POST = bffRoute({ auth: false }, async ({ ctx, token }) => {
  if (token) {
    try {
      await signout({ ...ctx, token });
    } catch {
      // an unreachable or failing upstream must not keep anyone signed in on this device
    }
  }
  await clearSession();
  return { ok: true };
});
