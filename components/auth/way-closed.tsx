import { useTranslations } from "next-intl";
import { AuthLinks } from "./auth-links";

/**
 * An auth page the brand does not offer (lib/commerce/accounts/login-ways authPageOpen): says so — as a
 * guest when the brand signs shoppers in that way — instead of a form that would make an account
 * the brand can never sign in to again; the sign-in page (with the brand's ways) is one tap away.
 */
export function WayClosed({ guest }: { guest: boolean }) {
  const t = useTranslations("auth");
  return (
    <div className="flex flex-col gap-4" data-testid="auth-way-closed">
      <p role="status" className="text-sm">
        {guest ? t("wayClosedGuest") : t("wayClosed")}
      </p>
      <AuthLinks links={["login"]} />
    </div>
  );
}
