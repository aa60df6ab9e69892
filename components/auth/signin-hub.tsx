"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import type { LoginWay } from "@/brands/types";
import { AuthErrorNotice } from "./auth-error-notice";
import { CodeSigninForm } from "./code-signin-form";
import { secondaryButtonClass } from "./styles";
import { GuestSigninButton } from "./guest-signin-button";
import { PasswordSigninForm } from "./password-signin-form";
import { useUrlParam, withRedirect } from "./url-state";

type Method = "email" | "phonePassword" | "phoneCode";
const TAB_LABEL = {
  email: "tabEmail",
  phonePassword: "tabPhonePassword",
  phoneCode: "tabPhoneCode",
} as const;

/** Which tabs a brand's login ways give (password-only on /auth/login). */
function signinMethods(loginWays: readonly LoginWay[], passwordOnly: boolean): Method[] {
  const methods: Method[] = [];
  if (loginWays.includes("email")) methods.push("email");
  if (loginWays.includes("phone"))
    methods.push("phonePassword", ...(passwordOnly ? [] : (["phoneCode"] as const)));
  return methods;
}

/**
 * The sign-in hub (/auth/index): exactly the brand's login ways — e-mail + password, phone +
 * password, phone + code as tabs; guest and Google below. Google shows only when the upstream has
 * it configured (`googleEnabled`, checked on the server).
 */
export function SigninHub({
  loginWays,
  googleEnabled,
  passwordOnly = false,
}: {
  loginWays: readonly LoginWay[];
  googleEnabled: boolean;
  passwordOnly?: boolean;
}) {
  const t = useTranslations("auth");
  const redirect = useUrlParam("redirect");
  const methods = signinMethods(loginWays, passwordOnly);
  const [active, setActive] = useState<Method | undefined>(methods[0]);
  const base = useId();
  const guest = !passwordOnly && loginWays.includes("guest");
  const google = !passwordOnly && googleEnabled && loginWays.includes("google");

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const at = methods.indexOf(active ?? methods[0]!);
    const next =
      methods[(at + (event.key === "ArrowRight" ? 1 : methods.length - 1)) % methods.length];
    if (!next) return;
    setActive(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };

  return (
    <div data-testid="signin-hub">
      <AuthErrorNotice />
      {methods.length > 1 ? (
        <div
          role="tablist"
          aria-label={t("tabsLabel")}
          className="mb-5 flex gap-1 border-b border-line"
        >
          {methods.map((method) => (
            <button
              key={method}
              id={`${base}-tab-${method}`}
              type="button"
              role="tab"
              aria-selected={method === active}
              aria-controls={`${base}-panel`}
              tabIndex={method === active ? 0 : -1}
              onKeyDown={onTabKey}
              onClick={() => setActive(method)}
              data-testid={`tab-${method}`}
              className={`-mb-px min-w-0 flex-1 border-b-2 px-2 py-2 text-center text-sm font-medium leading-tight ${method === active ? "border-primary text-primary" : "border-transparent text-muted hover:text-ink"}`}
            >
              {t(TAB_LABEL[method])}
            </button>
          ))}
        </div>
      ) : null}
      {active ? (
        <div
          id={`${base}-panel`}
          role={methods.length > 1 ? "tabpanel" : undefined}
          aria-labelledby={methods.length > 1 ? `${base}-tab-${active}` : undefined}
        >
          {active === "email" ? <PasswordSigninForm key="email" mode="email" /> : null}
          {active === "phonePassword" ? <PasswordSigninForm key="phone" mode="phone" /> : null}
          {active === "phoneCode" ? <CodeSigninForm /> : null}
        </div>
      ) : null}
      {guest || google ? (
        <div className="mt-6 space-y-3">
          {active ? (
            <p className="flex items-center gap-3 text-xs uppercase text-muted" aria-hidden="true">
              <span className="h-px flex-1 bg-line" />
              {t("or")}
              <span className="h-px flex-1 bg-line" />
            </p>
          ) : null}
          {google ? (
            <a
              href={withRedirect("/api/auth/google/start", redirect)}
              className={secondaryButtonClass}
              data-testid="google-signin"
            >
              {t("google")}
            </a>
          ) : null}
          {guest ? <GuestSigninButton /> : null}
        </div>
      ) : null}
    </div>
  );
}
