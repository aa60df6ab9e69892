"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { registerForm } from "@/lib/commerce/accounts/account-forms.schema";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/accounts/credentials";
import { apiCall, newIdempotencyKey } from "@/lib/client/api";
import { AgreeField } from "./agree-field";
import { applyFieldErrors, NewPasswordFields, SubmitButton, TextField } from "./form-ui";
import { useErrorText } from "@/components/account/use-error-text";
import { PhoneNumberField } from "./phone-number-field";
import { finishSignIn } from "./signin-done";
import { IDENTITY_TYPE } from "@/lib/commerce/accounts/login-ways";

const FIELDS = [
  "first_name",
  "last_name",
  "email",
  "country_code",
  "mobile",
  "company",
  "job_title",
  "password",
  "password_confirm",
  "agree",
] as const;

/** Spec §2 registration form: first and last name, e-mail, password twice, mobile, company, job title. */
export function RegisterForm() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [leaving, setLeaving] = useState(false);
  const [attemptKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: {
      identity_type: IDENTITY_TYPE.password,
      first_name: "",
      last_name: "",
      email: "",
      country_code: DEFAULT_CALLING_CODE,
      mobile: "",
      company: "",
      job_title: "",
      password: "",
      password_confirm: "",
    },
  });

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
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="register-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("firstName")}
          registration={register("first_name")}
          error={errors.first_name?.message}
          autoComplete="given-name"
        />
        <TextField
          label={t("lastName")}
          registration={register("last_name")}
          error={errors.last_name?.message}
          autoComplete="family-name"
        />
      </div>
      <TextField
        label={t("email")}
        registration={register("email")}
        error={errors.email?.message}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <NewPasswordFields
        label="password"
        password={{ registration: register("password"), error: errors.password?.message }}
        confirm={{
          registration: register("password_confirm"),
          error: errors.password_confirm?.message,
        }}
      />
      <PhoneNumberField
        number={register("mobile")}
        callingCode={register("country_code")}
        error={errors.mobile?.message ?? errors.country_code?.message}
        callingCodeInvalid={Boolean(errors.country_code)}
      />
      <TextField
        label={t("company")}
        registration={register("company")}
        error={errors.company?.message}
        autoComplete="organization"
      />
      <TextField
        label={t("jobTitle")}
        registration={register("job_title")}
        error={errors.job_title?.message}
        autoComplete="organization-title"
      />
      <AgreeField registration={register("agree")} error={errors.agree?.message} />
      <SubmitButton pending={isSubmitting || leaving}>{t("submitRegister")}</SubmitButton>
    </form>
  );
}
