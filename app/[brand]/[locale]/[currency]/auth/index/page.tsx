import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AgreementNotice, AuthLinks, type AuthLink } from "@/components/auth/auth-links";
import { AuthShell } from "@/components/auth/auth-shell";
import { authMetadata } from "@/components/auth/metadata";
import { SigninHub } from "@/components/auth/signin-hub";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { googleConfigured } from "@/lib/upstream/auth-config";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "index");
}

/** Spec §2 /auth/index: the sign-in hub with exactly the brand's login ways (spec §6 roles). */
export default async function SignInPage({ params }: Props) {
  const { brand, ctx } = await resolveShop(params);
  const t = await getTranslations("auth");
  const ways = brand.loginWays;
  const google = ways.includes("google") && (await googleConfigured(ctx));
  const links: AuthLink[] = [
    ...(ways.includes("email") ? (["register"] as const) : []),
    ...(ways.includes("phone") ? (["registerPhone"] as const) : []),
    ...(ways.includes("email") || ways.includes("phone") ? (["forgotPassword"] as const) : []),
  ];
  return (
    <AuthShell title={t("titles.index")} intro={t("intro")}>
      <SigninHub loginWays={ways} googleEnabled={google} />
      <AuthLinks links={links} />
      <AgreementNotice />
    </AuthShell>
  );
}
