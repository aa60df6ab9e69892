"use client";

import { useTranslations } from "next-intl";
import { linkClass } from "./styles";
import { useUrlParam, withRedirect } from "./url-state";

export type AuthLink = "login" | "register" | "registerPhone" | "forgotPassword";

const PATHS: Record<AuthLink, string> = {
  login: "/auth/index",
  register: "/auth/register",
  registerPhone: "/auth/register-tk",
  forgotPassword: "/auth/password-reset",
};

/** The links between the auth pages, each carrying the redirect along. */
export function AuthLinks({ links, lead }: { links: readonly AuthLink[]; lead?: string }) {
  const t = useTranslations("auth");
  const redirect = useUrlParam("redirect");
  if (links.length === 0) return null;
  return (
    <nav className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
      {lead ? <span className="text-muted">{lead}</span> : null}
      {links.map((link) => (
        <a key={link} href={withRedirect(PATHS[link], redirect)} className={linkClass} data-testid={`link-${link}`}>
          {t(link === "login" ? "login" : link)}
        </a>
      ))}
    </nav>
  );
}

/** "By continuing you accept the user agreement and privacy policy." */
export function AgreementNotice() {
  const t = useTranslations("auth");
  return (
    <p className="mt-6 text-center text-xs text-muted">
      {t.rich("agreementNotice", {
        link: (chunks) => (
          <a href="/auth/agreement" target="_blank" rel="noopener" className={linkClass}>
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
