import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AgreementNotice, AuthLinks, type AuthLink } from "@/components/auth/auth-links";
import { AuthShell } from "@/components/auth/auth-shell";
import { authMetadata } from "@/components/auth/metadata";
import { SigninHub } from "@/components/auth/signin-hub";
import { resolveShop, type ShopParams } from "@/lib/shop-params";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "login");
}

/** Spec §2 /auth/login: password sign-in only (e-mail and/or phone, as the brand allows). */
export default async function PasswordLoginPage({ params }: Props) {
  const { brand } = await resolveShop(params);
  const t = await getTranslations("auth");
  const ways = brand.loginWays;
  const password = ways.includes("email") || ways.includes("phone");
  const links: AuthLink[] = password ? ["forgotPassword", ...(ways.includes("email") ? (["register"] as const) : [])] : ["login"];
  return (
    <AuthShell title={t("titles.login")}>
      <SigninHub loginWays={ways} googleEnabled={false} passwordOnly />
      <AuthLinks links={links} />
      <AgreementNotice />
    </AuthShell>
  );
}
