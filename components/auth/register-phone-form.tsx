"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { registerPhoneForm } from "@/lib/commerce/accounts/account-forms.schema";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/accounts/credentials";
import { apiCall, newIdempotencyKey } from "@/lib/client/api";
import { AgreeField } from "./agree-field";
import { applyFieldErrors, NewPasswordFields, SubmitButton } from "./form-ui";
import { useErrorText } from "@/components/account/use-error-text";
import { PhoneCodeFields } from "./phone-code-fields";
import { finishSignIn } from "./signin-done";
import { IDENTITY_TYPE } from "@/lib/commerce/accounts/login-ways";

const FIELDS = ["country_code", "phone", "code", "password", "password_confirm", "agree"] as const;

/** /auth/register-tk: phone + code, and a password for later sign-ins (identity_type 2). */
export function RegisterPhoneForm() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [leaving, setLeaving] = useState(false);
  const [attemptKey] = useState(newIdempotencyKey);
  const form = useForm({
    resolver: zodResolver(registerPhoneForm),
    defaultValues: {
      identity_type: IDENTITY_TYPE.phoneCode,
      country_code: DEFAULT_CALLING_CODE,
      phone: "",
      code: "",
      password: "",
      password_confirm: "",
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    const result = await apiCall("/api/auth/signup", {
      method: "POST",
      body: values,
      idempotencyKey: attemptKey,
    });
    if (result.ok) {
      setLeaving(true);
      finishSignIn(t("registered"));
      return;
    }
    if (!applyFieldErrors(result.fields, FIELDS, setError)) toast.error(errorText(result.errorKey));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="register-phone-form">
        <PhoneCodeFields purpose="signup" />
        <NewPasswordFields
          label="password"
          password={{ registration: register("password"), error: errors.password?.message }}
          confirm={{
            registration: register("password_confirm"),
            error: errors.password_confirm?.message,
          }}
        />
        <AgreeField registration={register("agree")} error={errors.agree?.message} />
        <SubmitButton pending={isSubmitting || leaving}>{t("submitRegister")}</SubmitButton>
      </form>
    </FormProvider>
  );
}
