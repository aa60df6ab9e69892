"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { resetByTokenForm } from "@/lib/commerce/accounts/account-forms.schema";
import { apiCall } from "@/lib/client/api";
import { applyFieldErrors, NewPasswordFields, SubmitButton } from "./form-ui";
import { useErrorText } from "@/components/account/use-error-text";
import { linkClass } from "./styles";
import { Codes } from "@/lib/commerce/contract/error-codes";

const TOKEN = /^\S{20,200}$/;
/** the upstream's answer for an unknown, used or expired reset token */
const LINK_EXPIRED = Codes.tokenExpired;

/** /auth/password-reset2?token=: the new password (twice) for the account the mail link names. */
export function NewPasswordForm({ token }: { token: string | null | undefined }) {
  if (token === undefined) return null; // not read yet (server render / hydration)
  if (!token || !TOKEN.test(token)) return <LinkInvalid />;
  return <TokenForm token={token} />;
}

function LinkInvalid() {
  const t = useTranslations("auth");
  return (
    <div role="alert" data-testid="reset-link-invalid">
      <p className="text-sm">{t("resetLinkInvalid")}</p>
      <a href="/auth/password-reset" className={`mt-3 inline-block text-sm ${linkClass}`}>
        {t("requestNewLink")}
      </a>
    </div>
  );
}

function TokenForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [leaving, setLeaving] = useState(false);
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetByTokenForm),
    defaultValues: { token, password: "", password_confirm: "" },
  });

  const submit = handleSubmit(async (values) => {
    const result = await apiCall("/api/auth/password-reset", { method: "POST", body: values });
    if (result.ok) {
      setLeaving(true);
      toast.success(t("passwordChanged"));
      window.location.assign("/auth/login");
      return;
    }
    if (result.code === LINK_EXPIRED) return setExpired(true);
    if (!applyFieldErrors(result.fields, ["password", "password_confirm"], setError))
      toast.error(errorText(result.errorKey));
  });

  if (expired) return <LinkInvalid />;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="new-password-form">
      <NewPasswordFields
        label="newPassword"
        password={{ registration: register("password"), error: errors.password?.message }}
        confirm={{
          registration: register("password_confirm"),
          error: errors.password_confirm?.message,
        }}
      />
      <SubmitButton pending={isSubmitting || leaving}>{t("submitNewPassword")}</SubmitButton>
    </form>
  );
}
