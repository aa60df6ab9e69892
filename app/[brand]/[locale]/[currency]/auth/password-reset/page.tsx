import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLinks } from "@/components/auth/auth-links";
import { AuthShell } from "@/components/auth/auth-shell";
import { authMetadata } from "@/components/auth/metadata";
import { PasswordResetForms } from "@/components/auth/password-reset-forms";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { WayClosed } from "@/components/auth/way-closed";
import { authPageOpen } from "@/lib/commerce/accounts/login-ways";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "passwordReset");
}

/** Spec §2 /auth/password-reset: a reset link by e-mail, or phone + code + new password. */
export default async function PasswordResetPage({ params }: Props) {
  const { brand } = await resolveShop(params);
  const t = await getTranslations("auth");
  // a way the brand does not offer (vistara: guests only) is said, not offered (lib/commerce/accounts/login-ways)
  if (!authPageOpen("passwordReset", brand.loginWays))
    return (
      <AuthShell title={t("titles.passwordReset")}>
        <WayClosed guest={brand.loginWays.includes("guest")} />
      </AuthShell>
    );
  return (
    <AuthShell title={t("titles.passwordReset")}>
      <PasswordResetForms loginWays={brand.loginWays} />
      <AuthLinks links={["login"]} />
    </AuthShell>
  );
}
