"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { signinCodeForm } from "@/lib/commerce/accounts/account-forms.schema";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/accounts/credentials";
import { apiCall } from "@/lib/client/api";
import { applyFieldErrors, SubmitButton } from "./form-ui";
import { useErrorText } from "@/components/account/use-error-text";
import { PhoneCodeFields } from "./phone-code-fields";
import { finishSignIn } from "./signin-done";
import { IDENTITY_TYPE } from "@/lib/commerce/accounts/login-ways";

/** Phone + verification code (identity_type 2); the upstream registers an unknown number on the way. */
export function CodeSigninForm() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [leaving, setLeaving] = useState(false);
  const form = useForm({
    resolver: zodResolver(signinCodeForm),
    defaultValues: {
      identity_type: IDENTITY_TYPE.phoneCode,
      country_code: DEFAULT_CALLING_CODE,
      phone: "",
      code: "",
    },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    const result = await apiCall("/api/auth/signin", { method: "POST", body: values });
    if (result.ok) {
      setLeaving(true);
      finishSignIn(t("signedIn"));
      return;
    }
    if (!applyFieldErrors(result.fields, ["phone", "code"], setError))
      toast.error(errorText(result.errorKey));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="code-form">
        <PhoneCodeFields purpose="signin" />
        <SubmitButton pending={isSubmitting || leaving}>{t("submitLogin")}</SubmitButton>
      </form>
    </FormProvider>
  );
}
