import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AgreementNotice, AuthLinks, type AuthLink } from "@/components/auth/auth-links";
import { AuthShell } from "@/components/auth/auth-shell";
import { authMetadata } from "@/components/auth/metadata";
import { SigninHub } from "@/components/auth/signin-hub";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { WayClosed } from "@/components/auth/way-closed";
import { authPageOpen } from "@/lib/commerce/accounts/login-ways";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "login");
}

/** Spec §2 /auth/login: password sign-in only (e-mail and/or phone, as the brand allows). */
export default async function PasswordLoginPage({ params }: Props) {
  const { brand } = await resolveShop(params);
  const t = await getTranslations("auth");
  // a way the brand does not offer (vistara: guests only) is said, not offered (lib/commerce/accounts/login-ways)
  if (!authPageOpen("login", brand.loginWays))
    return (
      <AuthShell title={t("titles.login")}>
        <WayClosed guest={brand.loginWays.includes("guest")} />
      </AuthShell>
    );
  const ways = brand.loginWays;
  const password = ways.includes("email") || ways.includes("phone");
  const links: AuthLink[] = password
    ? ["forgotPassword", ...(ways.includes("email") ? (["register"] as const) : [])]
    : ["login"];
  return (
    <AuthShell title={t("titles.login")}>
      <SigninHub loginWays={ways} googleEnabled={false} passwordOnly />
      <AuthLinks links={links} />
      <AgreementNotice />
    </AuthShell>
  );
}
