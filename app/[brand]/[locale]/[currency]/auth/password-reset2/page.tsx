import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLinks } from "@/components/auth/auth-links";
import { AuthShell } from "@/components/auth/auth-shell";
import { authMetadata } from "@/components/auth/metadata";
import { PasswordReset2 } from "@/components/auth/password-reset2";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { WayClosed } from "@/components/auth/way-closed";
import { authPageOpen } from "@/lib/commerce/accounts/login-ways";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "passwordReset2");
}

/** Spec §2 /auth/password-reset2?token=: the page the reset mail links to. */
export default async function NewPasswordPage({ params }: Props) {
  const { brand } = await resolveShop(params);
  const t = await getTranslations("auth");
  // a way the brand does not offer (vistara: guests only) is said, not offered (lib/commerce/accounts/login-ways)
  if (!authPageOpen("passwordReset2", brand.loginWays))
    return (
      <AuthShell title={t("titles.passwordReset2")}>
        <WayClosed guest={brand.loginWays.includes("guest")} />
      </AuthShell>
    );
  return (
    <AuthShell title={t("titles.passwordReset2")}>
      <PasswordReset2 />
      <AuthLinks links={["login"]} />
    </AuthShell>
  );
}
