import { signupBody } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { startSession } from "@/lib/session/cookie";
import { signup } from "@/lib/upstream/account";

/** Spec §7 POST accounts/signup (the §2 registration form, or phone + code). Signs the new account in. */
export const POST = bffRoute(
  { auth: false, body: signupBody, limit: "signin" },
  async ({ ctx, body, idempotencyKey }) => {
    const { token } = await signup({ ...ctx, token: undefined }, body, { idempotencyKey });
    await startSession(token);
    return { ok: true };
  },
);
