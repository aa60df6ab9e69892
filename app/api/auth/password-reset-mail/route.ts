import { resetMailForm } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { sendPasswordResetMail } from "@/lib/upstream/account";
import { publicOrigin } from "../_lib/http";

/** Spec §7 POST accounts/password_reset_mail: the mail links to <this origin>/auth/password-reset2?token=… */
export const POST = bffRoute(
  { auth: false, body: resetMailForm, limit: "code" },
  async ({ ctx, body, request }) => {
    return sendPasswordResetMail(
      { ...ctx, token: undefined },
      { email: body.email, link_base: publicOrigin(request) },
    );
  },
);
