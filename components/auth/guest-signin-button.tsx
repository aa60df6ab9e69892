"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { apiCall } from "@/lib/client/api";
import { useErrorText } from "@/components/account/use-error-text";
import { secondaryButtonClass } from "./styles";
import { finishSignIn } from "./signin-done";
import { IDENTITY_TYPE } from "@/lib/commerce/accounts/login-ways";

/** Guest sign-in (identity_type 3). */
export function GuestSigninButton() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);

  const go = async () => {
    setPending(true);
    const result = await apiCall("/api/auth/signin", {
      method: "POST",
      body: { identity_type: IDENTITY_TYPE.guest },
    });
    if (result.ok) return finishSignIn(t("signedIn")); // stays pending while the page changes
    setPending(false);
    toast.error(errorText(result.errorKey));
  };

  return (
    <button
      type="button"
      onClick={go}
      disabled={pending}
      aria-busy={pending || undefined}
      className={secondaryButtonClass}
      data-testid="guest-signin"
    >
      {pending ? t("pending") : t("guest")}
    </button>
  );
}
