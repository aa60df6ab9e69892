import { signinBody } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { startSession } from "@/lib/session/cookie";
import { signin } from "@/lib/upstream/account";

/** Spec §7 POST accounts/signin (password, phone code or guest). The token goes into the sealed cookie only. */
export const POST = bffRoute(
  { auth: false, body: signinBody, limit: "signin" },
  async ({ ctx, body }) => {
    // a stale session must not ride along on a new sign-in
    const { token } = await signin({ ...ctx, token: undefined }, body);
    await startSession(token);
    return { ok: true };
  },
);
