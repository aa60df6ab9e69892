"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import type { LoginWay } from "@/brands/types";
import { resetByCodeForm, resetMailForm } from "@/lib/commerce/accounts/account-forms.schema";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/accounts/credentials";
import { apiCall } from "@/lib/client/api";
import { applyFieldErrors, NewPasswordFields, SubmitButton, TextField } from "./form-ui";
import { useErrorText } from "@/components/account/use-error-text";
import { PhoneCodeFields } from "./phone-code-fields";
import { useUrlParam, withRedirect } from "./url-state";

type Way = "email" | "phone";

/** /auth/password-reset: a mail link (e-mail brands) or phone + code + new password (phone brands). */
export function PasswordResetForms({ loginWays }: { loginWays: readonly LoginWay[] }) {
  const t = useTranslations("auth");
  const ways = (["email", "phone"] as const).filter((w) => loginWays.includes(w));
  const [active, setActive] = useState<Way | undefined>(ways[0]);
  const base = useId();
  return (
    <div>
      {ways.length > 1 ? (
        <div
          role="tablist"
          aria-label={t("resetTabsLabel")}
          className="mb-5 flex gap-1 border-b border-line"
        >
          {ways.map((way) => (
            <button
              key={way}
              id={`${base}-tab-${way}`}
              type="button"
              role="tab"
              aria-selected={way === active}
              aria-controls={`${base}-panel`}
              onClick={() => setActive(way)}
              data-testid={`reset-tab-${way}`}
              className={`-mb-px min-w-0 flex-1 border-b-2 px-2 py-2 text-center text-sm font-medium leading-tight ${way === active ? "border-primary text-primary" : "border-transparent text-muted hover:text-ink"}`}
            >
              {t(way === "email" ? "resetByEmail" : "resetByPhone")}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${base}-panel`}
        role={ways.length > 1 ? "tabpanel" : undefined}
        aria-labelledby={ways.length > 1 ? `${base}-tab-${active}` : undefined}
      >
        {active === "email" ? <ResetMailForm /> : null}
        {active === "phone" ? <ResetByCodeForm /> : null}
      </div>
    </div>
  );
}

function ResetMailForm() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetMailForm), defaultValues: { email: "" } });

  const submit = handleSubmit(async (values) => {
    const result = await apiCall("/api/auth/password-reset-mail", { method: "POST", body: values });
    if (result.ok) return setSent(true);
    if (!applyFieldErrors(result.fields, ["email"], setError))
      toast.error(errorText(result.errorKey));
  });

  if (sent) {
    return (
      <p
        role="status"
        data-testid="reset-mail-sent"
        className="rounded-brand border border-line bg-bg px-3 py-3 text-sm"
      >
        {t("resetMailSent")}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-mail-form">
      <TextField
        label={t("email")}
        registration={register("email")}
        error={errors.email?.message}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <SubmitButton pending={isSubmitting}>{t("submitResetMail")}</SubmitButton>
    </form>
  );
}

function ResetByCodeForm() {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const redirect = useUrlParam("redirect");
  const [leaving, setLeaving] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetByCodeForm),
    defaultValues: {
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
    const result = await apiCall("/api/auth/password-reset", { method: "POST", body: values });
    if (result.ok) {
      setLeaving(true);
      toast.success(t("passwordChanged"));
      window.location.assign(withRedirect("/auth/login", redirect));
      return;
    }
    if (
      !applyFieldErrors(result.fields, ["phone", "code", "password", "password_confirm"], setError)
    )
      toast.error(errorText(result.errorKey));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-code-form">
        <PhoneCodeFields purpose="reset" />
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
    </FormProvider>
  );
}
