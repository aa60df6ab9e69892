import { z } from "zod";
import { resetByCodeForm, resetByTokenForm } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { resetPassword } from "@/lib/upstream/account";

// Signed-out resets only (mail-link token, or phone + code); changing a known password belongs
// to the account pages.
const body = z.union([resetByTokenForm, resetByCodeForm]);

/** Spec §7 POST accounts/password_reset. */
export const POST = bffRoute({ auth: false, body, limit: "signin" }, async ({ ctx, body }) => {
  return resetPassword({ ...ctx, token: undefined }, body);
});
