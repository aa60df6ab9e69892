"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CallingCodeSelect } from "@/components/forms/calling-code-select";
import { signinCodeForm } from "@/lib/commerce/account-forms";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/credentials";
import { apiCall } from "@/lib/client/api";
import { applyFieldErrors, SubmitButton, TextField, useErrorText } from "./form-ui";
import { SendCodeButton } from "./send-code-button";
import { finishSignIn } from "./signin-done";
import { selectClass } from "./styles";

/** Phone + verification code (identity_type 2); the upstream registers an unknown number on the way. */
export function CodeSigninForm() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signinCodeForm),
    defaultValues: { identity_type: 2 as const, country_code: DEFAULT_CALLING_CODE, phone: "", code: "" },
  });

  const submit = handleSubmit(async (values) => {
    const result = await apiCall("/api/auth/signin", { method: "POST", body: values });
    if (result.ok) {
      setLeaving(true);
      finishSignIn(t("signedIn"));
      return;
    }
    if (!applyFieldErrors(result.fields, ["phone", "code"], setError)) toast.error(errorText(result.errorKey));
  });

  const codeRequest = async () => {
    if (!(await trigger(["country_code", "phone"]))) return null;
    const { country_code, phone } = getValues();
    return { purpose: "signin" as const, channel: "phone" as const, country_code: country_code ?? DEFAULT_CALLING_CODE, phone };
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="code-form">
      <TextField
        label={t("phone")}
        registration={register("phone")}
        error={errors.phone?.message ?? errors.country_code?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        leading={
          <CallingCodeSelect
            registration={register("country_code")}
            invalid={Boolean(errors.country_code)}
            label={t("callingCode")}
            className={selectClass}
            testId="calling-code"
          />
        }
      />
      <TextField
        label={t("code")}
        registration={register("code")}
        error={errors.code?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        trailing={<SendCodeButton request={codeRequest} />}
      />
      <SubmitButton pending={isSubmitting || leaving}>{t("submitLogin")}</SubmitButton>
    </form>
  );
}
