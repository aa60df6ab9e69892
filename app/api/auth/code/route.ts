import { codeSendBody } from "@/lib/commerce/accounts/account-forms.schema";
import { bffRoute } from "@/lib/http/bff";
import { sendVerificationCode } from "@/lib/upstream/account";

/** Spec §7 POST accounts/verification_code_send; §5 once per minute (the upstream answers 30014). */
export const POST = bffRoute(
  { auth: false, body: codeSendBody, limit: "code" },
  async ({ ctx, body }) => {
    return sendVerificationCode({ ...ctx, token: undefined }, body);
  },
);
