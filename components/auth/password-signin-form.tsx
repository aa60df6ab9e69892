"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { signinPasswordForm } from "@/lib/commerce/accounts/account-forms.schema";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/accounts/credentials";
import { apiCall } from "@/lib/client/api";
import { Captcha } from "./captcha";
import type { CaptchaProof } from "./captcha-proof";
import { applyFieldErrors, SubmitButton, TextField } from "./form-ui";
import { useErrorText } from "@/components/account/use-error-text";
import { AuthCallingCodeSelect } from "./phone-number-field";
import { finishSignIn } from "./signin-done";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { IDENTITY_TYPE } from "@/lib/commerce/accounts/login-ways";

/** e-mail + password, phone (with calling code) + password, or the simple /login "e-mail or phone". */
export type PasswordMode = "email" | "phone" | "username";

const CAPTCHA_REQUIRED = Codes.captchaRequired;

/**
 * Password sign-in (spec §7 accounts/signin identity_type 1). On 30009 the captcha appears; once
 * solved, the same form is submitted again with ticket and randstr (spec §8). 30020 and every other
 * refusal: a toast with the translated "errors" text.
 */
export function PasswordSigninForm({ mode }: { mode: PasswordMode }) {
  const t = useTranslations("auth");
  const tc = useTranslations("auth.captcha");
  const errorText = useErrorText();
  const [captchaRound, setCaptchaRound] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signinPasswordForm),
    defaultValues: {
      identity_type: IDENTITY_TYPE.password,
      username: "",
      password: "",
      ...(mode === "phone" ? { country_code: DEFAULT_CALLING_CODE } : {}),
    },
  });

  type Values = Parameters<Parameters<typeof handleSubmit>[0]>[0];
  const send = async (values: Values, solved?: CaptchaProof) => {
    // while the check is pending, a bare attempt could only earn another 30009 (and replace the
    // widget that is being solved); the solved check submits the form by itself
    if (captchaRound > 0 && !solved) {
      toast.error(tc("verificationRequired"));
      return;
    }
    const body = solved ? { ...values, ...solved } : values;
    const result = await apiCall("/api/auth/signin", { method: "POST", body });
    if (result.ok) {
      setLeaving(true);
      finishSignIn(t("signedIn"));
      return;
    }
    // a solved challenge is spent by one attempt: any failure after it needs a fresh one
    if (result.code === CAPTCHA_REQUIRED || solved) setCaptchaRound((round) => round + 1);
    if (!applyFieldErrors(result.fields, ["username", "password"], setError))
      toast.error(errorText(result.errorKey));
  };
  const submit = handleSubmit((values) => send(values));
  const onVerified = (solved: CaptchaProof) =>
    void handleSubmit((values) => send(values, solved))();

  const usernameLabel =
    mode === "email" ? t("email") : mode === "phone" ? t("phone") : t("emailOrPhone");
  return (
    <div>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        data-testid={`password-form-${mode}`}
      >
        <TextField
          label={usernameLabel}
          registration={register("username")}
          error={errors.username?.message ?? errors.country_code?.message}
          type={mode === "email" ? "email" : mode === "phone" ? "tel" : "text"}
          inputMode={mode === "email" ? "email" : mode === "phone" ? "tel" : undefined}
          autoComplete="username"
          leading={
            mode === "phone" ? (
              <AuthCallingCodeSelect
                registration={register("country_code")}
                invalid={Boolean(errors.country_code)}
              />
            ) : undefined
          }
        />
        <TextField
          label={t("password")}
          registration={register("password")}
          error={errors.password?.message}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton pending={isSubmitting || leaving}>{t("submitLogin")}</SubmitButton>
      </form>
      {captchaRound > 0 ? <Captcha round={captchaRound} onVerified={onVerified} /> : null}
    </div>
  );
}
