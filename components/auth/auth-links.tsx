"use client";

import { useTranslations } from "next-intl";
import { DocumentLink } from "@/components/info/document-link";
import { inTextLinkClass, linkClass } from "./styles";
import { useUrlParam, withRedirect } from "./url-state";

export type AuthLink = "login" | "register" | "registerPhone" | "forgotPassword";

const PATHS: Record<AuthLink, string> = {
  login: "/auth/index",
  register: "/auth/register",
  registerPhone: "/auth/register-tk",
  forgotPassword: "/auth/password-reset",
};

/**
 * The links between the auth pages, each carrying the redirect along: one navigation landmark per
 * page (two unnamed ones would be indistinguishable), `also` adds a second row to it.
 */
export function AuthLinks({
  links,
  lead,
  also = [],
}: {
  links: readonly AuthLink[];
  lead?: string;
  also?: readonly AuthLink[];
}) {
  const t = useTranslations("auth");
  const redirect = useUrlParam("redirect");
  if (links.length === 0 && also.length === 0) return null;
  const row = (items: readonly AuthLink[], first?: string) => (
    <div className="flex flex-wrap justify-center gap-x-4 gap-y-2">
      {first ? <span className="text-muted">{first}</span> : null}
      {items.map((link) => (
        <a
          key={link}
          href={withRedirect(PATHS[link], redirect)}
          className={linkClass}
          data-testid={`link-${link}`}
        >
          {t(link === "login" ? "login" : link)}
        </a>
      ))}
    </div>
  );
  return (
    <nav className="mt-6 flex flex-col gap-6 text-sm">
      {links.length ? row(links, lead) : null}
      {also.length ? row(also) : null}
    </nav>
  );
}

/** "By continuing you accept the user agreement and the privacy policy." (each opens in a dialog) */
export function AgreementNotice() {
  const t = useTranslations("auth");
  return (
    <p className="mt-6 text-center text-xs text-muted">
      {t.rich("agreementNotice", {
        terms: (chunks) => (
          <DocumentLink doc="agreement" className={inTextLinkClass}>
            {chunks}
          </DocumentLink>
        ),
        privacy: (chunks) => (
          <DocumentLink doc="privacy" className={inTextLinkClass}>
            {chunks}
          </DocumentLink>
        ),
      })}
    </p>
  );
}
